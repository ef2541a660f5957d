import { describe, expect, it } from 'vitest';
import { emptyCodeEntry } from '@icf/shared';
import { emptyDocumentInfo, type Draft } from '../draft';
import { buildSaveRequest } from './save-request';

function draft(overrides: Partial<Draft> = {}): Draft {
  return {
    selection: {
      selectedSetIds: ['generic', 'stroke'],
      selectedCodes: ['b280', 'd450'],
      diffCodes: ['s110'],
      otherCodes: ['b130'],
      addedCodes: [],
      entries: {
        b280: { ...emptyCodeEntry(), q1: '2', s1: true, desc: 'pain' },
        d450: emptyCodeEntry(),
      },
      removedEntries: { s110: { ...emptyCodeEntry(), q1: '1' } },
    },
    info: { ...emptyDocumentInfo('2024-05-06'), client: 'Kim', description: 'first visit' },
    unsaved: true,
    ...overrides,
  };
}

describe('buildSaveRequest', () => {
  it('sends the info fields at the top level, the set ids and the entries of the selected codes', () => {
    const request = buildSaveRequest(draft());
    expect(request).toEqual({
      ...emptyDocumentInfo('2024-05-06'),
      client: 'Kim',
      description: 'first visit',
      sets: ['generic', 'stroke'],
      data: {
        b280: { ...emptyCodeEntry(), q1: '2', s1: true, desc: 'pain' },
        d450: emptyCodeEntry(),
      },
    });
    expect(request).not.toHaveProperty('id');
    expect(request).toHaveProperty('enviromental_factor', '');
  });

  it('sends the id of an imported document, so the save updates it', () => {
    expect(buildSaveRequest(draft({ documentId: 12 })).id).toBe(12);
  });

  it('leaves out codes that are not selected', () => {
    const base = draft();
    const stray = {
      ...base,
      selection: { ...base.selection, entries: { ...base.selection.entries, b130: emptyCodeEntry() } },
    };
    expect(Object.keys(buildSaveRequest(stray).data)).toEqual(['b280', 'd450']);
    // The hidden entry of a removed code (s110) is never saved either.
    expect(buildSaveRequest(base).data).not.toHaveProperty('s110');
  });
});
