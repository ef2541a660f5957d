import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';

/** Decision 0029: the small profile sizes PostgreSQL for one process; fast keeps PostgreSQL's defaults. */
describe('PGlite profiles', () => {
  it.each([
    ['small', '16MB', '16MB'],
    ['fast', '128MB', '64MB'],
  ] as const)('%s: shared_buffers %s, maintenance_work_mem %s', async (profile, buffers, maintenance) => {
    const database = await openDatabase({ dataDir: 'memory://', pgliteProfile: profile });
    try {
      const shown = async (setting: string) =>
        ((await database.executeSql(`SHOW ${setting}`)).rows[0] as Record<string, string>)[setting];
      expect(await shown('shared_buffers')).toBe(buffers);
      expect(await shown('maintenance_work_mem')).toBe(maintenance);
    } finally {
      await database.close();
    }
  });
});
