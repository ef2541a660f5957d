import { describe, expect, it } from 'vitest';
import {
  createSelectionCatalogue,
  emptyCodeEntry,
  type CodeEntry,
  type SaveDocumentRequestInput,
} from '@icf/shared';
import { ApiError } from '../../../lib/api-client';
import { createDraftStore } from '../../draft';
import { createTestCodeMap, testSets } from '../../../../test/draft-fixtures';
import { createInMemoryDocumentServer, EditConflict } from '../../../../test/in-memory-document-server';
import { saveDraft, type SaveDraftDeps } from './save-draft';

const catalogue = createSelectionCatalogue(createTestCodeMap(), testSets);
const rated = (q1: string): CodeEntry => ({ ...emptyCodeEntry(), q1 });

function setUp({ online = true } = {}) {
  const store = createDraftStore({ storage: null, today: () => '2026-11-27' });
  store.attachCatalogue(catalogue);
  const server = createInMemoryDocumentServer();
  const asked: { conflicts: unknown[]; others: unknown }[] = [];
  const queued: SaveDocumentRequestInput[] = [];
  let choice: 'mine' | 'theirs' | null = 'mine';
  const deps: SaveDraftDeps = {
    getDraft: store.getDraft,
    clientId: () => null,
    isOnline: () => online,
    queue: (request) => void queued.push(request),
    post: (request) => server.post(request),
    readDocument: (id) => server.readDocument(id),
    readVersion: (id, version) => server.readVersion(id, version),
    listVersionsAfter: (id, after) => server.listVersionsAfter(id, after),
    askChoices: async (conflicts, others) => {
      asked.push({ conflicts, others });
      return choice === null ? null : conflicts.map(() => choice!);
    },
    isEditConflict: async (error) => error instanceof EditConflict,
    importDraft: store.importDraft,
    markSaved: store.markSaved,
    forgetDocumentId: store.forgetDocumentId,
  };
  return {
    store,
    server,
    deps,
    asked,
    queued,
    choose(next: 'mine' | 'theirs' | null) {
      choice = next;
    },
  };
}

/** A saved document rated b280 1 and d450 1 for the client Park, open in the draft at version 1. */
async function savedDocument(setup: ReturnType<typeof setUp>) {
  const { store, deps } = setup;
  store.dispatchSelection({ type: 'toggleSet', setId: 'A' });
  store.dispatchSelection({ type: 'updateEntry', code: 'b280', patch: { q1: '1' } });
  store.dispatchSelection({ type: 'updateEntry', code: 'd450', patch: { q1: '1' } });
  store.updateInfo({ client: 'Park', age: '60', dx: '' });
  const outcome = await saveDraft(deps);
  expect(outcome).toEqual({ kind: 'saved', id: 1, version: 1 });
  return 1;
}

describe('saveDraft', () => {
  it('saved: a new document, then an update naming the version it started from', async () => {
    const setup = setUp();
    const id = await savedDocument(setup);
    expect(setup.store.getDraft()).toMatchObject({ documentId: id, documentVersion: 1, unsaved: false });

    setup.store.updateInfo({ age: '61' });
    expect(await saveDraft(setup.deps)).toEqual({ kind: 'saved', id, version: 2 });
    expect(setup.server.posts[1]).toMatchObject({ id, base_version: 1, age: '61' });
    expect(setup.store.getDraft()).toMatchObject({ documentVersion: 2, unsaved: false });
  });

  it('merged: info fields and categories saved elsewhere meanwhile are kept and shown, field by field', async () => {
    const setup = setUp();
    const id = await savedDocument(setup);
    setup.server.saveElsewhere(id, (content) => ({
      ...content,
      info: { ...content.info, dx: 'stroke', personal_factor: 'wants to walk' },
      data: { ...content.data, b280: rated('3') },
    }));
    setup.store.updateInfo({ age: '61' });
    setup.store.dispatchSelection({ type: 'updateEntry', code: 'd450', patch: { q1: '2' } });

    const outcome = await saveDraft(setup.deps);
    expect(outcome).toEqual({
      kind: 'merged',
      id,
      version: 3,
      others: { kind: 'people', names: ['Lee Seoyeon'] },
    });
    const stored = setup.server.current(id);
    expect(stored.info).toMatchObject({ age: '61', dx: 'stroke', personal_factor: 'wants to walk' });
    expect([stored.data.b280!.q1, stored.data.d450!.q1]).toEqual(['3', '2']);
    // The screen shows what the server stores.
    const draft = setup.store.getDraft();
    expect(draft).toMatchObject({ documentVersion: 3, unsaved: false });
    expect(draft.info).toMatchObject({ age: '61', dx: 'stroke', personal_factor: 'wants to walk' });
    expect(draft.selection.entries.b280!.q1).toBe('3');
  });

  it('merged after a clash settled as "mine": the other side\'s info fields survive, the choice is saved', async () => {
    const setup = setUp();
    const id = await savedDocument(setup);
    // Elsewhere: a diagnosis added and d450 rated 3. Here: the age changed and d450 rated 2 (a clash).
    setup.server.saveElsewhere(id, (content) => ({
      ...content,
      info: { ...content.info, dx: 'stroke' },
      data: { ...content.data, d450: rated('3') },
    }));
    setup.store.updateInfo({ age: '61' });
    setup.store.dispatchSelection({ type: 'updateEntry', code: 'd450', patch: { q1: '2' } });

    const outcome = await saveDraft(setup.deps);
    expect(outcome).toMatchObject({ kind: 'merged', id, version: 3 });
    expect(setup.asked).toHaveLength(1);
    expect(setup.asked[0]!.conflicts).toMatchObject([{ part: 'data', code: 'd450' }]);
    expect(setup.asked[0]!.others).toEqual({ kind: 'people', names: ['Lee Seoyeon'] });
    const stored = setup.server.current(id);
    expect(stored.info).toMatchObject({ age: '61', dx: 'stroke', client: 'Park' });
    expect(stored.data.d450!.q1).toBe('2');
    // The resolved request carries the merged info at the top level, where the server reads it.
    expect(setup.server.posts.at(-1)).toMatchObject({ id, base_version: 2, dx: 'stroke', age: '61' });
    expect(setup.store.getDraft().info).toMatchObject({ age: '61', dx: 'stroke' });
    expect(setup.store.getDraft()).toMatchObject({ documentVersion: 3, unsaved: false });
  });

  it('merged after a clash settled as "theirs", named as the user\'s own save elsewhere', async () => {
    const setup = setUp();
    const id = await savedDocument(setup);
    setup.server.saveElsewhere(id, (content) => ({ ...content, info: { ...content.info, age: '62' } }), true);
    setup.store.updateInfo({ age: '61' });
    setup.choose('theirs');

    expect(await saveDraft(setup.deps)).toMatchObject({
      kind: 'merged',
      version: 3,
      others: { kind: 'you' },
    });
    expect(setup.asked[0]!.others).toEqual({ kind: 'you' });
    expect(setup.server.current(id).info.age).toBe('62');
    expect(setup.store.getDraft().info.age).toBe('62');
  });

  it('conflict: closing the choice saves nothing and leaves the draft as it was', async () => {
    const setup = setUp();
    const id = await savedDocument(setup);
    setup.server.saveElsewhere(id, (content) => ({
      ...content,
      data: { ...content.data, d450: rated('3') },
    }));
    setup.store.dispatchSelection({ type: 'updateEntry', code: 'd450', patch: { q1: '2' } });
    setup.choose(null);
    const before = setup.store.getDraft();

    expect(await saveDraft(setup.deps)).toEqual({ kind: 'conflict' });
    expect(setup.server.versions.get(id)).toHaveLength(2);
    expect(setup.store.getDraft()).toBe(before);
    expect(before).toMatchObject({ documentVersion: 1, unsaved: true });
  });

  it('queued: offline, the request waits in the browser; a queue that cannot keep it fails', async () => {
    const setup = setUp({ online: false });
    setup.store.updateInfo({ client: 'Park' });
    expect(await saveDraft(setup.deps)).toEqual({ kind: 'queued' });
    expect(setup.queued).toMatchObject([{ client: 'Park', sets: [] }]);
    expect(setup.server.posts).toHaveLength(0);

    const full = new Error('QuotaExceededError');
    const outcome = await saveDraft({
      ...setup.deps,
      queue: () => {
        throw full;
      },
    });
    expect(outcome).toEqual({ kind: 'failed', error: full });
  });

  it('failed: the server refuses, nothing changes in the draft', async () => {
    const setup = setUp();
    await savedDocument(setup);
    setup.store.updateInfo({ age: '61' });
    const before = setup.store.getDraft();
    const refused = new ApiError(500, { message: 'Server Error' });
    const outcome = await saveDraft({ ...setup.deps, post: () => Promise.reject(refused) });
    expect(outcome).toEqual({ kind: 'failed', error: refused });
    expect(setup.store.getDraft()).toBe(before);
  });

  it('a document deleted meanwhile is saved as a new document', async () => {
    const setup = setUp();
    const id = await savedDocument(setup);
    setup.server.versions.delete(id);
    setup.store.updateInfo({ age: '61' });
    expect(await saveDraft(setup.deps)).toEqual({ kind: 'saved', id: 2, version: 1 });
    expect(setup.store.getDraft()).toMatchObject({ documentId: 2, documentVersion: 1 });
  });

  it('"save as new" makes a second document and leaves the first as it was', async () => {
    const setup = setUp();
    const id = await savedDocument(setup);
    setup.store.updateInfo({ client: 'Choi' });
    expect(await saveDraft(setup.deps, { asNew: true })).toEqual({ kind: 'saved', id: 2, version: 1 });
    expect(setup.server.current(id).info.client).toBe('Park');
    expect(setup.server.posts.at(-1)).not.toHaveProperty('base_version');
  });

  it('a draft changed while the merged save was under way keeps its work and its old base', async () => {
    const setup = setUp();
    const id = await savedDocument(setup);
    setup.server.saveElsewhere(id, (content) => ({ ...content, info: { ...content.info, dx: 'stroke' } }));
    setup.store.updateInfo({ age: '61' });
    const outcome = await saveDraft({
      ...setup.deps,
      post: async (request) => {
        const saved = await setup.server.post(request);
        setup.store.updateInfo({ gender: 'F' });
        return saved;
      },
    });
    expect(outcome).toMatchObject({ kind: 'merged', version: 3 });
    expect(setup.store.getDraft()).toMatchObject({ documentVersion: 1, unsaved: true });
    expect(setup.store.getDraft().info.gender).toBe('F');
  });
});
