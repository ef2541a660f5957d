import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCheckResultSchema, catalogueImportResultSchema } from '@icf/shared';
import { auditLog, catalogueImports, institutionCoreSets } from '../../src/db/schema';
import { fixtureSet } from '../catalogue/catalogue-files';
import { call } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { registerAdmin } from './admin-api';

/** PostgreSQL stores no NUL: a list file holding one is refused with the reason, and nothing is stored. */
describe.each(testDatabaseKinds)('NUL in an institution list file on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await registerAdmin(server));
  });
  afterAll(() => server.close());

  async function storedRows(): Promise<number[]> {
    const { db } = server.database;
    return Promise.all(
      [catalogueImports, institutionCoreSets, auditLog].map(
        async (table) => (await db.select({ rows: count() }).from(table))[0]!.rows,
      ),
    );
  }

  const jsonFile = (set: Record<string, unknown>) =>
    JSON.stringify({ format: 'icf-institution-core-sets/1', sets: [set] });

  it.each(['check', 'import'])('%s: a NUL byte in the file is a 422 naming the content', async (call_) => {
    const before = await storedRows();
    for (const content of [
      jsonFile(fixtureSet()).replace('"fixture-a"', '"fixture-a\u0000"'),
      `condition,context\nfixture\u0000,post-acute\n`,
    ]) {
      const response = await call(server, 'POST', `/api/admin/catalogue/${call_}`, {
        token,
        locale: 'en',
        body: { file_name: content.startsWith('{') ? 'lists.json' : 'lists.csv', content },
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        errors: { content: ['The file content field contains characters that cannot be stored.'] },
      });
    }
    expect(await storedRows()).toEqual(before);
  });

  it.each(['check', 'import'])(
    '%s: a NUL written as \\u0000 in the JSON is refused in the report, and nothing is stored',
    async (call_) => {
      const before = await storedRows();
      const set = fixtureSet();
      for (const content of [
        jsonFile({ ...set, source: 'Institution\u0000 handbook' }),
        jsonFile({ ...set, brief: ['b280\u0000'] }),
        jsonFile({ ...set, name: { en: 'Name\u0000', kr: '이름' } }),
      ]) {
        expect(content).not.toContain('\u0000');
        const response = await call(server, 'POST', `/api/admin/catalogue/${call_}`, {
          token,
          locale: 'en',
          body: { file_name: 'lists.json', content },
        });
        expect(response.status).toBe(200);
        const body = await response.json();
        const result =
          call_ === 'check'
            ? catalogueCheckResultSchema.parse(body)
            : catalogueImportResultSchema.parse(body);
        expect(result.verdict).toBe('refused');
        expect(result.report.errors).toEqual([
          expect.objectContaining({
            rule: 'unreadable-file',
            message: expect.stringMatching(/cannot be stored/),
          }),
        ]);
      }
      // A refused import keeps its report (as every refused import does) but no list and no NUL.
      const after = await storedRows();
      expect(after[1]).toBe(before[1]);
      if (call_ === 'check') expect(after).toEqual(before);
    },
  );
});
