import {
  mergeDocumentContent,
  type CodeEntry,
  type DocumentSaveConflict,
  type DocumentVersion,
  type DocumentVersionList,
  type SavedDocument,
} from '@icf/shared';
import { completeInfo, type SavedContent } from '../save-conflict/conflict-choices';
import { describeOtherSaves, type OtherSaves } from './other-saves';

/** The reads a merge with the current version needs. */
export interface MergeReads {
  readDocument(id: number): Promise<SavedDocument>;
  readVersion(id: number, version: number): Promise<DocumentVersion>;
  /** The versions after `after`, newest first: who saved meanwhile. */
  listVersionsAfter(id: number, after: number): Promise<DocumentVersionList>;
}

export interface MergeWithCurrent {
  /** The version merged against: a save of the result names it as its base. */
  currentVersion: number;
  /** That version's content. */
  current: SavedContent;
  /** Everything that does not clash: theirs where only they changed it, mine where only I did. */
  merged: SavedContent;
  /** The entries both changed differently, to be chosen side by side. */
  conflicts: DocumentSaveConflict[];
  others: OtherSaves;
}

/**
 * The draft's content (`mine`) merged with the document as it is now, against the version the draft started
 * from, by the one shared rule the server also saves by (`mergeDocumentContent`, decision record 0036): per
 * category and per info field alike, core sets as a set.
 */
export async function mergeWithCurrent(
  reads: MergeReads,
  id: number,
  baseVersion: number,
  mine: SavedContent,
): Promise<MergeWithCurrent> {
  const [base, current, others] = await Promise.all([
    reads.readVersion(id, baseVersion),
    reads.readDocument(id),
    otherSavesSince(reads, id, baseVersion),
  ]);
  const { merged, conflicts } = mergeDocumentContent<CodeEntry>(base, mine, current);
  return {
    currentVersion: current.version,
    current: { info: completeInfo(current.info), sets: current.sets, data: current.data },
    merged: { info: completeInfo(merged.info), sets: merged.sets, data: merged.data },
    // The merge names info fields by the document's own keys: the info fields of spec §3.
    conflicts: conflicts as DocumentSaveConflict[],
    others,
  };
}

/** Who saved after `after`; unknown when that can't be read (the merge itself does not depend on it). */
export async function otherSavesSince(reads: MergeReads, id: number, after: number): Promise<OtherSaves> {
  try {
    return describeOtherSaves((await reads.listVersionsAfter(id, after)).data);
  } catch {
    return { kind: 'unknown' };
  }
}
