import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { SchemaVersionError, shippedMigrations } from '../../src/db/schema-version';
import { repositoryRoot } from '../../src/server-paths';
import { compiledServer } from '../support/server-process';
import { createTestDatabase, testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Decision 0040: a build older than the database's schema refuses to start and names the schema version it
 * needs; readiness (`/api/health/ready`) says whether the database answers and holds this build's schema.
 */
const shipped = shippedMigrations();
/** What a later release's migration leaves in the database: a row this build does not know. */
const laterMigration = shipped.at(-1)!.when + 86_400_000;

async function recordLaterMigration(database: DatabaseHandle): Promise<void> {
  await database.executeSql('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
    'a-later-release',
    laterMigration,
  ]);
}

describe.each(testDatabaseKinds)('schema version on %s', (kind) => {
  it('refuses to migrate a database a newer build migrated, naming the schema version it needs', async () => {
    const database = await createTestDatabase(kind);
    try {
      // The build's own database migrates (again) without complaint.
      await database.migrate();
      await recordLaterMigration(database);
      const refusal = await database.migrate().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(SchemaVersionError);
      const needed = shipped.length + 1;
      expect((refusal as Error).message).toContain(`it is at schema version ${needed}`);
      expect((refusal as Error).message).toContain(`this build is at schema version ${shipped.length}`);
      expect((refusal as Error).message).toContain(
        `Run a release whose schema version is ${needed} or higher`,
      );
      expect((refusal as Error).message).toContain(new Date(laterMigration).toISOString());
    } finally {
      await database.close();
    }
  }, 120_000);

  describe('readiness', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(() => server.close().catch(() => undefined));

    it('is ready when the database answers and records this build’s migrations', async () => {
      const response = await server.request('/api/health/ready');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: 'ready',
        database: kind,
        schemaVersion: shipped.length,
      });
    });

    it('is not ready while a migration is missing or unknown', async () => {
      await server.database.executeSql('delete from drizzle.__drizzle_migrations where created_at = $1', [
        shipped.at(-1)!.when,
      ]);
      const missing = await server.request('/api/health/ready');
      expect(missing.status).toBe(503);
      expect(await missing.json()).toEqual({
        status: 'not_ready',
        reason: 'migrations_pending',
        database: kind,
      });
      await server.database.executeSql(
        'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
        ['restored', shipped.at(-1)!.when],
      );
      expect((await server.request('/api/health/ready')).status).toBe(200);
      await recordLaterMigration(server.database);
      const unknown = await server.request('/api/health/ready');
      expect(unknown.status).toBe(503);
      expect(await unknown.json()).toMatchObject({ reason: 'migrations_pending' });
      await server.database.executeSql('delete from drizzle.__drizzle_migrations where created_at = $1', [
        laterMigration,
      ]);
    });

    it('is not ready when the database does not answer, while liveness fails', async () => {
      await server.database.close();
      const response = await server.request('/api/health/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'not_ready',
        reason: 'database_unreachable',
        database: kind,
      });
      expect((await server.request('/api/health')).status).toBe(500);
    });
  });
});

describe('a server started on a newer database (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-newer-schema-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with one line naming the schema version it needs', async () => {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    await recordLaterMigration(database);
    await database.close();

    const child = spawn(process.execPath, [compiledServer], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A build that started anyway would run until killed: the test ends it either way.
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    expect(code, output).toBe(1);
    expect(output).toContain(
      `Cannot start: The database's schema is newer than this build: it is at schema version ${shipped.length + 1}`,
    );
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);
});
