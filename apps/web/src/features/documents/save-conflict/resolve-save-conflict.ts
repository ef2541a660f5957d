import { mergeDocumentContent, type CodeEntry, type DocumentSaveConflict } from '@icf/shared';
import { isSaveConflict } from '../../../lib/is-save-conflict';
import { getDocument } from '../api/get-document';
import { getDocumentVersion } from '../api/document-versions';
import { completeInfo, type SavedContent } from './conflict-choices';

/** Whether a failed save is the 409 of entries changed meanwhile (decision record 0036), not another 409. */
export function isEditConflict(error: unknown): Promise<boolean> {
  return isSaveConflict(error, 'document');
}

/**
 * What resolving starts from: the version the draft started from and the document as it is now, merged with
 * the user's content by the same shared rule the server uses. Everything that does not clash is already in
 * `merged` (theirs where only they changed it, yours where only you did); `conflicts` are the rows to choose.
 */
export async function mergeWithSaved(
  id: number,
  baseVersion: number,
  mine: SavedContent,
): Promise<{ currentVersion: number; merged: SavedContent; conflicts: DocumentSaveConflict[] }> {
  const [base, current] = await Promise.all([getDocumentVersion(id, baseVersion), getDocument(id)]);
  const { merged, conflicts } = mergeDocumentContent<CodeEntry>(base, mine, current);
  return {
    currentVersion: current.version,
    merged: { info: completeInfo(merged.info), sets: merged.sets, data: merged.data },
    // The merge names info fields by the document's own keys: the info fields of spec §3.
    conflicts: conflicts as DocumentSaveConflict[],
  };
}
