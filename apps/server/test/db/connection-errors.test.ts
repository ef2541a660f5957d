import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { withAdminClient } from '../support/test-databases';

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL connection errors', () => {
  it('reports an idle connection that the server terminates, instead of crashing the process', async () => {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `icf_conn_${randomBytes(4).toString('hex')}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const errors: Error[] = [];
    const database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: 'memory://',
      onConnectionError: (error) => errors.push(error),
    });
    try {
      await database.db.execute(sql`select 1`);
      await withAdminClient(serverUrl, (client) =>
        client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]),
      );
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      expect(errors[0]?.message).toMatch(/terminating connection/);
      // The pool replaces the lost connection.
      await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    }
  });
});
