import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsageSchema, type AdminUsage } from '@icf/shared';
import { createOfflineWriter } from '../../src/features/suggestions/offline-writer';
import { ProviderError, type SuggestionWriter } from '../../src/features/suggestions/suggestion-provider';
import { call, registerUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { sampleDocument, saveDocumentOk } from '../documents/document-api';
import { requestSuggestionOk, waitForSuggestion } from '../suggestions/suggestion-api';
import { registerAdmin } from './admin-api';

/** The offline writer behind a switch: while `refusing`, every try fails for good (provider_refused). */
function switchableWriter() {
  const offline = createOfflineWriter();
  const state = { refusing: true };
  const writer: SuggestionWriter = {
    provider: offline.provider,
    model: offline.model,
    write: (messages, input) =>
      state.refusing
        ? Promise.reject(new ProviderError('provider_refused', false, 'refused by the test'))
        : offline.write(messages, input),
  };
  return { writer, state };
}

describe.each(testDatabaseKinds)('usage and failed jobs on %s', (kind) => {
  let server: TestServer;
  const { writer, state } = switchableWriter();
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { suggestions: { writer } });
  }, 60_000);
  afterAll(() => server.close());

  const usage = async (token: string): Promise<AdminUsage> => {
    const response = await call(server, 'GET', '/api/admin/usage', { token });
    expect(response.status).toBe(200);
    return adminUsageSchema.parse(await response.json());
  };

  it('counts documents per week and suggestions by status, lists a failed job with its reason, and retries it', async () => {
    const admin = await registerAdmin(server);
    const user = await registerUser(server);
    const id = await saveDocumentOk(server, user.token, sampleDocument());
    await saveDocumentOk(server, user.token, sampleDocument({ client: 'second' }));

    const { suggestion } = await requestSuggestionOk(server, user.token, id);
    expect(await waitForSuggestion(server, user.token, id, suggestion.id)).toMatchObject({
      status: 'failed',
      error: 'provider_refused',
    });

    const before = await usage(admin.token);
    expect(before.documents_per_week).toHaveLength(12);
    expect(before.documents_per_week.at(-1)?.count).toBe(2);
    expect(before.documents_per_week.slice(0, -1).every((week) => week.count === 0)).toBe(true);
    expect(before.suggestions_by_status).toEqual({ queued: 0, running: 0, done: 0, failed: 1 });
    // Every job of the server has its queue (suggestions, the reset mail, the pruning); the suggestions' is here.
    expect(before.queue).toContainEqual(expect.objectContaining({ name: 'suggestion.write', failed: 0 }));
    expect(before.failed_jobs).toEqual([
      {
        id: suggestion.id,
        kind: 'suggestion',
        reason: 'provider_refused',
        attempts: 1,
        failed_at: expect.any(String),
      },
    ]);

    state.refusing = false;
    const retried = await call(server, 'POST', `/api/admin/jobs/suggestions/${suggestion.id}/retry`, {
      token: admin.token,
    });
    expect(retried.status, await retried.clone().text()).toBe(202);
    expect(await waitForSuggestion(server, user.token, id, suggestion.id)).toMatchObject({
      status: 'done',
      attempts: 1,
    });
    const after = await usage(admin.token);
    expect(after.suggestions_by_status).toEqual({ queued: 0, running: 0, done: 1, failed: 0 });
    expect(after.failed_jobs).toEqual([]);

    // Only a failed job can be tried again.
    const again = await call(server, 'POST', `/api/admin/jobs/suggestions/${suggestion.id}/retry`, {
      token: admin.token,
      locale: 'en',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'Only a failed job can be tried again.' });

    const audit = await call(server, 'GET', '/api/admin/audit', { token: admin.token });
    const entries = ((await audit.json()) as { data: Record<string, unknown>[] }).data;
    expect(entries.filter((entry) => entry.action === 'job.retry')).toEqual([
      expect.objectContaining({
        target_type: 'suggestion',
        target_id: String(suggestion.id),
        details: { job: 'suggestion.write', previousReason: 'provider_refused' },
      }),
    ]);
  });
});
