import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { auditLog, catalogueImports, institutionCoreSets } from '../../src/db/schema';
import {
  createCatalogueReference,
  type CatalogueReference,
} from '../../src/features/catalogue/catalogue-reference';
import { importInstitutionCoreSets } from '../../src/features/catalogue/import-institution-core-sets';
import { checkInstitutionCoreSetImport } from '../../src/features/catalogue/check-institution-core-set-import';
import { listInstitutionCoreSets } from '../../src/features/catalogue/list-institution-core-sets';
import { withdrawInstitutionCoreSet } from '../../src/features/catalogue/withdraw-institution-core-set';
import { AppError } from '../../src/errors/app-error';
import { createTestDatabase, testDatabaseKinds } from '../support/test-databases';
import { loadTestIcfData } from '../support/test-server';
import { firstOfficialBriefSet, fixtureSet, jsonFile } from './catalogue-files';

describe.each(testDatabaseKinds)('institution core-set imports on %s', (kind) => {
  let database: DatabaseHandle;
  let reference: CatalogueReference;
  let official: ReturnType<typeof firstOfficialBriefSet>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const icf = await loadTestIcfData();
    reference = createCatalogueReference(icf);
    official = firstOfficialBriefSet(icf.coreSetGroups);
  });
  afterAll(() => database.close());

  const importsOf = (sha: string) =>
    database.db.select().from(catalogueImports).where(eq(catalogueImports.fileSha256, sha));
  const auditOf = (action: string, targetId: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, targetId))
      .then((rows) => rows.filter((row) => row.action === action));
  const setsOf = (importId: number) =>
    database.db
      .select()
      .from(institutionCoreSets)
      .where(eq(institutionCoreSets.importId, importId))
      .orderBy(asc(institutionCoreSets.id));

  it('accepts a clean file: stores its lists, the import record and an audit entry', async () => {
    const request = jsonFile([fixtureSet(), fixtureSet({ context: 'acute', brief: null })]);
    const outcome = await importInstitutionCoreSets(database.db, reference, request);

    expect(outcome).toMatchObject({ accepted: true, verdict: 'acceptable', withdrawnSetIds: [] });
    expect(outcome.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(outcome.report.errors).toEqual([]);
    expect(outcome.createdSetIds).toHaveLength(2);

    const [record] = await importsOf(outcome.fileSha256);
    expect(record).toMatchObject({
      id: outcome.importId,
      fileName: 'lists.json',
      importedBy: 'admin@example.org',
      accepted: true,
      report: outcome.report,
    });
    const rows = await setsOf(outcome.importId);
    expect(rows.map((row) => [row.condition, row.context, row.withdrawnAt])).toEqual([
      ['fixture-a', 'post-acute', null],
      ['fixture-a', 'acute', null],
    ]);
    expect(rows[0]).toMatchObject({
      group: 'neurological',
      name: 'Fixture A (test list)',
      nameTranslation: '예시 A (시험용)',
      brief: ['d450', 'b130'],
      source: 'Test fixture, not a publication',
    });
    const [audit] = await auditOf('catalogue.import', String(outcome.importId));
    expect(audit).toMatchObject({
      actor: 'admin@example.org',
      targetType: 'catalogue_import',
      details: {
        fileName: 'lists.json',
        fileSha256: outcome.fileSha256,
        accepted: true,
        createdSetIds: outcome.createdSetIds,
      },
    });

    const listed = await listInstitutionCoreSets(database.db);
    const [briefSet, comprehensiveOnly] = outcome.createdSetIds.map((id) =>
      listed.find((entry) => entry.set.id === id)!,
    );
    expect(briefSet).toEqual({
      groupKey: 'neurological',
      set: {
        id: outcome.createdSetIds[0],
        name: 'Fixture A (test list)',
        name_translation: '예시 A (시험용)',
        codes: ['b130', 'd450'],
        codes_diff: ['b280', 'd455', 'e310'],
        list: 'brief',
        condition: 'fixture-a',
        context: 'post-acute',
        sources: [{ citation: 'Test fixture, not a publication', url: null }],
        provenance: {
          kind: 'institution',
          source: 'Test fixture, not a publication',
          importedAt: rows[0]!.createdAt.toISOString(),
          counts: { b: 1, s: 0, d: 1, e: 0, total: 2 },
          comprehensiveCounts: { b: 2, s: 0, d: 2, e: 1, total: 5 },
        },
      },
    });
    expect(comprehensiveOnly!.set).toMatchObject({
      list: 'comprehensive',
      codes: ['b130', 'b280', 'd450', 'd455', 'e310'],
      codes_diff: [],
      provenance: { comprehensiveCounts: { total: 5 } },
    });
  });

  it('places a general list beside the official general sets', async () => {
    const outcome = await importInstitutionCoreSets(
      database.db,
      reference,
      jsonFile([fixtureSet({ condition: 'fixture-general', group: 'general', context: 'any' })]),
    );
    const listed = await listInstitutionCoreSets(database.db);
    expect(listed.find((entry) => entry.set.id === outcome.createdSetIds[0])!.groupKey).toBe(
      'rehabilitation',
    );
  });

  it('refuses a file with errors whole, keeping only the import record with its report', async () => {
    const before = await listInstitutionCoreSets(database.db);
    const request = jsonFile([
      fixtureSet({ condition: 'fixture-refused' }),
      fixtureSet({ condition: 'fixture-refused-2', brief: ['b130', 'b99999'] }),
    ]);
    const outcome = await importInstitutionCoreSets(database.db, reference, {
      ...request,
      acceptWarnings: true,
    });

    expect(outcome).toMatchObject({ accepted: false, verdict: 'refused', createdSetIds: [] });
    expect(outcome.report.errors.map((issue) => issue.rule).sort()).toEqual([
      'brief-not-in-comprehensive',
      'count-mismatch',
      'unknown-code',
    ]);
    const [record] = await importsOf(outcome.fileSha256);
    expect(record).toMatchObject({ accepted: false, report: outcome.report });
    expect(await setsOf(outcome.importId)).toEqual([]);
    expect(await listInstitutionCoreSets(database.db)).toEqual(before);
    const [audit] = await auditOf('catalogue.import', String(outcome.importId));
    expect(audit!.details).toMatchObject({ accepted: false, errors: 3, fileSha256: outcome.fileSha256 });
  });

  it('refuses an unreadable file with its problems in the report', async () => {
    const outcome = await importInstitutionCoreSets(database.db, reference, {
      ...jsonFile([]),
      fileName: 'lists.csv',
      content: new TextEncoder().encode('condition,context\nfixture-a,any\n'),
    });
    expect(outcome.accepted).toBe(false);
    expect(outcome.report.errors[0]).toMatchObject({ rule: 'unreadable-file' });
    expect(outcome.report.errors[0]!.message).toContain('missing column(s)');
    expect(await importsOf(outcome.fileSha256)).toHaveLength(1);
  });

  it('refuses warnings unless they are accepted', async () => {
    const differing = [...official.codes.slice(1), 'e310'].filter(
      (code, index, all) => all.indexOf(code) === index,
    );
    const request = jsonFile([
      fixtureSet({
        condition: official.condition,
        context: official.context,
        group: 'others',
        brief: differing,
        comprehensive: null,
        publishedCounts: undefined,
      }),
    ]);

    const checked = await checkInstitutionCoreSetImport(database.db, reference, request);
    expect(checked.verdict).toBe('needs-acceptance');

    const refused = await importInstitutionCoreSets(database.db, reference, request);
    expect(refused).toMatchObject({ accepted: false, verdict: 'needs-acceptance', createdSetIds: [] });
    expect(refused.report.warnings).toEqual([
      expect.objectContaining({
        rule: 'differs-from-official',
        list: 'brief',
        missingCodes: [official.codes[0]],
      }),
    ]);
    expect(await setsOf(refused.importId)).toEqual([]);

    const accepted = await importInstitutionCoreSets(database.db, reference, {
      ...request,
      acceptWarnings: true,
    });
    expect(accepted).toMatchObject({ accepted: true, verdict: 'needs-acceptance' });
    expect(accepted.fileSha256).toBe(refused.fileSha256);
    expect(await importsOf(accepted.fileSha256)).toEqual([
      expect.objectContaining({ accepted: false }),
      expect.objectContaining({ accepted: true }),
    ]);
    const [audit] = await auditOf('catalogue.import', String(accepted.importId));
    expect(audit!.details).toMatchObject({ accepted: true, warningsAccepted: true });
    // Institution lists stand beside the official one; the catalogue itself is untouched.
    const listed = await listInstitutionCoreSets(database.db);
    expect(listed.find((entry) => entry.set.id === accepted.createdSetIds[0])!.set).toMatchObject({
      condition: official.condition,
      provenance: { kind: 'institution' },
    });
  });

  it('replaces a live list of the same condition and context only when the warning is accepted', async () => {
    const first = await importInstitutionCoreSets(
      database.db,
      reference,
      jsonFile([fixtureSet({ condition: 'fixture-replaced' })]),
    );
    const second = jsonFile([
      fixtureSet({ condition: 'fixture-replaced', brief: ['b130'], publishedCounts: undefined }),
    ]);
    const refused = await importInstitutionCoreSets(database.db, reference, second);
    expect(refused.report.warnings).toEqual([
      expect.objectContaining({ rule: 'replaces-institution-list', set: 'fixture-replaced/post-acute' }),
    ]);
    expect(refused.accepted).toBe(false);

    const accepted = await importInstitutionCoreSets(database.db, reference, {
      ...second,
      acceptWarnings: true,
    });
    expect(accepted.withdrawnSetIds).toEqual(first.createdSetIds);
    const listed = (await listInstitutionCoreSets(database.db)).filter(
      (entry) => entry.set.condition === 'fixture-replaced',
    );
    expect(listed.map((entry) => entry.set.id)).toEqual(accepted.createdSetIds);
    const [audit] = await auditOf('catalogue.withdraw', first.createdSetIds[0]!);
    expect(audit!.details).toMatchObject({ reason: 'replaced', replacedByImportId: accepted.importId });
  });

  it('withdraws a list: it leaves the list, its row stays, and the audit log records it', async () => {
    const outcome = await importInstitutionCoreSets(
      database.db,
      reference,
      jsonFile([fixtureSet({ condition: 'fixture-withdrawn' })]),
    );
    const id = outcome.createdSetIds[0]!;
    const row = await withdrawInstitutionCoreSet(database.db, { id, withdrawnBy: 'admin@example.org' });
    expect(row.withdrawnAt).toBeInstanceOf(Date);

    expect((await listInstitutionCoreSets(database.db)).map((entry) => entry.set.id)).not.toContain(id);
    expect(await setsOf(outcome.importId)).toEqual([expect.objectContaining({ id: row.id })]);
    const [audit] = await auditOf('catalogue.withdraw', id);
    expect(audit).toMatchObject({
      actor: 'admin@example.org',
      targetType: 'institution_core_set',
      details: { reason: 'withdrawn', fileSha256: outcome.fileSha256, importId: outcome.importId },
    });

    for (const again of [id, 'institution-999999', 'stroke']) {
      await expect(withdrawInstitutionCoreSet(database.db, { id: again, withdrawnBy: 'x' })).rejects.toThrow(
        AppError,
      );
    }
  });
});
