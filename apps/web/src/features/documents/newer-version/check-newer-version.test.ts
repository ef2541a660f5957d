import { describe, expect, it } from 'vitest';
import { createSelectionCatalogue, emptyCodeEntry } from '@icf/shared';
import { createDraftStore } from '../../draft';
import { createTestCodeMap, testSets } from '../../../../test/draft-fixtures';
import { createInMemoryDocumentServer } from '../../../../test/in-memory-document-server';
import { buildSaveRequest } from '../../document-data';
import { checkNewerVersion, mergeNewerVersion, type NewerVersionDeps } from './check-newer-version';

const catalogue = createSelectionCatalogue(createTestCodeMap(), testSets);

/** A draft that is the saved document 1 at version 1 (b280 rated 1, client Park, age 60). */
async function setUp() {
  const store = createDraftStore({ storage: null, today: () => '2026-11-27' });
  store.attachCatalogue(catalogue);
  const server = createInMemoryDocumentServer();
  store.dispatchSelection({ type: 'toggleSet', setId: 'A' });
  store.dispatchSelection({ type: 'updateEntry', code: 'b280', patch: { q1: '1' } });
  store.updateInfo({ client: 'Park', age: '60' });
  const { id, version } = await server.post(buildSaveRequest(store.getDraft()));
  store.markSaved(id, store.getDraft(), version);
  const deps: NewerVersionDeps = {
    getDraft: store.getDraft,
    importDraft: store.importDraft,
    readDocument: (documentId) => server.readDocument(documentId),
    readVersion: (documentId, number) => server.readVersion(documentId, number),
    listVersionsAfter: (documentId, after) => server.listVersionsAfter(documentId, after),
  };
  return { store, server, deps, id };
}

describe('checkNewerVersion', () => {
  it('finds nothing when the draft is at the newest version, or belongs to no document', async () => {
    const { deps, store } = await setUp();
    expect(await checkNewerVersion(deps)).toEqual({ kind: 'none' });
    store.forgetDocumentId();
    expect(await checkNewerVersion(deps)).toEqual({ kind: 'none' });
  });

  it('without unsaved changes, shows a restore made elsewhere, and names it a restore', async () => {
    const { deps, store, server, id } = await setUp();
    server.saveElsewhere(id, (content) => ({ ...content, info: { ...content.info, age: '61' } }), true);
    server.restore(id, 1);
    const { info, sets, data } = await server.readVersion(id, 2);
    store.importDraft({ id, version: 2, info, sets, data });
    expect(store.getDraft()).toMatchObject({ documentVersion: 2, unsaved: false });

    expect(await checkNewerVersion(deps)).toEqual({
      kind: 'updated',
      documentId: id,
      draftVersion: 3,
      others: { kind: 'restore', version: 1 },
    });
    expect(store.getDraft()).toMatchObject({ documentVersion: 3, unsaved: false });
    expect(store.getDraft().info.age).toBe('60');
  });

  it('with unsaved changes, changes nothing and says who saved meanwhile', async () => {
    const { deps, store, server, id } = await setUp();
    server.saveElsewhere(id, (content) => ({ ...content, info: { ...content.info, dx: 'stroke' } }));
    store.updateInfo({ age: '61' });
    const before = store.getDraft();
    expect(await checkNewerVersion(deps)).toEqual({
      kind: 'behind',
      documentId: id,
      draftVersion: 1,
      newest: 2,
      others: { kind: 'people', names: ['Lee Seoyeon'] },
    });
    expect(store.getDraft()).toBe(before);
  });
});

describe('mergeNewerVersion', () => {
  it('brings unsaved changes onto the newest version, clashes by choice, still unsaved', async () => {
    const { deps, store, server, id } = await setUp();
    server.saveElsewhere(id, (content) => ({
      ...content,
      info: { ...content.info, dx: 'stroke', age: '62' },
      data: { ...content.data, d450: { ...emptyCodeEntry(), q1: '3' } },
    }));
    store.updateInfo({ age: '61' });
    const asked: unknown[] = [];

    const outcome = await mergeNewerVersion({
      ...deps,
      askChoices: async (conflicts) => {
        asked.push(...conflicts);
        return conflicts.map(() => 'mine');
      },
    });
    expect(outcome).toEqual({ kind: 'merged', version: 2 });
    expect(asked).toMatchObject([{ part: 'info', field: 'age', mine: '61', theirs: '62' }]);
    const draft = store.getDraft();
    expect(draft).toMatchObject({ documentVersion: 2, unsaved: true });
    expect(draft.info).toMatchObject({ age: '61', dx: 'stroke' });
    expect(draft.selection.entries.d450?.q1).toBe('3');
    // Nothing was saved: the user saves when ready.
    expect(server.versions.get(id)).toHaveLength(2);
  });

  it('closing the choice changes nothing; choosing theirs everywhere leaves nothing unsaved', async () => {
    const { deps, store, server, id } = await setUp();
    server.saveElsewhere(id, (content) => ({ ...content, info: { ...content.info, age: '62' } }));
    store.updateInfo({ age: '61' });
    const before = store.getDraft();
    expect(await mergeNewerVersion({ ...deps, askChoices: async () => null })).toEqual({ kind: 'cancelled' });
    expect(store.getDraft()).toBe(before);

    expect(
      await mergeNewerVersion({ ...deps, askChoices: async (conflicts) => conflicts.map(() => 'theirs') }),
    ).toEqual({ kind: 'merged', version: 2 });
    expect(store.getDraft()).toMatchObject({ documentVersion: 2, unsaved: false });
    expect(store.getDraft().info.age).toBe('62');
  });
});
