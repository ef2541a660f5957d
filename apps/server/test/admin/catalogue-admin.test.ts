import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCheckResultSchema, catalogueImportResultSchema } from '@icf/shared';
import { call } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { fixtureSet } from '../catalogue/catalogue-files';
import { registerAdmin } from './admin-api';

const fileOf = (sets: Array<Record<string, unknown>>) => ({
  file_name: 'lists.json',
  content: JSON.stringify({ format: 'icf-institution-core-sets/1', sets }),
});

describe.each(testDatabaseKinds)('institution lists in the admin area on %s', (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await registerAdmin(server);
  });
  afterAll(() => server.close());

  const post = (path: string, body?: unknown) => call(server, 'POST', path, { token: admin.token, body });

  it('checks without storing, imports, lists and withdraws, with the administrator in the audit log', async () => {
    const checked = await post('/api/admin/catalogue/check', fileOf([fixtureSet()]));
    expect(checked.status).toBe(200);
    const report = catalogueCheckResultSchema.parse(await checked.json());
    expect(report).toMatchObject({ verdict: 'acceptable', report: { errors: [], warnings: [] } });
    expect(report.report.sets).toEqual([expect.objectContaining({ key: 'fixture-a/post-acute' })]);
    const empty = await call(server, 'GET', '/api/admin/catalogue', { token: admin.token });
    expect(await empty.json()).toEqual({ data: [] });

    const imported = await post('/api/admin/catalogue/import', fileOf([fixtureSet()]));
    expect(imported.status).toBe(201);
    const outcome = catalogueImportResultSchema.parse(await imported.json());
    expect(outcome).toMatchObject({
      accepted: true,
      created_set_ids: [expect.stringMatching(/^institution-/)],
    });
    const setId = outcome.created_set_ids[0]!;

    const listed = await call(server, 'GET', '/api/admin/catalogue', { token: admin.token });
    expect(await listed.json()).toEqual({
      data: [
        expect.objectContaining({
          id: setId,
          condition: 'fixture-a',
          brief_count: 2,
          comprehensive_count: 5,
        }),
      ],
    });

    const withdrawn = await post(`/api/admin/catalogue/${setId}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect((await post(`/api/admin/catalogue/${setId}/withdraw`)).status).toBe(404);

    const audit = await call(server, 'GET', '/api/admin/audit', { token: admin.token });
    const entries = ((await audit.json()) as { data: Record<string, unknown>[] }).data;
    const actor = `${admin.email} (user ${admin.id})`;
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'catalogue.withdraw', target_id: setId, actor }),
      expect.objectContaining({ action: 'catalogue.import', target_id: String(outcome.import_id), actor }),
    ]);
  });

  it('refuses a file with errors whole, and a file with warnings until they are accepted', async () => {
    const bad = await post('/api/admin/catalogue/import', fileOf([fixtureSet({ brief: ['d450', 'x999'] })]));
    expect(bad.status).toBe(200);
    expect(await bad.json()).toMatchObject({ accepted: false, verdict: 'refused', created_set_ids: [] });

    await post('/api/admin/catalogue/import', fileOf([fixtureSet({ condition: 'fixture-b' })]));
    // Replacing a live list is a warning.
    const replacing = fileOf([fixtureSet({ condition: 'fixture-b' })]);
    const unaccepted = await post('/api/admin/catalogue/import', replacing);
    expect(await unaccepted.json()).toMatchObject({ accepted: false, verdict: 'needs-acceptance' });
    const accepted = await post('/api/admin/catalogue/import', { ...replacing, accept_warnings: true });
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toMatchObject({ accepted: true, withdrawn_set_ids: [expect.any(String)] });
  });

  it('answers a short report to a 1 MB file full of problems: 50 listed, every rule counted', async () => {
    const longName = '긴 이름 '.repeat(40);
    const unknownCodes = Array.from({ length: 60 }, (_, index) => `b${9000 + index}`);
    const manySets = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        fixtureSet({
          condition: `fixture-${index}`,
          name: { en: longName, kr: longName },
          brief: ['d450', 'd450', ...unknownCodes],
          comprehensive: ['b130', ...unknownCodes],
        }),
      );
    // As many sets as a file may hold (1,000), as long as the file stays within 1 MB.
    let count = 1000;
    while (JSON.stringify(fileOf(manySets(count))).length > 1_000_000) count -= 50;
    const unreadable = JSON.stringify({
      format: 'icf-institution-core-sets/1',
      sets: Array.from({ length: 1000 }, (_, index) => ({ condition: index, context: [], brief: {} })),
    });
    for (const content of [
      JSON.stringify({ format: 'icf-institution-core-sets/1', sets: manySets(count) }),
      unreadable,
    ]) {
      expect(content.length).toBeLessThanOrEqual(1_000_000);
      for (const call of ['check', 'import']) {
        const response = await post(`/api/admin/catalogue/${call}`, { file_name: 'lists.json', content });
        const text = await response.text();
        expect(text.length, call).toBeLessThanOrEqual(64 * 1024);
        const { report } = catalogueCheckResultSchema.parse(JSON.parse(text));
        expect(report.errors_total, JSON.stringify(report.errors.slice(0, 2))).toBeGreaterThan(50);
        expect(report.errors.length + report.warnings.length).toBeLessThanOrEqual(50);
        expect(report.counts.reduce((sum, rule) => sum + rule.count, 0)).toBe(
          report.errors_total + report.warnings_total,
        );
        expect(report.sets.length).toBeLessThanOrEqual(50);
      }
    }
  });

  it('answers 422 per field for a missing file', async () => {
    const response = await call(server, 'POST', '/api/admin/catalogue/check', {
      token: admin.token,
      body: { file_name: '', content: '' },
      locale: 'en',
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      file_name: ['The file name field is required.'],
      content: ['The file content field is required.'],
    });
  });
});
