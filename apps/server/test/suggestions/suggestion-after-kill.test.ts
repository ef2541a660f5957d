import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestionListSchema, type Suggestion } from '@icf/shared';
import { sampleDocument } from '../documents/document-api';
import { startFakeLlmServer, type FakeLlmServer } from '../support/fake-llm-server';
import { testDatabaseKinds, withAdminClient, type TestDatabaseKind } from '../support/test-databases';
import { icfDataDir } from '../support/test-server';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

interface ChildServer {
  baseUrl: string;
  process: ChildProcess;
}

/** The real entry point in a child process, as `npm start` runs it; resolves once it listens. */
function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ICF_DATA_DIR: icfDataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /"url":"http:\/\/localhost:(\d+)"/.exec(output)?.[1];
      if (port) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ baseUrl: `http://127.0.0.1:${port}`, process: child });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function json<T>(server: ChildServer, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${url}`, {
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
 * A suggestion whose process is killed while the provider is still writing is written again by the next
 * process (decision record 0025: job heartbeats), not left "running" until pg-boss's 600-second expiry.
 */
describe.each(testDatabaseKinds)(
  'a suggestion job whose server was killed on %s',
  (kind: TestDatabaseKind) => {
    let llm: FakeLlmServer;
    let dataDir: string;
    let databaseUrl = '';
    let dropDatabase = async () => {};
    let running: ChildServer | undefined;

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
      if (running) await killHard(running.process);
      await llm.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const env = () => ({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_TIMEOUT_MS: '600000',
      LOG_LEVEL: 'info',
    });

    it('runs again after a restart and finishes', async () => {
      running = await startChildServer(env());
      const { token } = await json<{ token: string }>(running, 'POST', '/api/register', undefined, {
        name: 'Kim Therapist',
        email: `kill.${randomBytes(4).toString('hex')}@example.org`,
        password: 'correct horse battery',
        password_confirmation: 'correct horse battery',
      });
      const { id } = await json<{ id: number }>(
        running,
        'POST',
        '/api/document/save',
        token,
        sampleDocument(),
      );

      // The provider never answers the first try: the job is active, mid-call, when the process dies.
      llm.reply('hang');
      await json(running, 'POST', `/api/suggest/${id}`, token);
      await until(
        async () => llm.requests.length,
        (count) => count >= 1,
      );
      await killHard(running.process);
      running = undefined;

      llm.fallback = { content: 'Goal 1: walk 50 m (d450 from 3 to 2).' };
      running = await startChildServer(env());
      const server = running;
      const done = await until(
        async () =>
          suggestionListSchema.parse(await json(server, 'GET', `/api/suggest/${id}`, token))
            .data[0] as Suggestion,
        (suggestion) => suggestion.status === 'done' || suggestion.status === 'failed',
      );
      expect(done).toMatchObject({ status: 'done', error: null });
      expect(done.choices[0]?.message.content).toBe('Goal 1: walk 50 m (d450 from 3 to 2).');
      expect(llm.requests.length).toBe(2);
    }, 120_000);
  },
);
