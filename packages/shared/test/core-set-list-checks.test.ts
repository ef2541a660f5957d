import { describe, expect, it } from 'vitest';
import {
  checkCoreSetLists,
  countListComponents,
  coreSetListCheckRules,
  institutionCoreSetFileSchema,
  reportUnreadableFile,
  type CoreSetListCheckRule,
  type CoreSetListReference,
  type CoreSetListReport,
  type InstitutionCoreSetFile,
} from '../src/index';

/**
 * Fixture lists are made-up selections of real category codes, named as fixtures: they are not, and must
 * never be read as, clinical core sets.
 */
const knownCodes = new Set(['b130', 'b152', 'b280', 'b2800', 's750', 'd230', 'd450', 'd455', 'e310', 'e355']);

const reference: CoreSetListReference = {
  knownCodes,
  official: [
    {
      condition: 'fixture-official',
      name: 'Fixture official set',
      brief: ['b130', 'b280', 'd450'],
      comprehensive: null,
    },
  ],
};

/** A file that passes every rule; each test below breaks one. */
function validFile(): InstitutionCoreSetFile {
  return institutionCoreSetFileSchema.parse({
    format: 'icf-institution-core-sets/1',
    sets: [
      {
        condition: 'fixture-a',
        context: 'acute',
        group: 'neurological',
        name: { en: 'Fixture A', kr: '예시 A' },
        source: 'Test fixture, not a publication',
        brief: ['b130', 'd450'],
        comprehensive: ['b130', 'b280', 's750', 'd450', 'e310'],
        publishedCounts: {
          brief: { b: 1, s: 0, d: 1, e: 0, total: 2 },
          comprehensive: { b: 2, s: 1, d: 1, e: 1, total: 5 },
        },
      },
      {
        condition: 'fixture-a',
        context: 'long-term',
        group: 'neurological',
        name: { en: 'Fixture A, long-term', kr: '예시 A 장기' },
        source: 'Test fixture, not a publication',
        comprehensive: ['b152', 'd455'],
      },
    ],
  });
}

function modified(change: (file: InstitutionCoreSetFile) => void): InstitutionCoreSetFile {
  const file = validFile();
  change(file);
  return file;
}

function rulesOf(report: CoreSetListReport): CoreSetListCheckRule[] {
  return [...report.errors, ...report.warnings].map((issue) => issue.rule);
}

const firstSet = (file: InstitutionCoreSetFile) => file.sets[0]!;

describe('checkCoreSetLists', () => {
  it('passes a valid file with no errors and no warnings, and reports each list’s counts', () => {
    const report = checkCoreSetLists(validFile(), reference);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.sets).toEqual([
      {
        key: 'fixture-a/acute',
        condition: 'fixture-a',
        context: 'acute',
        name: 'Fixture A',
        brief: { b: 1, s: 0, d: 1, e: 0, total: 2 },
        comprehensive: { b: 2, s: 1, d: 1, e: 1, total: 5 },
      },
      {
        key: 'fixture-a/long-term',
        condition: 'fixture-a',
        context: 'long-term',
        name: 'Fixture A, long-term',
        brief: null,
        comprehensive: { b: 1, s: 0, d: 1, e: 0, total: 2 },
      },
    ]);
  });

  it('missing-list: a set with neither list (or only empty lists) is an error', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        firstSet(file).brief = null;
        firstSet(file).comprehensive = [];
        firstSet(file).publishedCounts = { brief: null, comprehensive: null };
      }),
      reference,
    );
    expect(report.errors).toEqual([
      expect.objectContaining({ rule: 'missing-list', set: 'fixture-a/acute', severity: 'error' }),
    ]);
  });

  it('unknown-code: codes outside the classification are errors, listed once each in ICF order', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        firstSet(file).comprehensive!.push('d999', 'b9999', 'B130', 'd999', 'x1');
        firstSet(file).publishedCounts.comprehensive = null;
      }),
      reference,
    );
    expect(report.errors.map((issue) => issue.rule)).toContain('unknown-code');
    const unknown = report.errors.find((issue) => issue.rule === 'unknown-code')!;
    expect(unknown).toMatchObject({ set: 'fixture-a/acute', list: 'comprehensive' });
    expect(unknown.codes).toEqual(['b9999', 'd999', 'B130', 'x1']);
  });

  it('unknown-code: a chapter or component code is not a category', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        firstSet(file).brief = ['b1', 'd450'];
        firstSet(file).comprehensive!.push('b1');
        firstSet(file).publishedCounts = { brief: null, comprehensive: null };
      }),
      reference,
    );
    expect(report.errors.filter((issue) => issue.rule === 'unknown-code')).toEqual([
      expect.objectContaining({ list: 'brief', codes: ['b1'] }),
      expect.objectContaining({ list: 'comprehensive', codes: ['b1'] }),
    ]);
  });

  it('duplicate-code: a code twice in one list is an error', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        firstSet(file).brief = ['d450', 'b130', 'd450'];
      }),
      reference,
    );
    expect(report.errors).toEqual([
      expect.objectContaining({ rule: 'duplicate-code', list: 'brief', codes: ['d450'] }),
    ]);
  });

  it('duplicate-set: two sets with one condition and context are an error', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        file.sets[1]!.context = 'acute';
      }),
      reference,
    );
    expect(report.errors).toEqual([
      expect.objectContaining({ rule: 'duplicate-set', set: 'fixture-a/acute', list: null }),
    ]);
  });

  it('duplicate-set: the same condition in two contexts is fine', () => {
    expect(rulesOf(checkCoreSetLists(validFile(), reference))).not.toContain('duplicate-set');
  });

  it('count-mismatch: a component count that differs from the published one is an error', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        firstSet(file).publishedCounts.comprehensive = { b: 3, s: 1, d: 1, e: 1, total: 6 };
      }),
      reference,
    );
    expect(report.errors).toEqual([
      expect.objectContaining({ rule: 'count-mismatch', list: 'comprehensive' }),
    ]);
    expect(report.errors[0]!.message).toBe(
      'Comprehensive list counts differ from the published counts: b 2 (published 3), total 5 (published 6)',
    );
  });

  it('count-mismatch: unknown (null) published counts are not checked', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        firstSet(file).publishedCounts.brief = { b: null, s: null, d: null, e: null, total: 2 };
      }),
      reference,
    );
    expect(report.errors).toEqual([]);
  });

  it('count-mismatch: duplicates are counted once, and reported as duplicates only', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        firstSet(file).brief = ['b130', 'd450', 'd450'];
      }),
      reference,
    );
    expect(rulesOf(report)).toEqual(['duplicate-code']);
  });

  it('brief-not-in-comprehensive: a Brief code outside the Comprehensive list is an error', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        firstSet(file).brief = ['b130', 'd455', 'd450'];
        firstSet(file).publishedCounts.brief = null;
      }),
      reference,
    );
    expect(report.errors).toEqual([
      expect.objectContaining({ rule: 'brief-not-in-comprehensive', list: 'brief', codes: ['d455'] }),
    ]);
  });

  it('differs-from-official: a condition the catalogue has gets a warning listing added and missing codes', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        firstSet(file).condition = 'fixture-official';
        firstSet(file).brief = ['b130', 'd450', 'e310'];
        firstSet(file).publishedCounts.brief = null;
      }),
      reference,
    );
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'differs-from-official',
        set: 'fixture-official/acute',
        list: 'brief',
        codes: ['e310'],
        missingCodes: ['b280'],
      }),
    ]);
  });

  it('differs-from-official: an identical list, or a list the catalogue does not serve, gives no warning', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        firstSet(file).condition = 'fixture-official';
        firstSet(file).brief = ['d450', 'b280', 'b130'];
        firstSet(file).publishedCounts.brief = null;
      }),
      reference,
    );
    expect(report.warnings).toEqual([]);
    expect(report.errors).toEqual([]);
  });

  it('replaces-institution-list: a live institution list of the same condition and context is a warning', () => {
    const report = checkCoreSetLists(validFile(), {
      ...reference,
      live: [
        { id: 'institution-4', condition: 'fixture-a', context: 'acute', importedAt: '2026-01-01T00:00:00Z' },
        { id: 'institution-5', condition: 'fixture-a', context: 'any', importedAt: '2026-01-01T00:00:00Z' },
      ],
    });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      expect.objectContaining({ rule: 'replaces-institution-list', set: 'fixture-a/acute' }),
    ]);
    expect(report.warnings[0]!.message).toContain('institution-4');
  });

  it('reports every broken rule of one file together', () => {
    const report = checkCoreSetLists(
      modified((file) => {
        firstSet(file).brief = ['b130', 'b130', 'zz'];
        file.sets[1]!.context = 'acute';
        file.sets[1]!.condition = 'fixture-a';
      }),
      reference,
    );
    expect(new Set(rulesOf(report))).toEqual(
      new Set([
        'unknown-code',
        'duplicate-code',
        'count-mismatch',
        'brief-not-in-comprehensive',
        'duplicate-set',
      ]),
    );
  });

  it('has a test above for every rule', () => {
    // unreadable-file is the file reader's rule (core-set-list-file.test.ts) and reportUnreadableFile's.
    expect([...coreSetListCheckRules].sort()).toEqual(
      [
        'unreadable-file',
        'missing-list',
        'unknown-code',
        'duplicate-code',
        'duplicate-set',
        'count-mismatch',
        'brief-not-in-comprehensive',
        'differs-from-official',
        'replaces-institution-list',
      ].sort(),
    );
  });
});

describe('reportUnreadableFile', () => {
  it('turns each problem into an unreadable-file error', () => {
    expect(reportUnreadableFile(['not valid JSON', 'sets: required'])).toEqual({
      sets: [],
      warnings: [],
      errors: [
        {
          severity: 'error',
          rule: 'unreadable-file',
          set: null,
          list: null,
          message: 'not valid JSON',
          codes: [],
        },
        {
          severity: 'error',
          rule: 'unreadable-file',
          set: null,
          list: null,
          message: 'sets: required',
          codes: [],
        },
      ],
    });
  });
});

describe('countListComponents', () => {
  it('counts distinct codes per component', () => {
    expect(countListComponents(['b130', 'b2800', 's750', 'd450', 'd450', 'e310', 'e355'])).toEqual({
      b: 2,
      s: 1,
      d: 1,
      e: 2,
      total: 6,
    });
  });

  it('counts a code of no component in the total only', () => {
    expect(countListComponents(['x1', 'b130'])).toEqual({ b: 1, s: 0, d: 0, e: 0, total: 2 });
  });
});
