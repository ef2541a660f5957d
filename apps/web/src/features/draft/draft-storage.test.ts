import { describe, expect, it } from 'vitest';
import { emptyCodeEntry } from '@icf/shared';
import { emptyDocumentInfo } from './document-info';
import type { Draft } from './draft';
import { draftStorageKey, parseStoredDraft, serializeDraft } from './draft-storage';

const today = '2024-05-06';

function sampleDraft(): Draft {
  return {
    selection: {
      selectedSetIds: ['A'],
      selectedCodes: ['b280', 'd450'],
      diffCodes: ['s110'],
      otherCodes: ['b130', 'd455', 'e310'],
      addedCodes: [],
      entries: {
        b280: { ...emptyCodeEntry(), q1: '2', s1: true, desc: '통증 호소' },
        d450: emptyCodeEntry(),
      },
      removedEntries: { s110: { ...emptyCodeEntry(), q1: '4' } },
    },
    info: { ...emptyDocumentInfo('2024-01-02'), client: '홍길동', perspective_bf: 'x' },
    unsaved: true,
  };
}

describe('draft storage', () => {
  it('uses a versioned key', () => {
    expect(draftStorageKey).toMatch(/v\d+$/);
  });

  it('round-trips a draft', () => {
    const draft = sampleDraft();
    expect(parseStoredDraft(serializeDraft(draft), today)).toEqual(draft);
  });

  it('round-trips the id of an imported document and drops an invalid one', () => {
    const draft = { ...sampleDraft(), documentId: 42 };
    expect(parseStoredDraft(serializeDraft(draft), today)).toEqual(draft);
    for (const documentId of [0, -1, 1.5, '42', null]) {
      const raw = JSON.stringify({ ...JSON.parse(serializeDraft(sampleDraft())), documentId });
      expect(parseStoredDraft(raw, today)).not.toHaveProperty('documentId');
    }
  });

  it('ignores nothing, corrupt JSON, other versions and non-objects', () => {
    expect(parseStoredDraft(null, today)).toBeNull();
    expect(parseStoredDraft('', today)).toBeNull();
    expect(parseStoredDraft('{"version":1,"selection":', today)).toBeNull();
    expect(parseStoredDraft('[1,2]', today)).toBeNull();
    expect(parseStoredDraft('"text"', today)).toBeNull();
    const other = JSON.parse(serializeDraft(sampleDraft())) as Record<string, unknown>;
    expect(parseStoredDraft(JSON.stringify({ ...other, version: 2 }), today)).toBeNull();
    expect(parseStoredDraft(JSON.stringify({ ...other, selection: 'x' }), today)).toBeNull();
  });

  it('keeps the usable parts of a damaged draft and fills the rest', () => {
    const raw = JSON.stringify({
      version: 1,
      selection: {
        selectedSetIds: ['A', 7],
        selectedCodes: 'b280',
        entries: { b280: { q1: '1', s2: 'yes', desc: 5 }, d450: 'broken' },
      },
      info: { client: 'Lee', age: 3 },
    });
    const draft = parseStoredDraft(raw, today)!;
    expect(draft.selection.selectedSetIds).toEqual(['A']);
    expect(draft.selection.selectedCodes).toEqual([]);
    expect(draft.selection.otherCodes).toEqual([]);
    expect(draft.selection.entries).toEqual({ b280: { ...emptyCodeEntry(), q1: '1' } });
    expect(draft.info).toEqual({ ...emptyDocumentInfo(today), client: 'Lee' });
  });

  it('keeps a stored evaluation date, even an emptied one', () => {
    const draft = { ...sampleDraft(), info: { ...emptyDocumentInfo(''), client: 'Park' } };
    expect(parseStoredDraft(serializeDraft(draft), today)!.info.evaluation_date).toBe('');
  });
});
