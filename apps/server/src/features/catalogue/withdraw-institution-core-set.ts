import { AppError } from '../../errors/app-error';
import type { Database } from '../../db/client';
import { insertAuditEntries } from '../../audit/audit-log-repository';
import {
  selectCatalogueImportHashes,
  withdrawLiveInstitutionCoreSet,
  type InstitutionCoreSetRecord,
} from './catalogue-repository';
import { formatInstitutionCoreSetId, parseInstitutionCoreSetId } from './institution-core-set-id';

/**
 * Withdraws an institution list: it leaves the select screen, its row stays (with `withdrawn_at`), and the
 * audit log records who did it together with the hash of the file it came from. A missing or already
 * withdrawn id is a 404.
 */
export async function withdrawInstitutionCoreSet(
  db: Database,
  request: { id: string; withdrawnBy: string },
): Promise<InstitutionCoreSetRecord> {
  const id = parseInstitutionCoreSetId(request.id);
  if (id === null) throw AppError.notFound('catalogue.no_live_list', { id: request.id });
  return db.transaction(async (tx) => {
    const row = await withdrawLiveInstitutionCoreSet(tx, id);
    if (!row) throw AppError.notFound('catalogue.no_live_list', { id: formatInstitutionCoreSetId(id) });
    const hashes = await selectCatalogueImportHashes(tx, [row.importId]);
    await insertAuditEntries(tx, [
      {
        actor: request.withdrawnBy,
        action: 'catalogue.withdraw',
        targetType: 'institution_core_set',
        targetId: formatInstitutionCoreSetId(row.id),
        details: {
          reason: 'withdrawn',
          condition: row.condition,
          context: row.context,
          importId: row.importId,
          fileSha256: hashes.get(row.importId) ?? null,
        },
      },
    ]);
    return row;
  });
}
