import type { Hono } from 'hono';
import {
  catalogueFileRequestSchema,
  type AdminInstitutionList,
  type CatalogueCheckResult,
  summarizeCoreSetListReport,
  type CatalogueImportResult,
} from '@icf/shared';
import { actorOf } from '../../audit/actor-of';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import { readLocalizedBody } from '../../http/read-localized-body';
import type { IcfData } from '../../icf/load-icf-data';
import { createCatalogueReference } from './catalogue-reference';
import { selectLiveInstitutionCoreSets } from './catalogue-repository';
import { checkInstitutionCoreSetImport } from './check-institution-core-set-import';
import { importInstitutionCoreSets } from './import-institution-core-sets';
import { formatInstitutionCoreSetId } from './institution-core-set-id';
import { withdrawInstitutionCoreSet } from './withdraw-institution-core-set';

/**
 * The admin area's institution core-set lists (decision 0015): the same check, import and withdrawal as the
 * `catalogue:*` commands, over HTTP, with the signed-in administrator as the actor of every audit entry.
 * A file is sent as text with its name (its extension says JSON or CSV).
 */
export function catalogueAdminRoutes(deps: { database: DatabaseHandle; icf: IcfData }): Hono {
  const { db } = deps.database;
  const reference = createCatalogueReference(deps.icf);
  const fileOf = (body: { file_name: string; content: string }) => ({
    fileName: body.file_name.split(/[\\/]/).pop() ?? body.file_name,
    content: new TextEncoder().encode(body.content),
  });

  return endpointRoutes(deps.database)
    .on('listInstitutionCoreSets', async (c) => {
      const rows = await selectLiveInstitutionCoreSets(db);
      return c.json({
        data: rows.map((row) => ({
          id: formatInstitutionCoreSetId(row.id),
          condition: row.condition,
          context: row.context,
          name: row.name,
          name_translation: row.nameTranslation,
          source: row.source,
          imported_at: row.createdAt.toISOString(),
          brief_count: row.brief?.length ?? null,
          comprehensive_count: row.comprehensive?.length ?? null,
        })),
      } satisfies AdminInstitutionList);
    })
    .on('checkInstitutionCoreSetFile', async (c) => {
      const body = await readLocalizedBody(c, catalogueFileRequestSchema);
      const checked = await checkInstitutionCoreSetImport(db, reference, fileOf(body));
      return c.json({
        file_name: checked.fileName,
        file_sha256: checked.fileSha256,
        verdict: checked.verdict,
        report: summarizeCoreSetListReport(checked.report),
      } satisfies CatalogueCheckResult);
    })
    .on('importInstitutionCoreSetFile', async (c) => {
      const body = await readLocalizedBody(c, catalogueFileRequestSchema);
      const outcome = await importInstitutionCoreSets(db, reference, {
        ...fileOf(body),
        importedBy: actorOf(c.get('user')),
        acceptWarnings: body.accept_warnings,
      });
      return c.json(
        {
          file_name: outcome.fileName,
          file_sha256: outcome.fileSha256,
          verdict: outcome.verdict,
          report: summarizeCoreSetListReport(outcome.report),
          import_id: outcome.importId,
          accepted: outcome.accepted,
          created_set_ids: outcome.createdSetIds,
          withdrawn_set_ids: outcome.withdrawnSetIds,
        } satisfies CatalogueImportResult,
        // A refused import is an answer too (its report says why), not a failed call.
        outcome.accepted ? 201 : 200,
      );
    })
    .on('withdrawInstitutionCoreSet', async (c) => {
      const row = await withdrawInstitutionCoreSet(db, {
        id: c.req.param('id') ?? '',
        withdrawnBy: actorOf(c.get('user')),
      });
      return c.json({ id: formatInstitutionCoreSetId(row.id) });
    }).app;
}
