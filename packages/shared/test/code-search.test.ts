import { describe, expect, it } from 'vitest';
import {
  compareIcfCodes,
  createCodeSearchIndex,
  searchCodes,
  sortByOfCode,
  type CodeMap,
  type IcfCode,
} from '../src/index';

/**
 * packages/shared is typechecked without Node's types because browsers run it too; the tests run in Node,
 * so they name the little of Node they use here.
 */
declare const process: { env: Record<string, string | undefined> };
interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string;
}
const nodeFsSpecifier: string = 'node:fs';
const { readFileSync } = (await import(nodeFsSpecifier)) as NodeFs;

type Fixture = Partial<IcfCode> & Pick<IcfCode, 'code' | 'name'>;

function createCodeMap(fixtures: Fixture[]): CodeMap {
  const map: CodeMap = {};
  // Inserted in reverse so ranking has to use `id`, not insertion order.
  for (const [index, fixture] of [...fixtures.entries()].reverse()) {
    map[fixture.code] = {
      kind: 'category',
      level: 2,
      parent: null,
      name_translation: '',
      description: '',
      inclusions: '',
      exclusions: '',
      sort_by: sortByOfCode(fixture.code),
      release: 'icf-2005',
      id: index + 1,
      ...fixture,
    };
  }
  return map;
}

const index = createCodeSearchIndex(
  createCodeMap([
    { code: 'b2', kind: 'chapter', level: 1, name: 'SENSORY FUNCTIONS AND PAIN' },
    {
      code: 'b110',
      name: 'Consciousness functions',
      description: 'See also sensation of pain (b280), 통증.',
    },
    { code: 'b130', name: 'Drive like b280 sensations' },
    { code: 'b134', name: 'Sleep functions', inclusions: 'insomnia from PAIN' },
    { code: 'b280', name: 'Sensation of pain', name_translation: '통증의 감각' },
    { code: 'b2800', name: 'Generalized pain', name_translation: '전신 통증' },
    { code: 'b2801', name: 'Pain in body part' },
    { code: 'b710', name: 'Mobility of joint functions', exclusions: 'pain-related stiffness' },
    { code: 'd450', name: 'Walking', description: 'Moving along a surface on foot.' },
    { code: 'e1201', name: 'Assistive products', inclusions: 'walking sticks' },
    // Out of ICF order on purpose: the exact code must win by rank, not by coming first.
    { code: 'e120', name: 'Products for mobility' },
    { code: 'e310', name: 'Immediate family', name_translation: '직계 가족' },
  ]),
);

const codesOf = (results: IcfCode[]) => results.map((record) => record.code);
const search = (query: string, limit?: number) => codesOf(searchCodes(index, query, limit));

describe('searchCodes on fixtures', () => {
  it('returns nothing below two characters, after trimming', () => {
    expect(search('')).toEqual([]);
    expect(search('b')).toEqual([]);
    expect(search('   p   ')).toEqual([]);
    expect(search('통')).toEqual([]);
  });

  it('searches from two characters on', () => {
    expect(search('wa')).toEqual(['d450', 'e1201']);
    expect(search('  wa  ')).toEqual(['d450', 'e1201']);
  });

  it('ranks exact code, then code prefix, then title, then the rest', () => {
    expect(search('b280')).toEqual(['b280', 'b2800', 'b2801', 'b130', 'b110']);
  });

  it('ranks title matches before matches in other fields, ICF order within a rank', () => {
    expect(search('pain')).toEqual(['b280', 'b2800', 'b2801', 'b110', 'b134', 'b710']);
  });

  it('ranks an exact code match before prefix matches that come earlier in ICF order', () => {
    expect(search('e120')).toEqual(['e120', 'e1201']);
    expect(search('E12')).toEqual(['e1201', 'e120']);
  });

  it('ranks code prefixes in ICF order', () => {
    expect(search('b28')).toEqual(['b280', 'b2800', 'b2801', 'b130', 'b110']);
    expect(search('b1')).toEqual(['b110', 'b130', 'b134']);
  });

  it('is case-insensitive for query and text', () => {
    expect(search('PAIN')).toEqual(search('pain'));
    expect(search('B280')).toEqual(search('b280'));
    expect(search('walking STICKS')).toEqual(['e1201']);
  });

  it('matches each searched field', () => {
    expect(search('consciousness')).toEqual(['b110']);
    expect(search('along a surface')).toEqual(['d450']);
    expect(search('insomnia')).toEqual(['b134']);
    expect(search('stiffness')).toEqual(['b710']);
    expect(search('가족')).toEqual(['e310']);
  });

  it('finds Korean titles and ranks them as title matches', () => {
    expect(search('통증')).toEqual(['b280', 'b2800', 'b110']);
  });

  it('never returns components or chapters', () => {
    expect(search('sensory')).toEqual([]);
    expect(search('b2')).not.toContain('b2');
  });

  it('does not match across two fields', () => {
    // name ends 'Walking', description starts 'Moving'.
    expect(search('walkingmoving')).toEqual([]);
    expect(search('walking moving')).toEqual([]);
  });

  it('applies the limit after ranking', () => {
    expect(search('pain', 2)).toEqual(['b280', 'b2800']);
    expect(search('pain', 0)).toEqual([]);
  });

  it('returns the full records', () => {
    expect(searchCodes(index, 'b280')[0]).toMatchObject({ code: 'b280', name: 'Sensation of pain', id: 5 });
  });
});

interface ClassificationRecord {
  code: string;
  kind: IcfCode['kind'];
  level: number;
  parent: string | null;
  title: string;
  definition: string | null;
  inclusions: string | null;
  exclusions: string | null;
}

/** The same setting as the server (apps/server/src/config/env.ts), whose default is the shipped icf-data/. */
const icfDataDir = process.env.ICF_DATA_DIR ?? 'icf-data';

function loadRealCodeMap(): CodeMap {
  const records = JSON.parse(
    readFileSync(`${icfDataDir}/icf-classification.en.json`, 'utf8'),
  ) as ClassificationRecord[];
  const map: CodeMap = {};
  [...records]
    .sort((a, b) => compareIcfCodes(a.code, b.code))
    .forEach((record, position) => {
      map[record.code] = {
        code: record.code,
        kind: record.kind,
        level: record.level,
        parent: record.parent,
        name: record.title,
        name_translation: '',
        description: record.definition ?? '',
        inclusions: record.inclusions ?? '',
        exclusions: record.exclusions ?? '',
        sort_by: sortByOfCode(record.code),
        release: 'icf-2005',
        id: position + 1,
      };
    });
  return map;
}

describe('searchCodes on the real ICF', () => {
  const realIndex = createCodeSearchIndex(loadRealCodeMap());
  const searchReal = (query: string) => codesOf(searchCodes(realIndex, query));

  it('indexes the categories only', () => {
    const realCodes = Object.values(loadRealCodeMap());
    const categories = realCodes.filter((record) => record.kind === 'category');
    expect(categories.length).toBeGreaterThan(0);
    expect(realIndex.codes).toHaveLength(categories.length);
    expect(realCodes.length).toBeGreaterThan(categories.length);
  });

  it("'pain' ranks b280 first, then its pain categories", () => {
    const results = searchReal('pain');
    expect(results[0]).toBe('b280');
    expect(results.slice(1, 4)).toEqual(['b2800', 'b2801', 'b28010']);
    expect(results.length).toBeGreaterThan(10);
  });

  it("'b28' gives b280 first, then its children, all b28 codes before anything else", () => {
    const results = searchReal('b28');
    expect(results.slice(0, 4)).toEqual(['b280', 'b2800', 'b2801', 'b28010']);
    const prefixCount = results.filter((code) => code.startsWith('b28')).length;
    expect(results.slice(0, prefixCount).every((code) => code.startsWith('b28'))).toBe(true);
    expect(prefixCount).toBeGreaterThan(10);
  });

  it("'d450' puts the exact code first", () => {
    expect(searchReal('d450')[0]).toBe('d450');
    expect(searchReal('D450').slice(1, 3)).toEqual(['d4500', 'd4501']);
  });
});
