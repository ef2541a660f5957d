import { describe, expect, it } from 'vitest';
import {
  createSelectionCatalogue,
  codesRemovedWithData,
  createSelectionReducer,
  emptyCodeEntry,
  entryHasData,
  initialSelection,
  reduceSelection,
  sortByOfCode,
  synchroniseEntries,
  type CodeMap,
  type CoreSet,
  type IcfCode,
  type SelectionAction,
  type SelectionCatalogue,
  type SelectionState,
} from '../src/index';

const cloneJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Records in ICF order; `id` is the position. Components and chapters are mixed in on purpose. */
const fixtureRecords: Array<[string, IcfCode['kind']]> = [
  ['b', 'component'],
  ['b2', 'chapter'],
  ['b280', 'category'],
  ['b2800', 'category'],
  ['b7', 'chapter'],
  ['b710', 'category'],
  ['s750', 'category'],
  ['d450', 'category'],
  ['d455', 'category'],
  ['e120', 'category'],
  ['e310', 'category'],
];

function createCodeMap(): CodeMap {
  const map: CodeMap = {};
  // Inserted in reverse so the catalogue has to sort by `id`, not by insertion order.
  for (const [index, [code, kind]] of [...fixtureRecords.entries()].reverse()) {
    map[code] = {
      code,
      kind,
      level: kind === 'component' ? 0 : kind === 'chapter' ? 1 : 2,
      parent: null,
      name: `name of ${code}`,
      name_translation: '',
      description: '',
      inclusions: '',
      exclusions: '',
      sort_by: sortByOfCode(code),
      release: 'icf-2005',
      id: index + 1,
    };
  }
  return map;
}

function createSet(id: string, codes: string[], codesDiff: string[] = []): CoreSet {
  return {
    id,
    name: id,
    name_translation: id,
    codes,
    codes_diff: codesDiff,
    list: 'brief',
    condition: id,
    context: 'any',
    sources: [],
    provenance: {
      kind: 'official',
      verification: 'two-sources',
      countsChecked: false,
      counts: { b: 0, s: 0, d: 0, e: 0, total: codes.length },
      comprehensiveCounts: null,
    },
  };
}

const setA = createSet('A', ['d450', 'b280'], ['s750']);
const setB = createSet('B', ['b280', 'd455'], ['s750', 'e310']);
/** Contributes b280 only as a diff code. */
const setC = createSet('C', ['b710'], ['b280']);
/** Lists a chapter, an unknown code, a duplicate and a diff code that is also one of its codes. */
const setMessy = createSet('M', ['e120', 'b2', 'x999', 'e120', 'b2800'], ['b2800', 'e310', 'b7']);

const allCategories = ['b280', 'b2800', 'b710', 's750', 'd450', 'd455', 'e120', 'e310'];

const catalogue = createSelectionCatalogue(createCodeMap(), [setA, setB, setC, setMessy]);
const reduce = (state: SelectionState, action: SelectionAction) => reduceSelection(catalogue, state, action);
const applyAll = (actions: SelectionAction[], from = initialSelection(catalogue)) =>
  actions.reduce(reduce, from);
const toggle = (setId: string): SelectionAction => ({ type: 'toggleSet', setId });

/** The invariants every action must keep (spec §3/§4). */
function expectConsistent(state: SelectionState) {
  const lists = [...state.selectedCodes, ...state.diffCodes, ...state.otherCodes];
  expect([...lists].sort()).toEqual([...allCategories].sort());
  for (const list of [state.selectedCodes, state.diffCodes, state.otherCodes]) {
    expect(list).toEqual(allCategories.filter((code) => list.includes(code)));
  }
  expect(Object.keys(state.entries).sort()).toEqual([...state.selectedCodes].sort());
  for (const code of state.addedCodes) expect(state.selectedCodes).toContain(code);
  // Hidden entries belong to unselected codes only, and each holds data.
  for (const [code, entry] of Object.entries(state.removedEntries)) {
    expect(state.selectedCodes).not.toContain(code);
    expect(entryHasData(entry)).toBe(true);
  }
}

describe('createSelectionCatalogue', () => {
  it('knows only category codes, in ICF order', () => {
    expect(catalogue.categoryCodes).toEqual(allCategories);
    expect(catalogue.codeOrder.has('b2')).toBe(false);
    expect(catalogue.codeOrder.has('b')).toBe(false);
  });

  it('cleans each set: category codes only, no duplicates, ICF order, diff codes apart from codes', () => {
    expect(catalogue.setsById.get('A')).toEqual({ id: 'A', codes: ['b280', 'd450'], diffCodes: ['s750'] });
    expect(catalogue.setsById.get('M')).toEqual({ id: 'M', codes: ['b2800', 'e120'], diffCodes: ['e310'] });
  });
});

describe('initialSelection', () => {
  it('selects nothing and offers every category code as an other code', () => {
    expect(initialSelection(catalogue)).toEqual({
      selectedSetIds: [],
      selectedCodes: [],
      diffCodes: [],
      otherCodes: allCategories,
      addedCodes: [],
      entries: {},
      removedEntries: {},
    });
  });

  it('does not share the catalogue array', () => {
    expect(initialSelection(catalogue).otherCodes).not.toBe(catalogue.categoryCodes);
  });
});

describe('toggleSet', () => {
  it('merges codes into the selected codes and diff codes into the diff codes, in ICF order', () => {
    const state = applyAll([toggle('A')]);
    expect(state.selectedSetIds).toEqual(['A']);
    expect(state.selectedCodes).toEqual(['b280', 'd450']);
    expect(state.diffCodes).toEqual(['s750']);
    expect(state.otherCodes).toEqual(['b2800', 'b710', 'd455', 'e120', 'e310']);
    expect(state.entries).toEqual({ b280: emptyCodeEntry(), d450: emptyCodeEntry() });
    expectConsistent(state);
  });

  it('merges without duplicates when sets overlap', () => {
    const state = applyAll([toggle('A'), toggle('B')]);
    expect(state.selectedSetIds).toEqual(['A', 'B']);
    expect(state.selectedCodes).toEqual(['b280', 'd450', 'd455']);
    expect(state.diffCodes).toEqual(['s750', 'e310']);
    expectConsistent(state);
  });

  it('keeps selected set ids in catalogue order, whatever the toggle order', () => {
    expect(applyAll([toggle('C'), toggle('A')]).selectedSetIds).toEqual(['A', 'C']);
  });

  it('toggling the same set twice restores the empty selection', () => {
    expect(applyAll([toggle('A'), toggle('A')])).toEqual(initialSelection(catalogue));
  });

  it('toggling off keeps codes that another selected set also contributes', () => {
    const state = applyAll([toggle('A'), toggle('B'), toggle('A')]);
    expect(state.selectedSetIds).toEqual(['B']);
    expect(state.selectedCodes).toEqual(['b280', 'd455']);
    expect(state.diffCodes).toEqual(['s750', 'e310']);
    expect(state.otherCodes).toContain('d450');
    expect(state).toEqual(applyAll([toggle('B')]));
    expectConsistent(state);
  });

  it('a code selected by one set is never also a diff code of another (selected wins)', () => {
    const cFirst = applyAll([toggle('C'), toggle('A')]);
    const aFirst = applyAll([toggle('A'), toggle('C')]);
    for (const state of [cFirst, aFirst]) {
      expect(state.selectedCodes).toContain('b280');
      expect(state.diffCodes).not.toContain('b280');
      expectConsistent(state);
    }
    expect(cFirst).toEqual(aFirst);
  });

  it('toggling off a set moves a selected code to the diff codes when another set still offers it there', () => {
    const state = applyAll([toggle('A'), toggle('C'), toggle('A')]);
    expect(state.selectedCodes).toEqual(['b710']);
    expect(state.diffCodes).toEqual(['b280']);
    expectConsistent(state);
  });

  it('toggling off a set drops diff codes no other set offers', () => {
    const state = applyAll([toggle('A'), toggle('C'), toggle('C')]);
    expect(state.selectedCodes).toEqual(['b280', 'd450']);
    expect(state.diffCodes).toEqual(['s750']);
    expect(state.otherCodes).toContain('b710');
  });

  it('ignores the unselectable and unknown codes a set lists', () => {
    const state = applyAll([toggle('M')]);
    expect(state.selectedCodes).toEqual(['b2800', 'e120']);
    expect(state.diffCodes).toEqual(['e310']);
    expectConsistent(state);
  });

  it('ignores an unknown set id and returns the same state', () => {
    const state = applyAll([toggle('A')]);
    expect(reduce(state, toggle('nope'))).toBe(state);
  });

  it('keeps codes added by hand when their set is toggled off', () => {
    const state = applyAll([toggle('A'), { type: 'addCode', code: 'b280' }, toggle('A')]);
    expect(state.selectedCodes).toEqual([]);
    const added = applyAll([{ type: 'addCode', code: 'b280' }, toggle('A'), toggle('A')]);
    expect(added.selectedCodes).toEqual(['b280']);
    expect(added.addedCodes).toEqual(['b280']);
    expectConsistent(added);
  });

  it('keeps a code plussed from the diff codes when its set is toggled off', () => {
    const state = applyAll([toggle('A'), { type: 'addCode', code: 's750' }, toggle('A')]);
    expect(state.selectedCodes).toEqual(['s750']);
    expect(state.entries).toEqual({ s750: emptyCodeEntry() });
  });

  it('keeps the entries of codes that stay selected', () => {
    const rated = applyAll([
      toggle('A'),
      toggle('B'),
      { type: 'updateEntry', code: 'b280', patch: { q1: '3' } },
    ]);
    const state = reduce(rated, toggle('A'));
    expect(state.entries.b280).toEqual({ ...emptyCodeEntry(), q1: '3' });
    expect(state.entries.d450).toBeUndefined();
  });

  it('when only sets are toggled, the result is the union of the selected sets in any order', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const ids = ['A', 'B', 'C', 'M'];
    let state = initialSelection(catalogue);
    for (let step = 0; step < 300; step += 1) {
      state = reduce(state, toggle(ids[Math.floor(random() * ids.length)] ?? 'A'));
      const fromScratch = reduce(initialSelection(catalogue), {
        type: 'selectSets',
        setIds: state.selectedSetIds,
      });
      expect(state).toEqual(fromScratch);
      expectConsistent(state);
    }
  });
});

describe('selectSets', () => {
  it('switches several sets on at once, skipping unknown and already selected ones', () => {
    const state = applyAll([toggle('A'), { type: 'selectSets', setIds: ['B', 'A', 'nope', 'B'] }]);
    expect(state).toEqual(applyAll([toggle('A'), toggle('B')]));
  });

  it('returns the same state when nothing new is selected', () => {
    const state = applyAll([toggle('A')]);
    expect(reduce(state, { type: 'selectSets', setIds: ['A', 'nope'] })).toBe(state);
  });
});

describe('addCode (plus)', () => {
  it('moves a code from the other codes into the selected codes and records it as added', () => {
    const state = applyAll([toggle('A'), { type: 'addCode', code: 'b710' }]);
    expect(state.selectedCodes).toEqual(['b280', 'b710', 'd450']);
    expect(state.otherCodes).not.toContain('b710');
    expect(state.addedCodes).toEqual(['b710']);
    expect(state.entries.b710).toEqual(emptyCodeEntry());
    expectConsistent(state);
  });

  it('moves a code from the diff codes into the selected codes', () => {
    const state = applyAll([toggle('A'), { type: 'addCode', code: 's750' }]);
    expect(state.selectedCodes).toEqual(['b280', 's750', 'd450']);
    expect(state.diffCodes).toEqual([]);
    expectConsistent(state);
  });

  it('works on an empty selection', () => {
    const state = applyAll([{ type: 'addCode', code: 'e310' }]);
    expect(state.selectedCodes).toEqual(['e310']);
    expect(state.selectedSetIds).toEqual([]);
    expectConsistent(state);
  });

  it('ignores unknown codes, chapters, components and codes already selected', () => {
    const state = applyAll([toggle('A')]);
    for (const code of ['x999', 'b2', 'b', '', 'b280']) {
      expect(reduce(state, { type: 'addCode', code })).toBe(state);
    }
  });
});

describe('selectCodes', () => {
  it('adds several codes by hand, in ICF order', () => {
    const state = applyAll([{ type: 'selectCodes', codes: ['e310', 'b710', 'x999', 'b710'] }]);
    expect(state.selectedCodes).toEqual(['b710', 'e310']);
    expect(state.addedCodes).toEqual(['b710', 'e310']);
    expectConsistent(state);
  });

  it('returns the same state when no code is new', () => {
    const state = applyAll([toggle('A')]);
    expect(reduce(state, { type: 'selectCodes', codes: ['b280', 'nope'] })).toBe(state);
  });
});

describe('removeCode (minus)', () => {
  it('moves a set code to the diff codes in ICF order and drops its entry', () => {
    const rated = applyAll([toggle('A'), { type: 'updateEntry', code: 'b280', patch: { q1: '2' } }]);
    const state = reduce(rated, { type: 'removeCode', code: 'b280' });
    expect(state.selectedCodes).toEqual(['d450']);
    expect(state.diffCodes).toEqual(['b280', 's750']);
    expect(state.entries).toEqual({ d450: emptyCodeEntry() });
    expectConsistent(state);
  });

  it('moves an added code to the diff codes and forgets that it was added', () => {
    const state = applyAll([
      { type: 'addCode', code: 'e120' },
      { type: 'removeCode', code: 'e120' },
    ]);
    expect(state.selectedCodes).toEqual([]);
    expect(state.diffCodes).toEqual(['e120']);
    expect(state.addedCodes).toEqual([]);
    expectConsistent(state);
  });

  it('a removed set code leaves with its set when no other set offers it', () => {
    const state = applyAll([toggle('A'), { type: 'removeCode', code: 'd450' }, toggle('A')]);
    expect(state).toEqual(initialSelection(catalogue));
  });

  it('a removed code stays a diff code while another selected set lists it', () => {
    const state = applyAll([toggle('A'), toggle('B'), { type: 'removeCode', code: 'b280' }, toggle('A')]);
    expect(state.selectedCodes).toEqual(['d455']);
    expect(state.diffCodes).toEqual(['b280', 's750', 'e310']);
    expectConsistent(state);
  });

  it('toggling a set on selects a removed code again', () => {
    const state = applyAll([toggle('A'), { type: 'removeCode', code: 'b280' }, toggle('B')]);
    expect(state.selectedCodes).toContain('b280');
    expect(state.diffCodes).not.toContain('b280');
  });

  it('ignores codes that are not selected', () => {
    const state = applyAll([toggle('A')]);
    for (const code of ['s750', 'e310', 'x999']) {
      expect(reduce(state, { type: 'removeCode', code })).toBe(state);
    }
  });
});

/**
 * Our rule for the entries of removed codes (docs/decisions/0009-removed-entries.md): spec §4 removes them from
 * what is shown and saved (`entries` holds selected codes only); the draft keeps those with data aside in
 * `removedEntries`, and selecting the code again, by any route, brings its entry back exactly.
 */
describe('entries of removed codes', () => {
  const rating = { q1: '2', q2: '1', s3: true, desc: 'pain on stairs' };
  const rated = () => applyAll([toggle('A'), { type: 'updateEntry', code: 'b280', patch: rating }]);
  const ratedEntry = { ...emptyCodeEntry(), ...rating };

  it('minus keeps a rated entry aside, out of the entries', () => {
    const state = reduce(rated(), { type: 'removeCode', code: 'b280' });
    expect(state.entries).not.toHaveProperty('b280');
    expect(state.removedEntries).toEqual({ b280: ratedEntry });
    expectConsistent(state);
  });

  it('plus brings the entry back exactly', () => {
    const removed = reduce(rated(), { type: 'removeCode', code: 'b280' });
    const state = reduce(removed, { type: 'addCode', code: 'b280' });
    expect(state.entries.b280).toEqual(ratedEntry);
    expect(state.removedEntries).toEqual({});
    expectConsistent(state);
  });

  it('un-ticking a set keeps its rated entries aside; ticking it again brings them back', () => {
    const off = reduce(rated(), toggle('A'));
    expect(off.selectedCodes).toEqual([]);
    expect(off.entries).toEqual({});
    expect(off.removedEntries).toEqual({ b280: ratedEntry });
    const on = reduce(off, toggle('A'));
    expect(on.entries).toEqual({ b280: ratedEntry, d450: emptyCodeEntry() });
    expectConsistent(on);
  });

  it('another set that brings the code back brings its entry back too', () => {
    const state = applyAll([toggle('A'), toggle('B')], reduce(rated(), toggle('A')));
    expect(state.entries.b280).toEqual(ratedEntry);
  });

  it('rating a removed code again starts from its kept entry', () => {
    const removed = reduce(rated(), { type: 'removeCode', code: 'b280' });
    const state = reduce(removed, { type: 'updateEntry', code: 'b280', patch: { q1: '3' } });
    expect(state.entries.b280).toEqual({ ...ratedEntry, q1: '3' });
    expect(state.removedEntries).toEqual({});
  });

  it('keeps nothing for entries without data', () => {
    const state = applyAll([toggle('A'), { type: 'removeCode', code: 'd450' }, toggle('A')]);
    expect(state.removedEntries).toEqual({});
    expect(state).toEqual(initialSelection(catalogue));
  });

  it('reset and import forget the kept entries', () => {
    const removed = reduce(rated(), toggle('A'));
    expect(reduce(removed, { type: 'reset' }).removedEntries).toEqual({});
    const imported = reduce(removed, { type: 'importDocument', sets: ['B'], data: { d455: {} } });
    expect(imported.removedEntries).toEqual({});
    expect(imported.entries).toEqual({ d455: emptyCodeEntry() });
  });

  it('keeps the same removedEntries object when an action does not change it', () => {
    const removed = reduce(rated(), { type: 'removeCode', code: 'b280' });
    const next = reduce(removed, { type: 'updateEntry', code: 'd450', patch: { q1: '1' } });
    expect(next.removedEntries).toBe(removed.removedEntries);
  });

  it('codesRemovedWithData names the codes with data an action took out of the selection', () => {
    const before = applyAll([{ type: 'updateEntry', code: 'd450', patch: { s1: true } }], rated());
    const after = reduce(before, toggle('A'));
    expect(codesRemovedWithData(before, after)).toEqual(['b280', 'd450']);
    expect(codesRemovedWithData(before, reduce(before, { type: 'removeCode', code: 'd450' }))).toEqual([
      'd450',
    ]);
    expect(codesRemovedWithData(before, reduce(before, { type: 'addCode', code: 'e120' }))).toEqual([]);
    const unrated = applyAll([toggle('A')]);
    expect(codesRemovedWithData(unrated, reduce(unrated, toggle('A')))).toEqual([]);
  });
});

describe('updateEntry', () => {
  it('patches the entry of a selected code', () => {
    const state = applyAll([
      toggle('A'),
      { type: 'updateEntry', code: 'd450', patch: { q1: '1', s2: true } },
      { type: 'updateEntry', code: 'd450', patch: { q2: '3', desc: 'walks with a cane' } },
    ]);
    expect(state.entries.d450).toEqual({
      ...emptyCodeEntry(),
      q1: '1',
      q2: '3',
      s2: true,
      desc: 'walks with a cane',
    });
    expect(state.entries.b280).toEqual(emptyCodeEntry());
    expect(state.addedCodes).toEqual([]);
  });

  it('first moves a code from the other codes in', () => {
    const state = applyAll([{ type: 'updateEntry', code: 'e310', patch: { q1: '+2' } }]);
    expect(state.selectedCodes).toEqual(['e310']);
    expect(state.otherCodes).not.toContain('e310');
    expect(state.addedCodes).toEqual(['e310']);
    expect(state.entries.e310).toEqual({ ...emptyCodeEntry(), q1: '+2' });
    expectConsistent(state);
  });

  it('first moves a code from the diff codes in', () => {
    const state = applyAll([toggle('A'), { type: 'updateEntry', code: 's750', patch: { s1: true } }]);
    expect(state.selectedCodes).toEqual(['b280', 's750', 'd450']);
    expect(state.diffCodes).toEqual([]);
    expect(state.entries.s750).toEqual({ ...emptyCodeEntry(), s1: true });
  });

  it('ignores patch fields that are not code-entry fields of the right type', () => {
    const patch = { q1: 2, s1: 'yes', q2: undefined, extra: 'x' } as unknown as Partial<
      ReturnType<typeof emptyCodeEntry>
    >;
    const state = applyAll([toggle('A'), { type: 'updateEntry', code: 'b280', patch: { q2: '4' } }]);
    expect(reduce(state, { type: 'updateEntry', code: 'b280', patch }).entries.b280).toEqual({
      ...emptyCodeEntry(),
      q2: '4',
    });
  });

  it('does not change the previous state', () => {
    const before = applyAll([toggle('A')]);
    const snapshot = cloneJson(before);
    reduce(before, { type: 'updateEntry', code: 'b280', patch: { q1: '4' } });
    reduce(before, { type: 'updateEntry', code: 'e120', patch: { q1: '4' } });
    expect(before).toEqual(snapshot);
  });

  it('ignores unknown codes and chapters', () => {
    const state = applyAll([toggle('A')]);
    expect(reduce(state, { type: 'updateEntry', code: 'x999', patch: { q1: '1' } })).toBe(state);
    expect(reduce(state, { type: 'updateEntry', code: 'b7', patch: { q1: '1' } })).toBe(state);
  });
});

describe('reset', () => {
  it('re-initialises the selection', () => {
    const state = applyAll([
      toggle('A'),
      toggle('C'),
      { type: 'addCode', code: 'e120' },
      { type: 'updateEntry', code: 'b280', patch: { q1: '1' } },
      { type: 'reset' },
    ]);
    expect(state).toEqual(initialSelection(catalogue));
  });
});

describe('importDocument', () => {
  const edited = applyAll([
    toggle('A'),
    toggle('B'),
    { type: 'removeCode', code: 'd450' },
    { type: 'addCode', code: 'e120' },
    { type: 'updateEntry', code: 'b280', patch: { q1: '2', s3: true, desc: 'pain when walking' } },
    { type: 'updateEntry', code: 'e120', patch: { q1: '+3' } },
  ]);

  it('round-trips a saved selection', () => {
    const unrelated = applyAll([toggle('C'), { type: 'addCode', code: 'e310' }]);
    const imported = reduce(unrelated, {
      type: 'importDocument',
      sets: edited.selectedSetIds,
      data: cloneJson(edited.entries),
    });
    expect(imported).toEqual(edited);
    expectConsistent(imported);
  });

  it('restores the sets without selecting their codes again', () => {
    const imported = reduce(initialSelection(catalogue), {
      type: 'importDocument',
      sets: ['A'],
      data: { d450: { q1: '1' } },
    });
    expect(imported.selectedSetIds).toEqual(['A']);
    expect(imported.selectedCodes).toEqual(['d450']);
    expect(imported.diffCodes).toEqual(['b280', 's750']);
    expect(imported.addedCodes).toEqual([]);
    expectConsistent(imported);
  });

  it('treats codes none of the sets lists as added by hand', () => {
    const imported = reduce(initialSelection(catalogue), {
      type: 'importDocument',
      sets: ['A'],
      data: { d450: {}, e120: {} },
    });
    expect(imported.addedCodes).toEqual(['e120']);
    expect(reduce(imported, toggle('A')).selectedCodes).toEqual(['e120']);
  });

  it('completes partial entries and drops unknown sets and codes', () => {
    const data = {
      e310: { q1: '+1' },
      x999: { q1: '1' },
      b2: { q1: '1' },
      b710: { desc: 7 },
    } as unknown as Record<string, Partial<ReturnType<typeof emptyCodeEntry>>>;
    const imported = reduce(applyAll([toggle('A')]), { type: 'importDocument', sets: ['nope', 'C'], data });
    expect(imported.selectedSetIds).toEqual(['C']);
    expect(imported.selectedCodes).toEqual(['b710', 'e310']);
    expect(imported.entries).toEqual({ b710: emptyCodeEntry(), e310: { ...emptyCodeEntry(), q1: '+1' } });
    expect(imported.diffCodes).toEqual(['b280']);
    expectConsistent(imported);
  });

  it('an empty document gives the initial selection', () => {
    const imported = reduce(applyAll([toggle('A')]), { type: 'importDocument', sets: [], data: {} });
    expect(imported).toEqual(initialSelection(catalogue));
  });
});

describe('entries are synchronised after every action', () => {
  it('keeps the invariants through a mixed sequence', () => {
    const actions: SelectionAction[] = [
      toggle('A'),
      { type: 'updateEntry', code: 'd450', patch: { q1: '1' } },
      toggle('C'),
      { type: 'removeCode', code: 'b280' },
      { type: 'addCode', code: 'b280' },
      { type: 'updateEntry', code: 'e310', patch: { q1: '4' } },
      toggle('M'),
      toggle('A'),
      { type: 'selectCodes', codes: ['d455', 's750'] },
      toggle('C'),
      { type: 'removeCode', code: 'e310' },
      toggle('M'),
      { type: 'reset' },
    ];
    let state = initialSelection(catalogue);
    for (const action of actions) {
      state = reduce(state, action);
      expectConsistent(state);
    }
  });
});

describe('synchroniseEntries', () => {
  it('creates missing entries, keeps existing ones and drops unselected ones', () => {
    const kept = { ...emptyCodeEntry(), q1: '1' };
    const entries = synchroniseEntries(['b280', 'd450'], { b280: kept, e120: emptyCodeEntry() });
    expect(entries).toEqual({ b280: kept, d450: emptyCodeEntry() });
    expect(entries.b280).toBe(kept);
  });
});

describe('createSelectionReducer', () => {
  it('binds the catalogue for useReducer', () => {
    const reducer = createSelectionReducer(catalogue);
    const state = reducer(initialSelection(catalogue), toggle('A'));
    expect(state).toEqual(applyAll([toggle('A')]));
  });

  it('returns the state for an unknown action type', () => {
    const state = initialSelection(catalogue);
    expect(reduce(state, { type: 'nope' } as unknown as SelectionAction)).toBe(state);
  });
});

describe('performance', () => {
  // Its speed is measured by `npm run bench write-screen`, not asserted here (no timed assertions in tests).
  it('toggles sets back and forth on a catalogue of ICF size and ends where it began', () => {
    const codes: CodeMap = {};
    const names: string[] = [];
    for (let index = 0; index < 1544; index += 1) {
      const code = `d${String(1000 + index)}`;
      names.push(code);
      codes[code] = { ...createCodeMap().d450!, code, id: index + 1 };
    }
    const sets = Array.from({ length: 20 }, (_, set) =>
      createSet(
        `set${set}`,
        names.filter((_, index) => index % 20 === set || index % 7 === 0),
        names.filter((_, index) => index % 13 === set),
      ),
    );
    const big: SelectionCatalogue = createSelectionCatalogue(codes, sets);
    const start = initialSelection(big);
    let state = start;
    for (const set of sets) state = reduceSelection(big, state, { type: 'toggleSet', setId: set.id });
    expect(state).not.toEqual(start);
    for (let round = 0; round < 9; round += 1) {
      for (const set of sets) state = reduceSelection(big, state, { type: 'toggleSet', setId: set.id });
    }
    // 200 toggles, an even number per set: every set is off again and no code is left selected.
    expect(state).toEqual(start);
  });
});

describe('identity of unchanged parts (the web form re-renders only what changed)', () => {
  it('updateEntry replaces only the rated entry and keeps the code lists', () => {
    const before = applyAll([toggle('A'), toggle('B')]);
    const after = reduce(before, { type: 'updateEntry', code: 'b280', patch: { desc: 'x' } });
    expect(after.entries.b280).not.toBe(before.entries.b280);
    expect(after.entries.d450).toBe(before.entries.d450);
    expect(after.entries.d455).toBe(before.entries.d455);
    expect(after.selectedCodes).toBe(before.selectedCodes);
    expect(after.diffCodes).toBe(before.diffCodes);
    expect(after.otherCodes).toBe(before.otherCodes);
    expect(after.selectedSetIds).toBe(before.selectedSetIds);
  });

  it('adding, removing and toggling keep the entries of codes that stay selected', () => {
    const rated = applyAll([toggle('A'), { type: 'updateEntry', code: 'b280', patch: { q1: '2' } }]);
    const kept = rated.entries.b280;
    for (const action of [
      { type: 'addCode', code: 'e120' },
      { type: 'removeCode', code: 'd450' },
      toggle('B'),
      toggle('C'),
    ] satisfies SelectionAction[]) {
      expect(reduce(rated, action).entries.b280).toBe(kept);
    }
  });
});
