import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestionListSchema, type Suggestion } from '@icf/shared';
import { sampleDocument } from '../documents/document-api';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { testDatabaseKinds, withAdminClient, type TestDatabaseKind } from '../support/test-databases';
import { icfDataDir } from '../support/test-server';

async function json<T>(server: ServerProcess, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A suggestion whose process is killed while the provider is still writing is not left "running": on an
 * early try the next process writes it again (decision record 0025: job heartbeats), on the last try the
 * user sees it failed and may ask again (decision record 0030: the given-up queue).
 */
describe.each(testDatabaseKinds)(
  'a suggestion job whose server was killed on %s',
  (kind: TestDatabaseKind) => {
    let llm: FakeLlmServer;
    let dataDir: string;
    let databaseUrl = '';
    let dropDatabase = async () => {};
    let running: ServerProcess | undefined;

    beforeAll(async () => {
      llm = await startFakeLlmServer();
      dataDir = mkdtempSync(path.join(tmpdir(), 'icf-kill-'));
      if (kind === 'postgres') {
        const serverUrl = process.env.DATABASE_URL!;
        const name = `icf_kill_${process.pid}_${randomBytes(4).toString('hex')}`;
        await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        databaseUrl = url.toString();
        dropDatabase = () =>
          withAdminClient(serverUrl, (client) =>
            client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
          ).then(() => undefined);
      }
    });
    afterAll(async () => {
      await running?.kill();
      await llm.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const start = async () => {
      running = await startServerProcess({
        ICF_DATA_DIR: icfDataDir,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LLM_BASE_URL: llm.baseUrl,
        LLM_API_KEY: 'test-key',
        LLM_TIMEOUT_MS: '600000',
      });
      return running;
    };
    const killRunning = async () => {
      await running?.kill();
      running = undefined;
    };

    /** A new account with one saved document, on the running server. */
    async function savedDocument(server: ServerProcess): Promise<{ token: string; id: number }> {
      const { token } = await json<{ token: string }>(server, 'POST', '/api/register', undefined, {
        name: 'Kim Therapist',
        email: `kill.${randomBytes(4).toString('hex')}@example.org`,
        password: 'correct horse battery',
        password_confirmation: 'correct horse battery',
      });
      const { id } = await json<{ id: number }>(
        server,
        'POST',
        '/api/document/save',
        token,
        sampleDocument(),
      );
      return { token, id };
    }

    /** Waits until the suggestion has finished, one way or the other. */
    const finished = (server: ServerProcess, token: string, id: number) =>
      until(
        async () =>
          suggestionListSchema.parse(await json(server, 'GET', `/api/suggest/${id}`, token))
            .data[0] as Suggestion,
        (suggestion) => suggestion.status === 'done' || suggestion.status === 'failed',
      );

    it('runs again after a restart and finishes', async () => {
      const server = await start();
      const { token, id } = await savedDocument(server);
      const requestsBefore = llm.requests.length;

      // The provider never answers the first try: the job is active, mid-call, when the process dies.
      llm.reply('hang');
      await json(server, 'POST', `/api/suggest/${id}`, token);
      await until(
        async () => llm.requests.length,
        (count) => count >= requestsBefore + 1,
      );
      await killRunning();

      llm.fallback = { content: 'Goal 1: walk 50 m (d450 from 3 to 2).' };
      const done = await finished(await start(), token, id);
      expect(done).toMatchObject({ status: 'done', error: null });
      expect(done.choices[0]?.message.content).toBe('Goal 1: walk 50 m (d450 from 3 to 2).');
      expect(llm.requests.length).toBe(requestsBefore + 2);
      await killRunning();
    }, 120_000);

    it('is failed, not left running, when its last try dies with the process', async () => {
      const server = await start();
      const { token, id } = await savedDocument(server);
      const requestsBefore = llm.requests.length;

      // Two tries fail (retried after 5 and 10 s), the third and last hangs until the process is killed.
      llm.reply({ status: 500 }, { status: 500 }, 'hang');
      await json(server, 'POST', `/api/suggest/${id}`, token);
      await until(
        async () => llm.requests.length,
        (count) => count >= requestsBefore + 3,
      );
      await killRunning();

      const failed = await finished(await start(), token, id);
      expect(failed).toMatchObject({ status: 'failed', error: 'job_lost' });
      // Given up, not tried a fourth time.
      expect(llm.requests.length).toBe(requestsBefore + 3);
    }, 150_000);
  },
);
