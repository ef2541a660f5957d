import type { CoreSetListReport } from '@icf/shared';
import type { Database } from '../../db/client';
import type { CatalogueReference } from './catalogue-reference';
import { insertAuditEntries, type AuditEntry } from '../../audit/audit-log-repository';
import {
  insertCatalogueImport,
  insertInstitutionCoreSets,
  withdrawLiveInstitutionCoreSetsOf,
} from './catalogue-repository';
import {
  checkInstitutionCoreSetImport,
  type CatalogueImportFile,
  type CheckedCatalogueImport,
} from './check-institution-core-set-import';
import { formatInstitutionCoreSetId } from './institution-core-set-id';

export interface CatalogueImportRequest extends CatalogueImportFile {
  /** Who imports: recorded in the import record and the audit log. */
  importedBy: string;
  /** The administrator has read the warnings and accepts them. Errors are never accepted. */
  acceptWarnings: boolean;
}

export interface CatalogueImportOutcome {
  importId: number;
  fileName: string;
  fileSha256: string;
  accepted: boolean;
  verdict: CheckedCatalogueImport['verdict'];
  report: CoreSetListReport;
  /** Ids (`institution-<n>`) of the lists this import added. */
  createdSetIds: string[];
  /** Ids of the live lists this import replaced, now withdrawn. */
  withdrawnSetIds: string[];
}

/**
 * Checks a list file and records the attempt. An import with errors, or with warnings not accepted, is
 * refused whole: only its import record and audit entry are stored. An accepted one adds its lists,
 * withdrawing older institution lists of the same condition and context; official lists are never touched.
 */
export async function importInstitutionCoreSets(
  db: Database,
  reference: CatalogueReference,
  request: CatalogueImportRequest,
): Promise<CatalogueImportOutcome> {
  return db.transaction(async (tx) => {
    const checked = await checkInstitutionCoreSetImport(tx, reference, request);
    const accepted =
      checked.file !== null &&
      (checked.verdict === 'acceptable' ||
        (checked.verdict === 'needs-acceptance' && request.acceptWarnings));
    const record = await insertCatalogueImport(tx, {
      fileName: checked.fileName,
      fileSha256: checked.fileSha256,
      importedBy: request.importedBy,
      accepted,
      report: checked.report,
    });
    const sets = accepted ? checked.file!.sets : [];
    const withdrawn = await withdrawLiveInstitutionCoreSetsOf(tx, sets);
    const created = await insertInstitutionCoreSets(tx, record.id, sets);
    const createdSetIds = created.map((row) => formatInstitutionCoreSetId(row.id));
    const withdrawnSetIds = withdrawn.map((row) => formatInstitutionCoreSetId(row.id));

    const fileDetails = { fileName: checked.fileName, fileSha256: checked.fileSha256 };
    const audit: AuditEntry[] = [
      {
        actor: request.importedBy,
        action: 'catalogue.import',
        targetType: 'catalogue_import',
        targetId: String(record.id),
        details: {
          ...fileDetails,
          accepted,
          errors: checked.report.errors.length,
          warnings: checked.report.warnings.length,
          warningsAccepted: accepted && checked.report.warnings.length > 0,
          createdSetIds,
          withdrawnSetIds,
        },
      },
      ...withdrawn.map((row): AuditEntry => ({
        actor: request.importedBy,
        action: 'catalogue.withdraw',
        targetType: 'institution_core_set',
        targetId: formatInstitutionCoreSetId(row.id),
        details: {
          reason: 'replaced',
          condition: row.condition,
          context: row.context,
          replacedByImportId: record.id,
          ...fileDetails,
        },
      })),
    ];
    await insertAuditEntries(tx, audit);
    return {
      importId: record.id,
      fileName: checked.fileName,
      fileSha256: checked.fileSha256,
      accepted,
      verdict: checked.verdict,
      report: checked.report,
      createdSetIds,
      withdrawnSetIds,
    };
  });
}
