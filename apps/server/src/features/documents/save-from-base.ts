import { documentInfoFields, mergeDocumentContent, message, type DocumentInfo } from '@icf/shared';
import type { Database } from '../../db/client';
import type { DocumentSnapshot } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { documentNotFound } from './document-not-found';
import {
  findLiveDocument,
  findLiveDocumentVersion,
  replaceLiveDocumentWithVersion,
  type DocumentClientChoice,
  type DocumentContent,
} from './documents-repository';

/**
 * How often a save re-reads and merges again when someone else saved between its read and its write. Each
 * lost round means another save won, so the document moves on; only a crowd saving one document at once
 * exhausts it, and then the save is refused (409, nothing written), never written over the others.
 */
const mergeRoundsMax = 8;

/**
 * A save that names the version it started from (decision record 0036). Unchanged since then, it is a plain
 * save; saved meanwhile, the changes since the base merge with what was saved (`mergeDocumentContent`: per
 * category, per info field, core sets as a set). An entry both changed differently is a 409 that names
 * base, mine and theirs of each, and the version they were compared with; nothing is written then.
 * The write happens only while the document is still at the version merged against (one statement), so two
 * saves that started from one version never both win: the loser merges again with the winner's state.
 */
export async function saveDocumentFromBase(
  db: Database,
  userId: number,
  id: number,
  baseVersion: number,
  mine: DocumentContent,
  client: DocumentClientChoice,
): Promise<{ id: number; version: number }> {
  let base: DocumentSnapshot | undefined;
  let currentVersion = baseVersion;
  for (let round = 0; round < mergeRoundsMax; round++) {
    const current = await findLiveDocument(db, userId, id);
    if (!current) throw documentNotFound();
    currentVersion = current.version;
    if (baseVersion > current.version) throw unknownBaseVersion(baseVersion);
    let content = mine;
    if (baseVersion < current.version) {
      base ??= (await findLiveDocumentVersion(db, userId, id, baseVersion))?.snapshot;
      if (!base) throw unknownBaseVersion(baseVersion);
      const { merged, conflicts } = mergeDocumentContent(base, mine, current);
      if (conflicts.length > 0) {
        throw AppError.saveConflict('document.edit_conflict', current.version, conflicts);
      }
      content = { info: completeInfo(merged.info), sets: merged.sets, data: merged.data };
    }
    const saved = await replaceLiveDocumentWithVersion(db, userId, id, content, client, current.version);
    if (saved) return saved;
  }
  throw AppError.saveConflict('document.save_contended', currentVersion, []);
}

function unknownBaseVersion(version: number): AppError {
  return AppError.validation({ base_version: [message('document.unknown_version', { version })] });
}

/** Every info field, '' where neither side had one (an old version may predate a field, spec §3). */
function completeInfo(info: Record<string, string>): DocumentInfo {
  return Object.fromEntries(documentInfoFields.map((field) => [field, info[field] ?? ''])) as DocumentInfo;
}
