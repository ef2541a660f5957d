import type { CodeMap } from '../api/codes';
import type { CoreSet } from '../api/core-sets';
import {
  completeCodeEntry,
  emptyCodeEntry,
  entryHasData,
  patchCodeEntry,
  type CodeEntry,
} from './code-entry';

/** A core set reduced to what selection needs: only selectable (category) codes, in ICF order. */
interface SelectableSet {
  readonly id: string;
  readonly codes: readonly string[];
  /** Never overlaps `codes`. */
  readonly diffCodes: readonly string[];
}

/** Everything the selection rules look up: each set by id and each category code with its ICF order. */
export interface SelectionCatalogue {
  readonly setsById: ReadonlyMap<string, SelectableSet>;
  /** Position of each set in the delivered list, so selected set ids keep a stable order. */
  readonly setOrder: ReadonlyMap<string, number>;
  /** Every category code in ICF order; components and chapters are never selectable. */
  readonly categoryCodes: readonly string[];
  /** A category code's `id` (its ICF order). */
  readonly codeOrder: ReadonlyMap<string, number>;
}

/** Spec §3 "Selection state", plus the codes the user added by hand (see docs/decisions/0005). */
export interface SelectionState {
  selectedSetIds: string[];
  selectedCodes: string[];
  diffCodes: string[];
  /** Every category code in neither `selectedCodes` nor `diffCodes`. */
  otherCodes: string[];
  /** Selected codes the user added with plus (or by rating them); toggling sets off never removes them. */
  addedCodes: string[];
  entries: Record<string, CodeEntry>;
  /**
   * The entries, with data, of codes that left the selection (minus, or their set un-ticked). Never shown and
   * never saved; selecting the code again brings its entry back (docs/decisions/0009-removed-entries.md).
   */
  removedEntries: Record<string, CodeEntry>;
}

/** A saved document as far as selection cares: its set ids and its code data keyed by code. */
interface SelectionDocument {
  readonly sets: readonly string[];
  readonly data: Readonly<Record<string, Readonly<Partial<CodeEntry>>>>;
}

export type SelectionAction =
  | { type: 'toggleSet'; setId: string }
  | { type: 'selectSets'; setIds: readonly string[] }
  | { type: 'addCode'; code: string }
  | { type: 'selectCodes'; codes: readonly string[] }
  | { type: 'removeCode'; code: string }
  | { type: 'updateEntry'; code: string; patch: Readonly<Partial<CodeEntry>> }
  | { type: 'reset' }
  | ({ type: 'importDocument' } & SelectionDocument);

export function createSelectionCatalogue(codes: CodeMap, sets: readonly CoreSet[]): SelectionCatalogue {
  const categories = Object.values(codes)
    .filter((record) => record.kind === 'category')
    .sort((a, b) => a.id - b.id);
  const codeOrder = new Map(categories.map((record) => [record.code, record.id]));
  const setsById = new Map<string, SelectableSet>();
  const setOrder = new Map<string, number>();
  for (const set of sets) {
    if (setsById.has(set.id)) continue;
    const setCodes = sortCodes(codeOrder, set.codes);
    const inCodes = new Set(setCodes);
    const diffCodes = sortCodes(codeOrder, set.codes_diff).filter((code) => !inCodes.has(code));
    setsById.set(set.id, { id: set.id, codes: setCodes, diffCodes });
    setOrder.set(set.id, setOrder.size);
  }
  return { setsById, setOrder, categoryCodes: categories.map((record) => record.code), codeOrder };
}

export function initialSelection(catalogue: SelectionCatalogue): SelectionState {
  return {
    selectedSetIds: [],
    selectedCodes: [],
    diffCodes: [],
    otherCodes: [...catalogue.categoryCodes],
    addedCodes: [],
    entries: {},
    removedEntries: {},
  };
}

/** For `useReducer`: binds the catalogue once. */
export function createSelectionReducer(
  catalogue: SelectionCatalogue,
): (state: SelectionState, action: SelectionAction) => SelectionState {
  return (state, action) => reduceSelection(catalogue, state, action);
}

/** Applies one action; unknown set ids and codes leave the state unchanged (the same object). */
export function reduceSelection(
  catalogue: SelectionCatalogue,
  state: SelectionState,
  action: SelectionAction,
): SelectionState {
  switch (action.type) {
    case 'toggleSet':
      return toggleSet(catalogue, state, action.setId);
    case 'selectSets':
      return switchSetsOn(catalogue, state, action.setIds);
    case 'addCode':
      return addCodes(catalogue, state, [action.code]);
    case 'selectCodes':
      return addCodes(catalogue, state, action.codes);
    case 'removeCode':
      return removeCode(catalogue, state, action.code);
    case 'updateEntry':
      return updateEntry(catalogue, state, action.code, action.patch);
    case 'reset':
      return initialSelection(catalogue);
    case 'importDocument':
      return importDocument(catalogue, action);
    default:
      return state;
  }
}

/** Spec §4: every selected code has an entry, and only selected codes have one. */
export function synchroniseEntries(
  selectedCodes: readonly string[],
  entries: Readonly<Record<string, CodeEntry>>,
): Record<string, CodeEntry> {
  const synchronised: Record<string, CodeEntry> = {};
  for (const code of selectedCodes) synchronised[code] = entries[code] ?? emptyCodeEntry();
  return synchronised;
}

function toggleSet(catalogue: SelectionCatalogue, state: SelectionState, setId: string): SelectionState {
  return state.selectedSetIds.includes(setId)
    ? switchSetOff(catalogue, state, setId)
    : switchSetsOn(catalogue, state, [setId]);
}

function switchSetsOn(
  catalogue: SelectionCatalogue,
  state: SelectionState,
  setIds: readonly string[],
): SelectionState {
  const sets = findSets(catalogue, setIds).filter((set) => !state.selectedSetIds.includes(set.id));
  if (sets.length === 0) return state;
  const selectedCodes = sortCodes(catalogue.codeOrder, [
    ...state.selectedCodes,
    ...sets.flatMap((set) => set.codes),
  ]);
  const selected = new Set(selectedCodes);
  const diffCodes = sortCodes(catalogue.codeOrder, [
    ...state.diffCodes,
    ...sets.flatMap((set) => set.diffCodes),
  ]).filter((code) => !selected.has(code));
  return completeSelection(catalogue, {
    selectedSetIds: sortSetIds(catalogue, [...state.selectedSetIds, ...sets.map((set) => set.id)]),
    selectedCodes,
    diffCodes,
    addedCodes: state.addedCodes,
    entries: state.entries,
    removedEntries: state.removedEntries,
  });
}

/**
 * Removes what the set contributed, except what another selected set still contributes and what the user
 * added by hand (docs/decisions/0005-core-set-overlap.md).
 */
function switchSetOff(catalogue: SelectionCatalogue, state: SelectionState, setId: string): SelectionState {
  const selectedSetIds = state.selectedSetIds.filter((id) => id !== setId);
  const leaving = findSets(catalogue, [setId]).flatMap((set) => [...set.codes, ...set.diffCodes]);
  const leavingCodes = new Set(leaving);
  const remaining = findSets(catalogue, selectedSetIds);
  const stillSelected = new Set(remaining.flatMap((set) => set.codes));
  const stillDiff = new Set(remaining.flatMap((set) => set.diffCodes));
  const added = new Set(state.addedCodes);

  const selectedCodes: string[] = [];
  const demoted: string[] = [];
  for (const code of state.selectedCodes) {
    if (!leavingCodes.has(code) || added.has(code) || stillSelected.has(code)) selectedCodes.push(code);
    else if (stillDiff.has(code)) demoted.push(code);
  }
  const keptDiff = state.diffCodes.filter(
    (code) => !leavingCodes.has(code) || stillSelected.has(code) || stillDiff.has(code),
  );
  return completeSelection(catalogue, {
    selectedSetIds,
    selectedCodes,
    diffCodes: sortCodes(catalogue.codeOrder, [...keptDiff, ...demoted]),
    addedCodes: state.addedCodes,
    entries: state.entries,
    removedEntries: state.removedEntries,
  });
}

/** Plus (spec §4): moves codes from the diff or other codes into the selected codes. */
function addCodes(
  catalogue: SelectionCatalogue,
  state: SelectionState,
  codes: readonly string[],
): SelectionState {
  const alreadySelected = new Set(state.selectedCodes);
  const newCodes = codes.filter((code) => catalogue.codeOrder.has(code) && !alreadySelected.has(code));
  if (newCodes.length === 0) return state;
  const moving = new Set(newCodes);
  return completeSelection(catalogue, {
    selectedSetIds: state.selectedSetIds,
    selectedCodes: sortCodes(catalogue.codeOrder, [...state.selectedCodes, ...newCodes]),
    diffCodes: state.diffCodes.filter((code) => !moving.has(code)),
    addedCodes: sortCodes(catalogue.codeOrder, [...state.addedCodes, ...newCodes]),
    entries: state.entries,
    removedEntries: state.removedEntries,
  });
}

/** Minus (spec §4): moves a selected code back to the diff codes. */
function removeCode(catalogue: SelectionCatalogue, state: SelectionState, code: string): SelectionState {
  if (!state.selectedCodes.includes(code)) return state;
  return completeSelection(catalogue, {
    selectedSetIds: state.selectedSetIds,
    selectedCodes: state.selectedCodes.filter((selected) => selected !== code),
    diffCodes: sortCodes(catalogue.codeOrder, [...state.diffCodes, code]),
    addedCodes: state.addedCodes.filter((added) => added !== code),
    entries: state.entries,
    removedEntries: state.removedEntries,
  });
}

/** Spec §4: rating a code outside the selected list first moves it in. */
function updateEntry(
  catalogue: SelectionCatalogue,
  state: SelectionState,
  code: string,
  patch: Readonly<Partial<CodeEntry>>,
): SelectionState {
  if (!catalogue.codeOrder.has(code)) return state;
  const withCode = addCodes(catalogue, state, [code]);
  const entry = withCode.entries[code] ?? emptyCodeEntry();
  return { ...withCode, entries: { ...withCode.entries, [code]: patchCodeEntry(entry, patch) } };
}

/**
 * Spec §4 import: reset, select the document's codes, synchronise, select the saved sets, copy the code data.
 * The saved sets are restored without merging their codes again: the document's code list is what the user
 * kept, so codes they removed stay in the diff codes.
 */
function importDocument(catalogue: SelectionCatalogue, document: SelectionDocument): SelectionState {
  const sets = findSets(catalogue, document.sets);
  const selectedCodes = sortCodes(
    catalogue.codeOrder,
    Object.keys(document.data).filter((code) => catalogue.codeOrder.has(code)),
  );
  const selected = new Set(selectedCodes);
  const fromSets = new Set(sets.flatMap((set) => set.codes));
  const entries: Record<string, CodeEntry> = {};
  for (const code of selectedCodes) entries[code] = completeCodeEntry(document.data[code] ?? {});
  return completeSelection(catalogue, {
    selectedSetIds: sortSetIds(
      catalogue,
      sets.map((set) => set.id),
    ),
    selectedCodes,
    diffCodes: sortCodes(
      catalogue.codeOrder,
      sets.flatMap((set) => [...set.codes, ...set.diffCodes]).filter((code) => !selected.has(code)),
    ),
    addedCodes: selectedCodes.filter((code) => !fromSets.has(code)),
    entries,
    removedEntries: {},
  });
}

/**
 * Derives the other codes and synchronises the entries; every action ends here. Entries with data of codes
 * that leave the selection are kept aside in `removedEntries`, and a code that comes back takes its entry back.
 */
function completeSelection(
  catalogue: SelectionCatalogue,
  parts: Omit<SelectionState, 'otherCodes'>,
): SelectionState {
  const listed = new Set([...parts.selectedCodes, ...parts.diffCodes]);
  const selected = new Set(parts.selectedCodes);
  const removedEntries: Record<string, CodeEntry> = {};
  for (const [code, entry] of Object.entries(parts.removedEntries)) {
    if (!selected.has(code)) removedEntries[code] = entry;
  }
  for (const [code, entry] of Object.entries(parts.entries)) {
    if (!selected.has(code) && entryHasData(entry)) removedEntries[code] = entry;
  }
  const entries = synchroniseEntries(parts.selectedCodes, { ...parts.removedEntries, ...parts.entries });
  return {
    ...parts,
    otherCodes: catalogue.categoryCodes.filter((code) => !listed.has(code)),
    entries,
    removedEntries: sameKeysAndValues(removedEntries, parts.removedEntries)
      ? parts.removedEntries
      : removedEntries,
  };
}

/** Keeps an unchanged `removedEntries` the same object, so subscribers of it do not re-render. */
function sameKeysAndValues(
  next: Readonly<Record<string, CodeEntry>>,
  previous: Readonly<Record<string, CodeEntry>>,
): boolean {
  const keys = Object.keys(next);
  return keys.length === Object.keys(previous).length && keys.every((code) => next[code] === previous[code]);
}

/**
 * The codes whose entries held data before an action and are no longer selected after it: what an undo of
 * that action would give back. In ICF order of `before`.
 */
export function codesRemovedWithData(before: SelectionState, after: SelectionState): string[] {
  if (before.selectedCodes === after.selectedCodes) return [];
  const stillSelected = new Set(after.selectedCodes);
  return before.selectedCodes.filter((code) => {
    const entry = before.entries[code];
    return !stillSelected.has(code) && entry !== undefined && entryHasData(entry);
  });
}

function findSets(catalogue: SelectionCatalogue, setIds: readonly string[]): SelectableSet[] {
  const found = new Map<string, SelectableSet>();
  for (const id of setIds) {
    const set = catalogue.setsById.get(id);
    if (set) found.set(id, set);
  }
  return [...found.values()];
}

function sortSetIds(catalogue: SelectionCatalogue, setIds: readonly string[]): string[] {
  return [...new Set(setIds)].sort(
    (a, b) => (catalogue.setOrder.get(a) ?? 0) - (catalogue.setOrder.get(b) ?? 0),
  );
}

/** Known category codes only, without duplicates, in ICF order. */
function sortCodes(codeOrder: ReadonlyMap<string, number>, codes: Iterable<string>): string[] {
  const unique = new Set<string>();
  for (const code of codes) if (codeOrder.has(code)) unique.add(code);
  return [...unique].sort((a, b) => (codeOrder.get(a) ?? 0) - (codeOrder.get(b) ?? 0));
}
