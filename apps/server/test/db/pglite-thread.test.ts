import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { startPgliteThread } from '../../src/db/pglite/pglite-thread';
import { serverDistFolder } from '../../src/server-paths';
import { compiledWorkersVariable, workerModule } from '../../src/workers/worker-module';

/**
 * PGlite on its own thread, behind a PostgreSQL socket (decision record 0038): node-postgres must find there
 * what it finds on a PostgreSQL server, although PGlite has one session for every connection.
 */
describe('PGlite on its own thread', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.executeSql('create table notes (id int primary key, text text)');
  });
  afterAll(() => database.close());

  it('gives a new connection a fresh session: no named statement or setting of the one before', async () => {
    await database.executeSql('prepare named_before as select 1');
    await database.executeSql(`set application_name = 'before'`);
    // A failed query makes node-postgres drop its connection; the next query opens a new one.
    await expect(database.executeSql('select 1/0')).rejects.toThrow(/division by zero/);
    await expect(database.executeSql('prepare named_before as select 1')).resolves.toBeDefined();
    const { rows } = await database.executeSql('show application_name');
    expect(rows).toEqual([{ application_name: '' }]);
  });

  it('leaves no aborted transaction behind a failed block of statements (pg-boss sends such blocks)', async () => {
    await expect(
      database.executeSql(`begin; insert into notes values (1, 'kept?'); select 1/0; commit`),
    ).rejects.toThrow(/division by zero/);
    expect((await database.executeSql('select count(*)::int as notes from notes')).rows).toEqual([
      { notes: 0 },
    ]);
  });

  it('moves a 10 MB parameter whole, in the many chunks a socket delivers it in', async () => {
    const text = 'ㄱ'.repeat(3_500_000);
    await database.executeSql('insert into notes values ($1, $2)', [2, text]);
    const { rows } = await database.executeSql(
      'select octet_length(text) as bytes, text = $1 as same from notes where id = 2',
      [text],
    );
    expect(rows).toEqual([{ bytes: Buffer.byteLength(text), same: true }]);
  });

  it('takes the dump only once the transaction open when it was asked for has ended', async () => {
    let dump: Promise<Blob> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (3, 'written in the transaction')`);
      dump = database.dumpDataDir!();
      // The dump waits for the one connection, which this transaction holds.
      await tx.execute(sql`insert into notes values (4, 'written after the dump was asked for')`);
    });
    const restored = await PGlite.create({ loadDataDir: await dump! });
    try {
      const { rows } = await restored.query('select id from notes where id in (3, 4) order by id');
      expect(rows).toEqual([{ id: 3 }, { id: 4 }]);
    } finally {
      await restored.close();
    }
  });
});

describe('a second connection to the PGlite thread', () => {
  it('waits, unread, until the first closes, so it never runs inside the first one’s transaction', async () => {
    const thread = await startPgliteThread({
      dataDir: 'memory://',
      profile: 'small',
      onUnexpectedEnd: (error) => expect.unreachable(error.message),
    });
    const connect = async () => {
      const client = new pg.Client({ host: thread.socketFolder, user: 'postgres', database: 'postgres' });
      await client.connect();
      return client;
    };
    try {
      const first = await connect();
      await first.query('create table notes (id int)');
      await first.query('begin');
      await first.query('insert into notes values (1)');
      let secondSettled = false;
      const second = new pg.Client({ host: thread.socketFolder, user: 'postgres', database: 'postgres' });
      const secondCount = second
        .connect()
        .then(() => second.query('select count(*)::int as notes from notes'))
        .finally(() => (secondSettled = true));
      // The thread keeps serving the first connection meanwhile.
      expect((await first.query('select count(*)::int as notes from notes')).rows).toEqual([{ notes: 1 }]);
      expect(secondSettled).toBe(false);
      await first.end();
      // The first one's open transaction was rolled back before the second began.
      expect((await secondCount).rows).toEqual([{ notes: 0 }]);
      await second.end();
    } finally {
      await thread.close();
    }
  });
});

describe('the PGlite thread ending on its own', () => {
  it('is told at once, and a query waiting on it fails instead of hanging', async () => {
    const ends: Error[] = [];
    const thread = await startPgliteThread({
      dataDir: 'memory://',
      profile: 'small',
      onUnexpectedEnd: (error) => ends.push(error),
    });
    const client = new pg.Client({ host: thread.socketFolder, user: 'postgres', database: 'postgres' });
    client.on('error', () => undefined);
    await client.connect();
    // A crash, as the server sees it: the thread is gone.
    await thread.worker.terminate();
    await expect(client.query('select 1')).rejects.toThrow();
    expect(ends).toHaveLength(1);
    expect(ends[0]!.message).toMatch(/PGlite thread ended/);
    await expect(thread.dumpDataDir()).rejects.toThrow();
  });
});

describe('the PGlite thread started from source, as `npm run dev` starts it', () => {
  /** The server suites run the compiled worker modules (vitest.config.ts); `npm run dev` has no build to run. */
  async function withoutCompiledWorkers(run: () => Promise<void>): Promise<void> {
    const compiledWorkers = process.env[compiledWorkersVariable];
    delete process.env[compiledWorkersVariable];
    try {
      await run();
    } finally {
      if (compiledWorkers !== undefined) process.env[compiledWorkersVariable] = compiledWorkers;
    }
  }
  const threadModule = new URL('../../src/db/pglite/pglite-thread.ts', import.meta.url).href;

  it('is the compiled worker in the server suites, and the TypeScript source through tsx otherwise', async () => {
    expect(process.env[compiledWorkersVariable]).toBe('1');
    expect(workerModule('./pglite-worker', threadModule)).toEqual({
      url: pathToFileURL(path.join(serverDistFolder, 'pglite-worker.js')),
      execArgv: [],
    });
    await withoutCompiledWorkers(async () => {
      const { url, execArgv } = workerModule('./pglite-worker', threadModule);
      expect(url.href).toBe(new URL('../../src/db/pglite/pglite-worker.ts', import.meta.url).href);
      expect(execArgv.join(' ')).toMatch(/--import tsx$/);
    });
  });

  it('loads its TypeScript through tsx and answers SQL', async () => {
    await withoutCompiledWorkers(async () => {
      const thread = await startPgliteThread({
        dataDir: 'memory://',
        profile: 'small',
        onUnexpectedEnd: (error) => expect.unreachable(error.message),
      });
      try {
        const client = new pg.Client({ host: thread.socketFolder, user: 'postgres', database: 'postgres' });
        await client.connect();
        expect((await client.query('select 1 + 1 as two')).rows).toEqual([{ two: 2 }]);
        await client.end();
      } finally {
        await thread.close();
      }
    });
  });
});
