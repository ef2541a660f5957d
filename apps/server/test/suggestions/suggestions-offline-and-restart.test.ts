import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineWriter } from '../../src/features/suggestions/offline-writer';
import { registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { sampleDocument, saveDocumentOk } from '../documents/document-api';
import { listSuggestionsOk, previewOk, requestSuggestionOk, waitForSuggestion } from './suggestion-api';

describe.each(testDatabaseKinds)('offline suggestions and restarts on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  beforeAll(async () => {
    // The first process only enqueues, so the job is still waiting when the server restarts.
    server = await startTestServer(kind, {}, { suggestions: { writer: createOfflineWriter(), work: false } });
    alice = await registerUser(server);
  }, 60_000);
  afterAll(() => server.close());

  it('runs a job enqueued before a restart after it, with the offline rule-based draft', async () => {
    const id = await saveDocumentOk(server, alice.token, sampleDocument({ client: '김민수' }));
    const preview = await previewOk(server, alice.token, id, 'kr');
    expect(preview).toMatchObject({ provider: 'offline', model: 'rule-based-draft-1', locale: 'kr' });
    expect(JSON.stringify(preview.messages)).not.toContain('김민수');

    const { suggestion } = await requestSuggestionOk(server, alice.token, id, 'kr');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await listSuggestionsOk(server, alice.token, id))[0]?.status).toBe('queued');
    const duplicate = await requestSuggestionOk(server, alice.token, id, 'kr');
    expect(duplicate).toMatchObject({ created: false, suggestion: { id: suggestion.id } });

    await server.restart();

    const done = await waitForSuggestion(server, alice.token, id, suggestion.id);
    expect(done).toMatchObject({ status: 'done', provider: 'offline', attempts: 1 });
    const plan = done.choices[0]?.message.content ?? '';
    expect(plan).toMatch(/^규칙 기반 초안 \(AI 아님\)/);
    // sampleDocument rates d450 3/2 and e1101 3 (problems), b280 2, s750 1 and e310 +2 (no goal).
    expect(plan).toContain('d450');
    expect(plan).toContain('b280');
    expect(plan).toContain('e1101');
    expect(plan).not.toContain('s750');
    expect(plan).not.toContain('김민수');
  }, 60_000);

  it('writes the English draft for an English request', async () => {
    const id = await saveDocumentOk(server, alice.token, sampleDocument());
    const { suggestion } = await requestSuggestionOk(server, alice.token, id, 'en');
    const done = await waitForSuggestion(server, alice.token, id, suggestion.id);
    expect(done.choices[0]?.message.content).toMatch(/^Rule-based draft plan \(not AI\)/);
    expect(done.choices[0]?.message.content).toContain('Goal: Performance from 3 (Severe) to 2 (Moderate)');
  }, 30_000);
});

/**
 * A suggestion whose job is gone (its process died between storing the request and queueing the job, or the
 * job was given up before the given-up queue existed) is failed when the queue starts, so it can be asked
 * again; one whose job still waits is left to it, however old (decision record 0030).
 */
describe.each(testDatabaseKinds)('suggestions whose job is gone, on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { suggestions: { writer: createOfflineWriter(), work: false } });
    alice = await registerUser(server);
  }, 60_000);
  afterAll(() => server.close());

  /** Dates a suggestion back past the time its job is sure to have been queued. */
  async function ageSuggestion(id: number) {
    await server.database.db.execute(
      sql`update suggestions set created_at = now() - interval '11 minutes' where id = ${id}`,
    );
  }

  it('fails the one without a job at the next start and runs the one whose job waits', async () => {
    const lostDocument = await saveDocumentOk(server, alice.token, sampleDocument());
    const keptDocument = await saveDocumentOk(server, alice.token, sampleDocument());
    const lost = (await requestSuggestionOk(server, alice.token, lostDocument, 'en')).suggestion;
    const kept = (await requestSuggestionOk(server, alice.token, keptDocument, 'en')).suggestion;
    await ageSuggestion(lost.id);
    await ageSuggestion(kept.id);
    await server.database.db.execute(
      sql`delete from pgboss.job where data ->> 'suggestionId' = ${String(lost.id)}`,
    );

    await server.restart();

    const failed = await waitForSuggestion(server, alice.token, lostDocument, lost.id);
    expect(failed).toMatchObject({ status: 'failed', error: 'job_lost' });
    const done = await waitForSuggestion(server, alice.token, keptDocument, kept.id);
    expect(done).toMatchObject({ status: 'done', error: null });
  }, 60_000);
});
