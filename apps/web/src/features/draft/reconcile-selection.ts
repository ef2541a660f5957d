import { initialSelection, reduceSelection, type SelectionCatalogue, type SelectionState } from '@icf/shared';

/**
 * A selection restored from storage was made against the catalogue of an earlier visit. If it still fits
 * the current one (known sets, the three code lists partition the category codes, one entry per selected
 * code) it is kept as it is, the same object. Otherwise it is rebuilt with the shared import rule from its
 * sets and its selected codes with their entries, which keeps every rating on a code that still exists; a
 * document imported before the catalogue loaded is fitted the same way.
 */
export function reconcileSelection(catalogue: SelectionCatalogue, state: SelectionState): SelectionState {
  if (fitsCatalogue(catalogue, state)) return state;
  const data = Object.fromEntries(state.selectedCodes.map((code) => [code, state.entries[code] ?? {}]));
  const rebuilt = reduceSelection(catalogue, initialSelection(catalogue), {
    type: 'importDocument',
    sets: state.selectedSetIds,
    data,
  });
  // The hidden entries of removed codes (decision 0009) stay, for the codes that still exist.
  const selected = new Set(rebuilt.selectedCodes);
  const removedEntries = Object.fromEntries(
    Object.entries(state.removedEntries).filter(
      ([code]) => catalogue.codeOrder.has(code) && !selected.has(code),
    ),
  );
  return { ...rebuilt, removedEntries };
}

function fitsCatalogue(catalogue: SelectionCatalogue, state: SelectionState): boolean {
  if (!state.selectedSetIds.every((id) => catalogue.setsById.has(id))) return false;
  const listed = new Set<string>();
  for (const code of [...state.selectedCodes, ...state.diffCodes, ...state.otherCodes]) {
    if (!catalogue.codeOrder.has(code) || listed.has(code)) return false;
    listed.add(code);
  }
  if (listed.size !== catalogue.categoryCodes.length) return false;
  const selected = new Set(state.selectedCodes);
  const entryCodes = Object.keys(state.entries);
  if (entryCodes.length !== selected.size || !entryCodes.every((code) => selected.has(code))) return false;
  if (!state.addedCodes.every((code) => selected.has(code))) return false;
  return Object.keys(state.removedEntries).every(
    (code) => catalogue.codeOrder.has(code) && !selected.has(code),
  );
}
