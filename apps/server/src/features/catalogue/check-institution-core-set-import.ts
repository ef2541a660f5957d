import { createHash } from 'node:crypto';
import {
  checkCoreSetLists,
  formatOfFileName,
  readCoreSetListFile,
  reportUnreadableFile,
  type CoreSetListReport,
  type InstitutionCoreSetFile,
} from '@icf/shared';
import type { Database } from '../../db/client';
import type { CatalogueReference } from './catalogue-reference';
import { selectLiveInstitutionCoreSets } from './catalogue-repository';
import { formatInstitutionCoreSetId } from './institution-core-set-id';

export interface CatalogueImportFile {
  /** The file's name without folders; its extension (.json or .csv) says the format. */
  fileName: string;
  content: Uint8Array;
}

export interface CheckedCatalogueImport {
  fileName: string;
  fileSha256: string;
  report: CoreSetListReport;
  /** The parsed file; null when it could not be read. */
  file: InstitutionCoreSetFile | null;
  /** 'refused': errors; 'needs-acceptance': warnings only; 'acceptable': neither. */
  verdict: 'acceptable' | 'needs-acceptance' | 'refused';
}

/**
 * Reads and checks a list file without storing anything: the report an administrator sees before deciding.
 * `importInstitutionCoreSets` runs the same check again when it stores.
 */
export async function checkInstitutionCoreSetImport(
  db: Database,
  reference: CatalogueReference,
  input: CatalogueImportFile,
): Promise<CheckedCatalogueImport> {
  const fileSha256 = createHash('sha256').update(input.content).digest('hex');
  const base = { fileName: input.fileName, fileSha256 };
  const format = formatOfFileName(input.fileName);
  if (!format) {
    return refused(base, ['the file name must end in .json or .csv, which says its format']);
  }
  const text = decodeUtf8(input.content);
  if (text === null) return refused(base, ['the file is not UTF-8 text']);
  const read = readCoreSetListFile(text, format);
  if (!read.ok) return refused(base, read.problems);

  const live = (await selectLiveInstitutionCoreSets(db)).map((row) => ({
    id: formatInstitutionCoreSetId(row.id),
    condition: row.condition,
    context: row.context,
    importedAt: row.createdAt.toISOString(),
  }));
  const report = checkCoreSetLists(read.file, { ...reference, live });
  const verdict =
    report.errors.length > 0 ? 'refused' : report.warnings.length > 0 ? 'needs-acceptance' : 'acceptable';
  return { ...base, report, file: read.file, verdict };
}

function refused(
  base: Pick<CheckedCatalogueImport, 'fileName' | 'fileSha256'>,
  problems: string[],
): CheckedCatalogueImport {
  return { ...base, report: reportUnreadableFile(problems), file: null, verdict: 'refused' };
}

function decodeUtf8(content: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return null;
  }
}
