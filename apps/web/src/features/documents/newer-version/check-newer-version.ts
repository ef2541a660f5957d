import { sameValue, type DocumentSaveConflict } from '@icf/shared';
import type { ConflictChoice } from '../../../components/conflict-choices/conflict-choice-dialog';
import type { Draft, DraftImport } from '../../draft';
import { buildSaveRequest } from '../../document-data';
import { applyConflictChoices, contentOfRequest } from '../save-conflict/conflict-choices';
import { mergeWithCurrent, type MergeReads } from '../save-workflow/merge-with-current';
import { describeOtherSaves, type OtherSaves } from '../save-workflow/other-saves';

/**
 * What a write screen learnt about its document (decision record 0036), for the draft at `documentId` and
 * `draftVersion` (after whatever the check did): nothing newer; a newer version, now shown because the draft
 * had no unsaved changes; or a newer version beside unsaved changes, which stay until the user merges.
 */
export type NewerVersion =
  | { kind: 'none' }
  | { kind: 'updated'; documentId: number; draftVersion: number; others: OtherSaves }
  | { kind: 'behind'; documentId: number; draftVersion: number; newest: number; others: OtherSaves };

export interface NewerVersionDeps extends MergeReads {
  getDraft(): Draft;
  importDraft(document: DraftImport): void;
}

/**
 * Asks whether the draft's document has versions after the one the draft started from (when the write screen
 * opens or regains focus). Without unsaved changes the newest version becomes the draft, so the screen shows
 * what the server stores; with them nothing changes and the answer says so.
 */
export async function checkNewerVersion(deps: NewerVersionDeps): Promise<NewerVersion> {
  const draft = deps.getDraft();
  const { documentId: id, documentVersion: base } = draft;
  if (id === undefined || base === undefined) return { kind: 'none' };
  const newer = (await deps.listVersionsAfter(id, base)).data;
  const newest = newer[0];
  if (!newest) return { kind: 'none' };
  const others = describeOtherSaves(newer);
  if (draft.unsaved)
    return { kind: 'behind', documentId: id, draftVersion: base, newest: newest.version, others };
  const current = await deps.readDocument(id);
  // Typed into meanwhile: that work is not replaced; the next check sees it as unsaved changes.
  if (deps.getDraft() !== draft) return { kind: 'none' };
  deps.importDraft({
    id,
    version: current.version,
    info: current.info,
    sets: current.sets,
    data: current.data,
  });
  return { kind: 'updated', documentId: id, draftVersion: current.version, others };
}

export type MergeNewerOutcome =
  { kind: 'merged'; version: number } | { kind: 'cancelled' } | { kind: 'changed' };

/**
 * The draft's unsaved changes merged onto the newest version by the shared rule (per category and info field),
 * entries both changed chosen side by side; the result becomes the draft at that version, still unsaved where
 * it differs from what is stored. Nothing is saved: the user saves when ready.
 */
export async function mergeNewerVersion(
  deps: NewerVersionDeps & {
    askChoices(conflicts: DocumentSaveConflict[], others: OtherSaves): Promise<ConflictChoice[] | null>;
  },
): Promise<MergeNewerOutcome> {
  const draft = deps.getDraft();
  const { documentId: id, documentVersion: base } = draft;
  if (id === undefined || base === undefined) return { kind: 'changed' };
  const mine = contentOfRequest(buildSaveRequest(draft));
  const { currentVersion, current, merged, conflicts, others } = await mergeWithCurrent(deps, id, base, mine);
  const choices = conflicts.length === 0 ? [] : await deps.askChoices(conflicts, others);
  if (choices === null) return { kind: 'cancelled' };
  if (deps.getDraft() !== draft) return { kind: 'changed' };
  const content = applyConflictChoices(merged, conflicts, choices);
  deps.importDraft({ id, version: currentVersion, ...content, unsaved: !sameValue(content, current) });
  return { kind: 'merged', version: currentVersion };
}
