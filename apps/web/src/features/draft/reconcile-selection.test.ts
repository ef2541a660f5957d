import { describe, expect, it } from 'vitest';
import { createSelectionCatalogue, emptyCodeEntry, initialSelection, reduceSelection } from '@icf/shared';
import { emptySelectionState } from './draft';
import { reconcileSelection } from './reconcile-selection';
import { createTestCodeMap, testSets } from '../../../test/draft-fixtures';

const catalogue = createSelectionCatalogue(createTestCodeMap(), testSets);

describe('reconcileSelection', () => {
  it('keeps a selection that fits the catalogue as the same object', () => {
    const state = reduceSelection(catalogue, initialSelection(catalogue), { type: 'toggleSet', setId: 'A' });
    expect(reconcileSelection(catalogue, state)).toBe(state);
    const initial = initialSelection(catalogue);
    expect(reconcileSelection(catalogue, initial)).toBe(initial);
  });

  it('turns the placeholder selection (catalogue not known yet) into the initial selection', () => {
    expect(reconcileSelection(catalogue, emptySelectionState())).toEqual(initialSelection(catalogue));
  });

  it('rebuilds a selection made against another catalogue, keeping ratings of codes that still exist', () => {
    const older = createSelectionCatalogue(
      createTestCodeMap(['b130', 'b280', 'b999', 's110', 'd450', 'd455', 'e310']),
      [...testSets, { ...testSets[0]!, id: 'gone' }],
    );
    let state = reduceSelection(older, initialSelection(older), { type: 'toggleSet', setId: 'A' });
    state = reduceSelection(older, state, {
      type: 'updateEntry',
      code: 'b280',
      patch: { q1: '3', desc: 'kept' },
    });
    state = reduceSelection(older, state, { type: 'updateEntry', code: 'b999', patch: { q1: '1' } });
    const reconciled = reconcileSelection(catalogue, state);
    expect(reconciled.selectedSetIds).toEqual(['A']);
    expect(reconciled.selectedCodes).toEqual(['b280', 'd450']);
    expect(reconciled.entries.b280).toEqual({ ...emptyCodeEntry(), q1: '3', desc: 'kept' });
    expect(reconciled.entries).not.toHaveProperty('b999');
    expect([...reconciled.selectedCodes, ...reconciled.diffCodes, ...reconciled.otherCodes].sort()).toEqual(
      [...catalogue.categoryCodes].sort(),
    );
  });

  it('rebuilds when entries and selected codes disagree or a set is unknown', () => {
    const state = reduceSelection(catalogue, initialSelection(catalogue), { type: 'toggleSet', setId: 'A' });
    const missingEntry = { ...state, entries: { b280: state.entries.b280! } };
    expect(reconcileSelection(catalogue, missingEntry)).not.toBe(missingEntry);
    expect(reconcileSelection(catalogue, missingEntry).entries).toHaveProperty('d450');
    const unknownSet = { ...state, selectedSetIds: ['A', 'nope'] };
    expect(reconcileSelection(catalogue, unknownSet).selectedSetIds).toEqual(['A']);
  });
});
