import type {
  DocumentSaveConflict,
  SaveDocumentRequestInput,
  SavedDocumentVersionResponse,
} from '@icf/shared';
import type { ConflictChoice } from '../../../components/conflict-choices/conflict-choice-dialog';
import { ApiError } from '../../../lib/api-client';
import type { Draft, DraftImport } from '../../draft';
import { buildSaveRequest } from '../../document-data';
import {
  applyConflictChoices,
  contentOfRequest,
  requestOfContent,
  type SavedContent,
} from '../save-conflict/conflict-choices';
import { mergeWithCurrent, otherSavesSince, type MergeReads } from './merge-with-current';
import type { OtherSaves } from './other-saves';

/**
 * What a save came to (spec §4 save, decision records 0009, 0036):
 * - `saved`: stored as sent;
 * - `merged`: stored together with what others saved since the draft's version (merged by the shared rule,
 *   and where both changed an entry, by the user's choice); the draft now shows what the server stores;
 * - `queued`: offline, waiting in this browser (decision record 0026);
 * - `conflict`: both changed an entry and the user closed the choice without saving: nothing stored, the
 *   draft as it was;
 * - `failed`: nothing stored (as far as this screen knows), the draft as it was.
 */
export type SaveOutcome =
  | { kind: 'saved'; id: number; version: number }
  | { kind: 'merged'; id: number; version: number; others: OtherSaves }
  | { kind: 'queued' }
  | { kind: 'conflict' }
  | { kind: 'failed'; error: unknown };

/** Everything the workflow reads and does outside itself: the server, the draft, the user's choice. */
export interface SaveDraftDeps extends MergeReads {
  getDraft(): Draft;
  /** The client the draft belongs to (decision record 0018), null for none. */
  clientId(): number | null;
  isOnline(): boolean;
  /** Queues the request for sending when the connection returns; throws when the browser can't keep it. */
  queue(request: SaveDocumentRequestInput): void;
  /** `POST /api/document/save` with an idempotency key kept for the same request (decision record 0031). */
  post(request: SaveDocumentRequestInput): Promise<SavedDocumentVersionResponse>;
  /** The entries both changed, side by side; null when the user closes it without choosing. */
  askChoices(conflicts: DocumentSaveConflict[], others: OtherSaves): Promise<ConflictChoice[] | null>;
  /** Whether an error is the 409 of entries both changed (decision record 0036). */
  isEditConflict(error: unknown): Promise<boolean>;
  importDraft(document: DraftImport): void;
  markSaved(id: number, sent: Draft, version?: number): void;
  forgetDocumentId(): void;
}

export interface SaveDraftOptions {
  /** 'Save as new document': a new document even when the draft belongs to a saved one. */
  asNew?: boolean;
}

/** How many times a clash is resolved before the save gives up: each round means yet another save beat it. */
const resolveRoundsMax = 3;

/**
 * Saves the draft as it is now: as an update of its document that names the version it started from (the
 * server merges what others saved since), or as a new document. A clash is shown side by side and the user's
 * choices are saved against the current version; a document deleted meanwhile is saved as a new one.
 */
export async function saveDraft(
  deps: SaveDraftDeps,
  { asNew = false }: SaveDraftOptions = {},
): Promise<SaveOutcome> {
  const requestOf = (draft: Draft): SaveDocumentRequestInput => {
    const clientId = deps.clientId();
    return {
      ...buildSaveRequest(asNew ? { ...draft, documentId: undefined } : draft),
      ...(clientId === null ? {} : { client_id: clientId }),
    };
  };

  if (!deps.isOnline()) {
    try {
      deps.queue(requestOf(deps.getDraft()));
      return { kind: 'queued' };
    } catch (error) {
      return { kind: 'failed', error };
    }
  }

  /** The saved state becomes the draft, unless the draft changed while it was saved (it keeps its base). */
  const adopt = async (id: number, version: number, sent: Draft, exact?: SavedContent) => {
    const now = deps.getDraft();
    if (now.selection !== sent.selection || now.info !== sent.info) {
      deps.markSaved(id, sent, sent.documentVersion);
      return;
    }
    try {
      const saved = exact ? { ...exact, version } : await deps.readDocument(id);
      if (deps.getDraft() !== now) deps.markSaved(id, sent, sent.documentVersion);
      else
        deps.importDraft({
          id,
          version: saved.version,
          info: saved.info,
          sets: saved.sets,
          data: saved.data,
        });
    } catch {
      // Saved, but not read back: the draft keeps its old base, so its next save merges again.
      deps.markSaved(id, sent, sent.documentVersion);
    }
  };

  const send = async (draft: Draft): Promise<SaveOutcome> => {
    const base = draft.documentId === undefined || asNew ? undefined : draft.documentVersion;
    const request = { ...requestOf(draft), ...(base === undefined ? {} : { base_version: base }) };
    const { id, version } = await deps.post(request);
    if (base === undefined || version === base + 1) {
      deps.markSaved(id, draft, version);
      return { kind: 'saved', id, version };
    }
    // Others saved since the draft's version and the server merged their changes in: show the result.
    const others = await otherSavesSince(deps, id, base);
    await adopt(id, version, draft);
    return { kind: 'merged', id, version, others };
  };

  /** Clashing entries: the user's choices, saved against the current version; another clash asks again. */
  const resolve = async (draft: Draft): Promise<SaveOutcome> => {
    const id = draft.documentId!;
    const base = draft.documentVersion!;
    const mine = contentOfRequest(requestOf(draft));
    for (let round = 1; ; round++) {
      const { currentVersion, merged, conflicts, others } = await mergeWithCurrent(deps, id, base, mine);
      const choices = conflicts.length === 0 ? [] : await deps.askChoices(conflicts, others);
      if (choices === null) return { kind: 'conflict' };
      const content = applyConflictChoices(merged, conflicts, choices);
      const request = { ...requestOfContent(content, id, deps.clientId()), base_version: currentVersion };
      try {
        const { version } = await deps.post(request);
        await adopt(id, version, draft, version === currentVersion + 1 ? content : undefined);
        return { kind: 'merged', id, version, others };
      } catch (error) {
        if (!(await deps.isEditConflict(error)) || round === resolveRoundsMax) throw error;
      }
    }
  };

  let outcome: SaveOutcome;
  try {
    outcome = await send(deps.getDraft());
  } catch (error) {
    outcome = { kind: 'failed', error };
  }
  if (outcome.kind === 'failed' && (await deps.isEditConflict(outcome.error))) {
    try {
      outcome = await resolve(deps.getDraft());
    } catch (error) {
      outcome = { kind: 'failed', error };
    }
  }
  // The saved document is gone (deleted, or another account's after a change of user): save a new one.
  if (outcome.kind === 'failed' && isNotFound(outcome.error) && deps.getDraft().documentId !== undefined) {
    deps.forgetDocumentId();
    try {
      outcome = await send(deps.getDraft());
    } catch (error) {
      outcome = { kind: 'failed', error };
    }
  }
  return outcome;
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
