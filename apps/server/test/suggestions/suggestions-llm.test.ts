import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestions } from '../../src/db/schema';
import { createOpenAiCompatibleWriter } from '../../src/features/suggestions/openai-compatible-writer';
import { lostQueuedSuggestionMinutes } from '../../src/features/suggestions/suggestions-repository';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { entry, sampleDocument, saveDocumentOk } from '../documents/document-api';
import {
  listSuggestionsOk,
  previewOk,
  requestSuggestion,
  requestSuggestionOk,
  waitForSuggestion,
} from './suggestion-api';

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
}

describe.each(testDatabaseKinds)('suggested treatment plans from an LLM on %s', (kind) => {
  let llm: FakeLlmServer;
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    llm = await startFakeLlmServer();
    const writer = createOpenAiCompatibleWriter({
      baseUrl: llm.baseUrl,
      apiKey: 'sk-test-secret',
      model: 'test-model',
      timeoutMs: 400,
    });
    server = await startTestServer(kind, {}, { suggestions: { writer } });
    alice = await registerUser(server);
    bob = await registerUser(server);
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await llm.close();
  });

  const privateDocument = () =>
    sampleDocument({
      client: 'Jane Doe',
      manager: 'Alex Kim',
      description: 'Jane Doe fell at home; Alex Kim saw Jane twice.',
      data: {
        b730: entry({ q1: '3', s3: true, desc: 'Jane cannot lift her left arm.' }),
        d450: entry({ q1: '3', q2: '2', desc: 'Doe walks 10 m with a cane.' }),
        e310: entry({ q1: '+2' }),
      },
    });

  it('stores and returns the content; the prompt has the rated codes and no names', async () => {
    const id = await saveDocumentOk(server, alice.token, privateDocument());
    llm.reply({ content: 'Goal 1 <b>walk</b>\nline two' });
    const before = llm.requests.length;
    const { created, suggestion } = await requestSuggestionOk(server, alice.token, id);
    expect(created).toBe(true);
    expect(suggestion).toMatchObject({
      status: 'queued',
      provider: 'openai-compatible',
      model: 'test-model',
    });
    expect(suggestion.document_version).toBe(1);

    const done = await waitForSuggestion(server, alice.token, id, suggestion.id);
    expect(done.status).toBe('done');
    expect(done.choices[0]?.message.content).toBe('Goal 1 <b>walk</b>\nline two');
    expect(done.error).toBeNull();
    expect(done.attempts).toBe(1);
    expect(done.finished_at).not.toBeNull();

    const sent = llm.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/v1/chat/completions');
    expect(sent[0]?.authorization).toBe('Bearer sk-test-secret');
    const body = sent[0]?.body as ChatBody;
    expect(body.model).toBe('test-model');
    const text = JSON.stringify(body.messages);
    for (const code of ['b730', 'd450', 'e310']) expect(text).toContain(code);
    for (const identity of ['Jane', 'Doe', 'Alex', 'Kim', alice.email, '2024-03-26']) {
      expect(text).not.toContain(identity);
    }
    expect(text).toContain('the client fell at home; the therapist saw the client twice.');

    // The preview is exactly what was sent.
    const preview = await previewOk(server, alice.token, id);
    expect(preview.messages).toEqual(body.messages);
    expect(preview).toMatchObject({
      provider: 'openai-compatible',
      model: 'test-model',
      document_version: 1,
    });
  });

  it('retries after a provider error and then succeeds', async () => {
    const id = await saveDocumentOk(server, alice.token, privateDocument());
    llm.reply({ status: 500 }, { content: 'second try' });
    const { suggestion } = await requestSuggestionOk(server, alice.token, id);
    const done = await waitForSuggestion(server, alice.token, id, suggestion.id);
    expect(done).toMatchObject({ status: 'done', attempts: 2, error: null });
    expect(done.choices[0]?.message.content).toBe('second try');
  }, 30_000);

  it('fails with the reason after three tries when the provider hangs past the timeout', async () => {
    const id = await saveDocumentOk(server, alice.token, privateDocument());
    llm.reply('hang', 'hang', 'hang');
    const before = llm.requests.length;
    const { suggestion } = await requestSuggestionOk(server, alice.token, id);
    const failed = await waitForSuggestion(server, alice.token, id, suggestion.id, 30_000);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, error: 'provider_timeout', choices: [] });
    expect(llm.requests.length - before).toBe(3);
  }, 40_000);

  it('does not start a second job while one waits for the same version; a new version starts one', async () => {
    const id = await saveDocumentOk(server, alice.token, privateDocument());
    llm.reply('hang');
    const first = await requestSuggestionOk(server, alice.token, id);
    const second = await requestSuggestionOk(server, alice.token, id);
    expect(second.created).toBe(false);
    expect(second.suggestion.id).toBe(first.suggestion.id);

    await saveDocumentOk(server, alice.token, { ...privateDocument(), id });
    const third = await requestSuggestionOk(server, alice.token, id);
    expect(third.created).toBe(true);
    expect(third.suggestion.document_version).toBe(2);

    const listed = await listSuggestionsOk(server, alice.token, id);
    expect(listed.map((s) => s.id)).toEqual([third.suggestion.id, first.suggestion.id]);
    await waitForSuggestion(server, alice.token, id, third.suggestion.id);
  }, 30_000);

  it('a request whose job was lost (still queued after 10 minutes) no longer blocks a new one', async () => {
    const id = await saveDocumentOk(server, alice.token, privateDocument());
    // A request stored by a process that died before it queued the job: a row, and no job.
    const [lost] = await server.database.db
      .insert(suggestions)
      .values({
        documentId: id,
        documentVersion: 1,
        locale: 'en',
        provider: 'openai-compatible',
        model: 'test-model',
        createdAt: new Date(Date.now() - (lostQueuedSuggestionMinutes + 1) * 60_000),
      })
      .returning();
    llm.reply({ content: 'a plan' });
    const fresh = await requestSuggestionOk(server, alice.token, id);
    expect(fresh.created).toBe(true);
    expect(fresh.suggestion.id).not.toBe(lost!.id);
    const listed = await listSuggestionsOk(server, alice.token, id);
    expect(listed.find((s) => s.id === lost!.id)).toMatchObject({ status: 'failed', error: 'job_lost' });
    await waitForSuggestion(server, alice.token, id, fresh.suggestion.id);
  }, 30_000);

  it("answers another user's document like a missing one (404)", async () => {
    const id = await saveDocumentOk(server, alice.token, privateDocument());
    for (const [method, path] of [
      ['POST', `/api/suggest/${id}`],
      ['GET', `/api/suggest/${id}`],
      ['GET', `/api/suggest/${id}/preview`],
      ['POST', '/api/suggest/999999'],
      ['POST', '/api/suggest/abc'],
    ] as const) {
      const response = await call(server, method, path, { token: bob.token, locale: 'en' });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ code: 'not_found', message: 'The document does not exist.' });
    }
    expect(await listSuggestionsOk(server, alice.token, id)).toEqual([]);
  });

  it('needs a signed-in user and refuses a body', async () => {
    const id = await saveDocumentOk(server, alice.token, privateDocument());
    expect((await call(server, 'POST', `/api/suggest/${id}`)).status).toBe(401);
    const big = await call(server, 'POST', `/api/suggest/${id}`, {
      token: alice.token,
      body: { padding: 'x'.repeat(4096) },
    });
    expect(big.status).toBe(413);
    expect((await requestSuggestion(server, alice.token, id)).status).toBe(202);
  });
});
