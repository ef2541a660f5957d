import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleDocument } from '../documents/document-api';
import { runCliCommand, startServerProcess, type ServerProcess } from '../support/server-process';
import { testDatabaseKinds, withAdminClient, type TestDatabaseKind } from '../support/test-databases';

interface Writer {
  token: string;
  /** Document id → checksum of its content, for every save the server acknowledged. */
  acknowledged: Map<number, string>;
}

/** What must come back byte for byte: the document's content as the API answers it. */
function checksumOf(document: { info: unknown; sets: unknown; data: unknown }): string {
  return createHash('sha256')
    .update(JSON.stringify([document.info, document.sets, document.data]))
    .digest('hex');
}

/** Two places for a database: the one the running server writes, and an empty one to restore into. */
async function databasePair(kind: TestDatabaseKind) {
  if (kind === 'pglite') {
    const folders = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'icf-backup-')));
    return {
      envs: folders.map((folder) => ({ DATA_DIR: folder })),
      drop: async () => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })),
    };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const names = [0, 1].map(() => `icf_backup_${process.pid}_${randomBytes(4).toString('hex')}`);
  await withAdminClient(serverUrl, async (client) => {
    for (const name of names) await client.query(`CREATE DATABASE ${name}`);
  });
  return {
    envs: names.map((name) => {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { DATABASE_URL: url.toString(), DATA_DIR: 'memory://' };
    }),
    drop: () =>
      withAdminClient(serverUrl, async (client) => {
        for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

describe.each(testDatabaseKinds)('backup while the server writes, and restore, on %s', (kind) => {
  let pair: Awaited<ReturnType<typeof databasePair>>;
  let folder: string;
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    pair = await databasePair(kind);
    folder = mkdtempSync(path.join(tmpdir(), 'icf-backup-file-'));
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    await pair.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  async function api(server: ServerProcess, method: string, apiPath: string, token?: string, body?: unknown) {
    const response = await fetch(`${server.url}${apiPath}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function saveOne(server: ServerProcess, writer: Writer, label: string): Promise<void> {
    const saved = await api(
      server,
      'POST',
      '/api/document/save',
      writer.token,
      sampleDocument({ description: label }),
    );
    expect(saved.status).toBe(200);
    const id = saved.body.id as number;
    const read = await api(server, 'GET', `/api/document/${id}`, writer.token);
    writer.acknowledged.set(id, checksumOf(read.body as { info: unknown; sets: unknown; data: unknown }));
  }

  it('keeps every document acknowledged before the backup began, byte for byte, and serves it after a restore', async () => {
    const [sourceEnv, targetEnv] = pair.envs as unknown as [Record<string, string>, Record<string, string>];
    const source = await startServerProcess(sourceEnv);
    running.push(source);
    const writers: Writer[] = [];
    for (let i = 0; i < 3; i++) {
      const password = 'correct horse battery';
      const registered = await api(source, 'POST', '/api/register', undefined, {
        name: `Writer ${i} 치료사`,
        email: `writer-${i}-${randomBytes(3).toString('hex')}@example.org`,
        password,
        password_confirmation: password,
      });
      expect(registered.status).toBe(200);
      writers.push({ token: registered.body.token as string, acknowledged: new Map() });
    }
    for (const writer of writers)
      for (let n = 0; n < 3; n++) await saveOne(source, writer, `before ${n} 평가`);

    // Several clients keep saving while the backup runs.
    let writing = true;
    const loops = writers.map(async (writer, i) => {
      let n = 0;
      while (writing) await saveOne(source, writer, `during ${i}.${n++} 평가`);
    });
    const beforeBackup = writers.map((writer) => new Map(writer.acknowledged));
    const file = path.join(folder, 'backup');
    const backup = await runCliCommand('backup', [file], sourceEnv);
    writing = false;
    await Promise.all(loops);
    expect(backup.code, backup.output).toBe(0);
    // Only the service's account reads a backup, whichever database it comes from.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The clients did write while the backup ran.
    const savedDuring = writers.reduce(
      (sum, writer, i) => sum + writer.acknowledged.size - beforeBackup[i]!.size,
      0,
    );
    expect(savedDuring).toBeGreaterThan(0);
    if (kind === 'pglite') expect(backup.output).toContain('from the running server');
    await source.stop();

    // A database that holds data is never overwritten.
    const refused = await runCliCommand('restore', [file], sourceEnv);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Refused:');

    const restored = await runCliCommand('restore', [file], targetEnv);
    expect(restored.code, restored.output).toBe(0);
    const target = await startServerProcess(targetEnv);
    running.push(target);
    for (const [i, writer] of writers.entries()) {
      for (const [id, checksum] of beforeBackup[i]!) {
        const read = await api(target, 'GET', `/api/document/${id}`, writer.token);
        expect(read.status).toBe(200);
        expect(checksumOf(read.body as { info: unknown; sets: unknown; data: unknown })).toBe(checksum);
      }
      // A save made while the backup ran is in it whole, or not at all.
      for (const [id, checksum] of writer.acknowledged) {
        if (beforeBackup[i]!.has(id)) continue;
        const read = await api(target, 'GET', `/api/document/${id}`, writer.token);
        if (read.status === 200) {
          expect(checksumOf(read.body as { info: unknown; sets: unknown; data: unknown })).toBe(checksum);
        } else {
          expect(read.status).toBe(404);
        }
      }
      const list = await api(target, 'GET', '/api/document/all', writer.token);
      expect(list.status).toBe(200);
      expect(list.body.total as number).toBeGreaterThanOrEqual(beforeBackup[i]!.size);
    }
    await target.stop();
  }, 400_000);
});
