import { describe, expect, it } from 'vitest';
import {
  buildGuidedCatalogue,
  catalogueContexts,
  chooseGuidedSets,
  contextNumber,
  createSelectionCatalogue,
  guidedContexts,
  guidedPurposes,
  initialSelection,
  isGuidedChoiceValid,
  purposeNumber,
  reduceSelection,
  sortByOfCode,
  type CodeMap,
  type CoreSet,
  type CoreSetContext,
  type CoreSetGroup,
  type CoreSetGroupKey,
  type CoreSetListKind,
  type GuidedCatalogue,
  type GuidedChoice,
  type GuidedCondition,
  type GuidedContext,
  type GuidedPurpose,
  type SelectionState,
  type UnavailableCondition,
} from '../src/index';

/*
 * Fixtures: a small made-up catalogue (not clinical data). Condition ids say what each one tests.
 * Codes are placeholders from the classification's code space; only their order matters here.
 */

const counts = { b: 0, s: 0, d: 0, e: 0, total: 0 };

interface SetFixture {
  id: string;
  condition?: string;
  context?: CoreSetContext;
  list?: CoreSetListKind;
  codes: string[];
  diff?: string[];
  kind?: 'official' | 'institution' | 'personal';
}

function createSet(fixture: SetFixture): CoreSet {
  const kind = fixture.kind ?? 'official';
  return {
    id: fixture.id,
    name: `name of ${fixture.id}`,
    name_translation: `번역 ${fixture.id}`,
    codes: fixture.codes,
    codes_diff: fixture.diff ?? [],
    list: fixture.list ?? 'brief',
    condition: fixture.condition ?? fixture.id,
    context: fixture.context ?? 'long-term',
    sources: [],
    provenance:
      kind === 'official'
        ? {
            kind,
            verification: 'two-sources',
            countsChecked: false,
            counts,
            comprehensiveCounts: null,
          }
        : kind === 'institution'
          ? { kind, source: 'clinic binder', importedAt: '2026-01-01', counts, comprehensiveCounts: null }
          : { kind, note: '', counts, updatedAt: '2026-01-01' },
  };
}

function missing(condition: string, context: CoreSetContext): UnavailableCondition {
  return {
    condition,
    name: `name of ${condition}`,
    name_translation: `번역 ${condition}`,
    context,
    expectedTotals: { brief: null, comprehensive: null },
  };
}

function group(
  key: CoreSetGroupKey,
  sets: CoreSet[],
  unavailable: UnavailableCondition[] = [],
): CoreSetGroup {
  const index = [
    'generic',
    'rehabilitation',
    'musculoskeletal',
    'cardiopulmonary',
    'neurological',
    'others',
    'personal',
  ].indexOf(key);
  return { group: index, key, headed: index >= 2, sets, unavailable };
}

const generic = createSet({ id: 'generic', context: 'any', list: 'single', codes: ['b130', 'd450'] });
const rehabilitation = createSet({
  id: 'rehabilitation',
  context: 'any',
  list: 'single',
  codes: ['b130', 'b280', 'd450'],
});
/** Only a Comprehensive list, long-term. */
const comprehensiveOnly = createSet({
  id: 'comprehensive-only',
  list: 'comprehensive',
  codes: ['b280', 's750', 'd450'],
});
/** A Brief list with its Comprehensive remainder, in one set, long-term. */
const briefAndComprehensive = createSet({
  id: 'brief-and-comprehensive',
  codes: ['b280', 'd455'],
  diff: ['b710', 'e310'],
});
/** A condition with a list in one context only (post-acute): a Brief list without its remainder. */
const oneContextOnly = createSet({ id: 'one-context-only', context: 'post-acute', codes: ['b710', 'd450'] });
/** A condition with a list in two contexts: acute and long-term. */
const twoContextsAcute = createSet({
  id: 'two-contexts-acute',
  condition: 'two-contexts',
  context: 'acute',
  codes: ['b130'],
  diff: ['b280'],
});
const twoContextsLongTerm = createSet({
  id: 'two-contexts-long-term',
  condition: 'two-contexts',
  list: 'comprehensive',
  codes: ['d450', 'e310'],
});
/** A list made for any context. */
const anyContext = createSet({ id: 'any-context', context: 'any', codes: ['d455'], diff: ['e310'] });
/** The institution imported a list for a condition the official catalogue lacks. */
const institutionOnly = createSet({
  id: 'institution-1',
  condition: 'institution-only',
  kind: 'institution',
  codes: ['b280'],
  diff: ['s750'],
});
/** The institution also imported a list where an official one exists: the official one wins. */
const institutionDuplicate = createSet({
  id: 'institution-2',
  condition: 'brief-and-comprehensive',
  kind: 'institution',
  codes: ['b130'],
});
const personal = createSet({
  id: 'personal-1',
  condition: 'personal-1',
  kind: 'personal',
  codes: ['b130'],
});

const groups: CoreSetGroup[] = [
  group('generic', [generic]),
  group('rehabilitation', [rehabilitation]),
  group(
    'musculoskeletal',
    [comprehensiveOnly, briefAndComprehensive, institutionDuplicate],
    [missing('not-available', 'long-term')],
  ),
  group('cardiopulmonary', [], [missing('acute-not-available', 'acute')]),
  group('neurological', [oneContextOnly, twoContextsAcute, twoContextsLongTerm]),
  group('others', [anyContext, institutionOnly]),
  group('personal', [personal]),
];

const catalogue = buildGuidedCatalogue(groups);

const conditionIds = [
  'comprehensive-only',
  'brief-and-comprehensive',
  'not-available',
  'acute-not-available',
  'one-context-only',
  'two-contexts',
  'any-context',
  'institution-only',
];

function conditionRow(guided: GuidedCatalogue, id: string): GuidedCondition {
  const row = guided.rows.find((candidate) => candidate.id === id);
  if (row?.kind !== 'condition') throw new Error(`no condition ${id}`);
  return row;
}

function choose(purpose: GuidedPurpose, context: GuidedContext | null, conditions: readonly string[]) {
  return chooseGuidedSets(catalogue, { purpose, context, conditions });
}

function selectedIds(purpose: GuidedPurpose, context: GuidedContext | null, conditions: readonly string[]) {
  const outcome = choose(purpose, context, conditions);
  if (!outcome.valid) throw new Error('invalid choice');
  return outcome.sets.map((set) => set.id);
}

describe('numbering (spec §9)', () => {
  it('numbers the purposes generic 0 … comprehensive 4 and the contexts acute 0, subacute 1, chronic 2', () => {
    expect(guidedPurposes.map(purposeNumber)).toEqual([0, 1, 2, 3, 4]);
    expect(guidedPurposes).toEqual([
      'generic_set',
      'rehabilitation_set',
      'enviromental_set',
      'brief_set',
      'comprehensive_set',
    ]);
    expect(guidedContexts.map(contextNumber)).toEqual([0, 1, 2]);
  });

  it('maps acute, subacute and chronic onto the catalogue’s acute, post-acute and long-term', () => {
    expect(guidedContexts.map((context) => catalogueContexts[context])).toEqual([
      'acute',
      'post-acute',
      'long-term',
    ]);
  });
});

describe('the condition table, derived from the catalogue', () => {
  it('lists all sets in served order without personal sets', () => {
    expect(catalogue.sets.map((set) => set.id)).toEqual([
      'generic',
      'rehabilitation',
      'comprehensive-only',
      'brief-and-comprehensive',
      'institution-2',
      'one-context-only',
      'two-contexts-acute',
      'two-contexts-long-term',
      'any-context',
      'institution-1',
    ]);
  });

  it('holds each condition group’s heading, then its conditions, with and without a list', () => {
    expect(catalogue.rows.map((row) => row.id)).toEqual([
      'group:musculoskeletal',
      'comprehensive-only',
      'brief-and-comprehensive',
      'not-available',
      'group:cardiopulmonary',
      'acute-not-available',
      'group:neurological',
      'one-context-only',
      'two-contexts',
      'group:others',
      'any-context',
      'institution-only',
    ]);
    expect(conditionRow(catalogue, 'not-available')).toMatchObject({
      name: 'name of not-available',
      name_translation: '번역 not-available',
    });
  });

  it('gives headings false in every context', () => {
    for (const row of catalogue.rows.filter((candidate) => candidate.kind === 'heading')) {
      expect(row.entries).toEqual([false, false, false]);
    }
  });

  it('resolves every non-false entry to the set of that condition and context, with the right list', () => {
    let checked = 0;
    for (const row of catalogue.rows) {
      row.entries.forEach((entry, context) => {
        if (entry === false) return;
        expect(entry).not.toEqual([false, false]);
        const [comprehensive, brief] = entry;
        for (const position of [comprehensive, brief]) {
          if (position === false) continue;
          const set = catalogue.sets[position - 1]!;
          expect(set.condition, `${row.id} ${context}`).toBe(row.id);
          expect([catalogueContexts[guidedContexts[context]!], 'any']).toContain(set.context);
          checked += 1;
        }
        if (comprehensive !== false) {
          const set = catalogue.sets[comprehensive - 1]!;
          expect(set.list !== 'brief' || set.codes_diff.length > 0).toBe(true);
        }
        if (brief !== false) expect(catalogue.sets[brief - 1]!.list).not.toBe('comprehensive');
      });
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('has the expected entries per condition and context', () => {
    const position = (id: string) => catalogue.sets.findIndex((set) => set.id === id) + 1;
    const table = Object.fromEntries(
      catalogue.rows.filter((row) => row.kind === 'condition').map((row) => [row.id, row.entries]),
    );
    expect(table).toEqual({
      'comprehensive-only': [false, false, [position('comprehensive-only'), false]],
      'brief-and-comprehensive': [
        false,
        false,
        [position('brief-and-comprehensive'), position('brief-and-comprehensive')],
      ],
      'not-available': [false, false, false],
      'acute-not-available': [false, false, false],
      'one-context-only': [false, [false, position('one-context-only')], false],
      'two-contexts': [
        [position('two-contexts-acute'), position('two-contexts-acute')],
        false,
        [position('two-contexts-long-term'), false],
      ],
      'any-context': Array(3).fill([position('any-context'), position('any-context')]),
      'institution-only': [false, false, [position('institution-1'), position('institution-1')]],
    });
  });

  it('marks lists the institution imported, and prefers an official list over an imported one', () => {
    expect(conditionRow(catalogue, 'institution-only').institution).toEqual([false, false, true]);
    expect(conditionRow(catalogue, 'brief-and-comprehensive').institution).toEqual([false, false, false]);
    expect(selectedIds('brief_set', 'chronic', ['brief-and-comprehensive'])).toEqual([
      'brief-and-comprehensive',
    ]);
  });

  it('does not shift when a set is added before the others', () => {
    const added = createSet({ id: 'added-first', condition: 'added', codes: ['b130'] });
    const grown = buildGuidedCatalogue([group('musculoskeletal', [added]), ...groups]);
    for (const purpose of ['brief_set', 'comprehensive_set'] as const) {
      for (const context of guidedContexts) {
        for (const condition of conditionIds) {
          const before = chooseGuidedSets(catalogue, { purpose, context, conditions: [condition] });
          const after = chooseGuidedSets(grown, { purpose, context, conditions: [condition] });
          expect(after.valid && after.sets.map((set) => set.id)).toEqual(
            before.valid && before.sets.map((set) => set.id),
          );
        }
      }
    }
  });

  it('has no flat environmental set when the catalogue has none, and finds one when it has', () => {
    expect(catalogue.flatSets).toEqual([1, 2, false]);
    const environmental = createSet({
      id: 'environmental',
      context: 'any',
      list: 'single',
      codes: ['e310'],
    });
    const withEnvironmental = buildGuidedCatalogue([...groups.slice(0, 2), group('others', [environmental])]);
    expect(withEnvironmental.flatSets).toEqual([1, 2, 3]);
  });
});

describe('validation (spec §5)', () => {
  it('requires a context and a condition for generic, rehabilitation and environmental only', () => {
    for (const purpose of guidedPurposes) {
      const needs = purposeNumber(purpose) < 3;
      const check = (context: GuidedContext | null, conditions: string[]) =>
        isGuidedChoiceValid({ purpose, context, conditions });
      expect(check(null, []), purpose).toBe(!needs);
      expect(check('acute', []), purpose).toBe(!needs);
      expect(check(null, ['stroke']), purpose).toBe(!needs);
      expect(check('acute', ['stroke']), purpose).toBe(true);
      expect(choose(purpose, null, []).valid).toBe(!needs);
    }
  });
});

describe('every purpose × context', () => {
  /** Expected set ids when every condition is chosen. */
  const allChosen: Record<GuidedPurpose, Record<GuidedContext, string[]>> = {
    generic_set: { acute: ['generic'], subacute: ['generic'], chronic: ['generic'] },
    rehabilitation_set: {
      acute: ['rehabilitation'],
      subacute: ['rehabilitation'],
      chronic: ['rehabilitation'],
    },
    enviromental_set: { acute: [], subacute: [], chronic: [] },
    brief_set: {
      acute: ['two-contexts-acute', 'any-context'],
      subacute: ['one-context-only', 'any-context'],
      chronic: ['brief-and-comprehensive', 'any-context', 'institution-1'],
    },
    comprehensive_set: {
      acute: ['two-contexts-acute', 'any-context'],
      subacute: ['any-context'],
      chronic: [
        'comprehensive-only',
        'brief-and-comprehensive',
        'two-contexts-long-term',
        'any-context',
        'institution-1',
      ],
    },
  };

  for (const purpose of guidedPurposes) {
    for (const context of guidedContexts) {
      it(`${purpose} (${purposeNumber(purpose)}) in ${context} (${contextNumber(context)})`, () => {
        expect(selectedIds(purpose, context, conditionIds)).toEqual(allChosen[purpose][context]);
      });
    }
  }

  it('selects, for brief and comprehensive, exactly the set of each single condition and context', () => {
    for (const purpose of ['brief_set', 'comprehensive_set'] as const) {
      for (const context of guidedContexts) {
        for (const condition of conditionIds) {
          const wanted = purpose === 'brief_set' ? 'brief' : 'comprehensive';
          // An independent reading of the fixtures: the official list of that kind first.
          const expected = catalogue.sets
            .filter(
              (set) =>
                set.condition === condition &&
                (set.context === catalogueContexts[context] || set.context === 'any') &&
                (wanted === 'brief'
                  ? set.list !== 'comprehensive'
                  : set.list !== 'brief' || set.codes_diff.length > 0),
            )
            .sort(
              (a, b) => Number(a.provenance.kind !== 'official') - Number(b.provenance.kind !== 'official'),
            )
            .slice(0, 1)
            .map((set) => set.id);
          expect(selectedIds(purpose, context, [condition]), `${purpose} ${context} ${condition}`).toEqual(
            expected,
          );
        }
      }
    }
  });

  it('selects the flat set alone for purposes 0–2, whatever the conditions', () => {
    for (const conditions of [['not-available'], conditionIds]) {
      expect(selectedIds('generic_set', 'acute', conditions)).toEqual(['generic']);
      expect(selectedIds('rehabilitation_set', 'chronic', conditions)).toEqual(['rehabilitation']);
    }
  });
});

describe('what is said when nothing (or not everything) is selected', () => {
  it('says the environmental set is not available, and selects nothing', () => {
    expect(choose('enviromental_set', 'acute', ['any-context'])).toEqual({
      valid: true,
      sets: [],
      actions: [],
      notes: [{ kind: 'no-flat-set', purpose: 'enviromental_set' }],
    });
  });

  it('with empty choices, brief and comprehensive select nothing and say so', () => {
    for (const purpose of ['brief_set', 'comprehensive_set'] as const) {
      for (const context of [null, ...guidedContexts]) {
        expect(choose(purpose, context, [])).toEqual({
          valid: true,
          sets: [],
          actions: [],
          notes: [{ kind: 'nothing-chosen' }],
        });
      }
      expect(choose(purpose, null, ['any-context'])).toEqual({
        valid: true,
        sets: [],
        actions: [],
        notes: [{ kind: 'no-context' }],
      });
    }
  });

  it('selects nothing for headings and unknown ids', () => {
    const headings = catalogue.rows.filter((row) => row.kind === 'heading').map((row) => row.id);
    expect(headings).toHaveLength(4);
    for (const context of guidedContexts) {
      for (const purpose of ['brief_set', 'comprehensive_set'] as const) {
        const outcome = choose(purpose, context, [...headings, 'no-such-condition']);
        expect(outcome).toEqual({ valid: true, sets: [], actions: [], notes: [{ kind: 'nothing-chosen' }] });
      }
    }
    // Next to a real condition, a heading changes nothing.
    expect(selectedIds('brief_set', 'subacute', ['group:neurological', 'one-context-only'])).toEqual([
      'one-context-only',
    ]);
  });

  it('a condition with a set in one context only: selected there, "no list" elsewhere', () => {
    const row = conditionRow(catalogue, 'one-context-only');
    expect(selectedIds('brief_set', 'subacute', ['one-context-only'])).toEqual(['one-context-only']);
    for (const context of ['acute', 'chronic'] as const) {
      expect(choose('brief_set', context, ['one-context-only'])).toEqual({
        valid: true,
        sets: [],
        actions: [],
        notes: [{ kind: 'no-list', condition: row }],
        alternatives: [
          expect.objectContaining({ purpose: 'generic_set' }),
          expect.objectContaining({ purpose: 'rehabilitation_set' }),
        ],
      });
    }
    // It has a Brief list only: the comprehensive purpose says so.
    expect(choose('comprehensive_set', 'subacute', ['one-context-only'])).toMatchObject({
      sets: [],
      notes: [{ kind: 'no-comprehensive-list', condition: row }],
    });
  });

  it('offers the generic and the rehabilitation set, as their purposes select them, when no chosen condition has a list in the context', () => {
    for (const purpose of ['brief_set', 'comprehensive_set'] as const) {
      const outcome = choose(purpose, 'acute', ['one-context-only', 'not-available']);
      expect(outcome).toMatchObject({ valid: true, sets: [], actions: [] });
      if (!outcome.valid) throw new Error('valid');
      expect(outcome.alternatives?.map(({ purpose: kind, set }) => [kind, set.id])).toEqual([
        ['generic_set', 'generic'],
        ['rehabilitation_set', 'rehabilitation'],
      ]);
      for (const alternative of outcome.alternatives ?? []) {
        const own = choose(alternative.purpose, 'acute', ['one-context-only']);
        expect(own.valid && own.actions).toEqual(alternative.actions);
      }
    }
    // Nothing is offered where a list was selected, or where a list of another kind exists.
    expect(choose('brief_set', 'chronic', ['not-available', 'any-context'])).not.toHaveProperty(
      'alternatives',
    );
    expect(choose('comprehensive_set', 'subacute', ['one-context-only'])).not.toHaveProperty('alternatives');
    expect(choose('brief_set', 'acute', [])).not.toHaveProperty('alternatives');
  });

  it('offers only the flat sets the catalogue has, never one made up', () => {
    const bare = buildGuidedCatalogue(groups.filter((entry) => entry.key !== 'rehabilitation'));
    const outcome = chooseGuidedSets(bare, {
      purpose: 'brief_set',
      context: 'acute',
      conditions: ['one-context-only'],
    });
    expect(outcome.valid && outcome.alternatives?.map((alternative) => alternative.purpose)).toEqual([
      'generic_set',
    ]);
    const none = buildGuidedCatalogue(
      groups.filter((entry) => entry.key !== 'rehabilitation' && entry.key !== 'generic'),
    );
    expect(
      chooseGuidedSets(none, { purpose: 'brief_set', context: 'acute', conditions: ['one-context-only'] }),
    ).not.toHaveProperty('alternatives');
  });

  it('says which chosen conditions have no list, next to the sets that were selected', () => {
    const outcome = choose('brief_set', 'chronic', ['comprehensive-only', 'not-available', 'any-context']);
    expect(outcome).toMatchObject({
      sets: [{ id: 'any-context' }],
      notes: [
        { kind: 'no-brief-list', condition: conditionRow(catalogue, 'comprehensive-only') },
        { kind: 'no-list', condition: conditionRow(catalogue, 'not-available') },
      ],
    });
  });
});

describe('applying the outcome with the selection reducer', () => {
  const records = ['b130', 'b280', 'b710', 's750', 'd450', 'd455', 'e310'];
  const codeMap: CodeMap = Object.fromEntries(
    records.map((code, index) => [
      code,
      {
        code,
        kind: 'category' as const,
        level: 2,
        parent: null,
        name: code,
        name_translation: '',
        description: '',
        inclusions: '',
        exclusions: '',
        sort_by: sortByOfCode(code),
        release: 'icf-2005' as const,
        id: index + 1,
      },
    ]),
  );
  const selection = createSelectionCatalogue(
    codeMap,
    groups.flatMap((candidate) => candidate.sets),
  );
  const apply = (choice: GuidedChoice, from: SelectionState = initialSelection(selection)) => {
    const outcome = chooseGuidedSets(catalogue, choice);
    if (!outcome.valid) throw new Error('invalid choice');
    return outcome.actions.reduce((state, action) => reduceSelection(selection, state, action), from);
  };
  const earlier = [
    { type: 'toggleSet', setId: 'generic' } as const,
    { type: 'addCode', code: 'e310' } as const,
    { type: 'updateEntry', code: 'e310', patch: { q1: '2' } } as const,
  ].reduce((state, action) => reduceSelection(selection, state, action), initialSelection(selection));

  it('first clears the sets and codes chosen before', () => {
    const state = apply(
      { purpose: 'brief_set', context: 'subacute', conditions: ['one-context-only'] },
      earlier,
    );
    expect(state.selectedSetIds).toEqual(['one-context-only']);
    expect(state.selectedCodes).toEqual(['b710', 'd450']);
    expect(state.addedCodes).toEqual([]);
    expect(Object.keys(state.entries)).toEqual(['b710', 'd450']);
  });

  it('brief selects the Brief list and offers the remainder as diff codes', () => {
    const state = apply({
      purpose: 'brief_set',
      context: 'chronic',
      conditions: ['brief-and-comprehensive'],
    });
    expect(state.selectedCodes).toEqual(['b280', 'd455']);
    expect(state.diffCodes).toEqual(['b710', 'e310']);
  });

  it('comprehensive selects the set and brings in its remainder: codes + codes_diff, counted as added', () => {
    const outcome = choose('comprehensive_set', 'chronic', ['brief-and-comprehensive', 'comprehensive-only']);
    expect(outcome.valid && outcome.actions).toEqual([
      { type: 'reset' },
      { type: 'selectSets', setIds: ['comprehensive-only', 'brief-and-comprehensive'] },
      { type: 'selectCodes', codes: ['b710', 'e310'] },
    ]);
    const state = apply({
      purpose: 'comprehensive_set',
      context: 'chronic',
      conditions: ['brief-and-comprehensive'],
    });
    expect(state.selectedSetIds).toEqual(['brief-and-comprehensive']);
    expect(state.selectedCodes).toEqual(['b280', 'b710', 'd455', 'e310']);
    expect(state.diffCodes).toEqual([]);
    // The remainder is kept as added by hand: un-ticking the set on the select screen leaves it selected.
    expect(state.addedCodes).toEqual(['b710', 'e310']);
    const unticked = reduceSelection(selection, state, {
      type: 'toggleSet',
      setId: 'brief-and-comprehensive',
    });
    expect(unticked.selectedCodes).toEqual(['b710', 'e310']);
  });

  it('a Comprehensive-only set needs no remainder', () => {
    const outcome = choose('comprehensive_set', 'chronic', ['comprehensive-only']);
    expect(outcome.valid && outcome.actions).toEqual([
      { type: 'reset' },
      { type: 'selectSets', setIds: ['comprehensive-only'] },
    ]);
  });

  it('an empty outcome keeps the current selection', () => {
    const state = apply(
      { purpose: 'enviromental_set', context: 'acute', conditions: ['any-context'] },
      earlier,
    );
    expect(state).toBe(earlier);
  });
});
