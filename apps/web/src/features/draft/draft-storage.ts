import { completeCodeEntry, type CodeEntry, type SelectionState } from '@icf/shared';
import { emptyDocumentInfo, pickDocumentInfo } from './document-info';
import type { Draft } from './draft';

/**
 * The draft lives in localStorage so that a reload or a closed tab never loses typed work. The version is
 * part of the key: a future format gets a new key, and an old draft is then ignored rather than misread.
 */
export const draftStorageKey = 'icf-draft-v1';
const draftStorageVersion = 1;

/**
 * Whose draft a storage slot holds: a visitor's (null) or a signed-in account's. Each account has its own
 * key, so an account never reads another's draft, and the visitor's key is the one drafts always had.
 */
export type DraftOwner = number | null;

export function draftStorageKeyOf(owner: DraftOwner): string {
  return owner === null ? draftStorageKey : `${draftStorageKey}:user:${owner}`;
}

interface StoredDraft {
  version: typeof draftStorageVersion;
  savedAt: string;
  /** Counts the writes of this slot, by any tab: a tab that finds a higher one has missed a write. */
  revision: number;
  selection: SelectionState;
  info: Draft['info'];
  documentId?: number;
  documentVersion?: number;
  savedDescription?: string;
  unsaved: boolean;
}

/** A draft as a storage slot holds it, with the slot's write count. */
export interface StoredDraftState {
  draft: Draft;
  revision: number;
}

export function serializeDraft(draft: Draft, revision = 0, now: Date = new Date()): string {
  const stored: StoredDraft = {
    version: draftStorageVersion,
    savedAt: now.toISOString(),
    revision,
    selection: draft.selection,
    info: draft.info,
    documentId: draft.documentId,
    documentVersion: draft.documentVersion,
    savedDescription: draft.savedDescription,
    unsaved: draft.unsaved,
  };
  return JSON.stringify(stored);
}

/**
 * Reads a stored draft, tolerating anything a browser may hand back: nothing, corrupt JSON, another version,
 * missing or mistyped fields. Unusable input gives null; usable parts are kept, the rest filled with empties.
 * Whether the selection still fits the current catalogue is checked later (`reconcileSelection`).
 */
export function parseStoredDraft(raw: string | null, today: string): Draft | null {
  return parseStoredDraftState(raw, today)?.draft ?? null;
}

/** `parseStoredDraft` with the slot's write count (0 when the stored draft has none). */
export function parseStoredDraftState(raw: string | null, today: string): StoredDraftState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== draftStorageVersion || !isRecord(value.selection)) return null;
  const selection = value.selection;
  const draft: Draft = {
    selection: {
      selectedSetIds: stringList(selection.selectedSetIds),
      selectedCodes: stringList(selection.selectedCodes),
      diffCodes: stringList(selection.diffCodes),
      otherCodes: stringList(selection.otherCodes),
      addedCodes: stringList(selection.addedCodes),
      entries: entryMap(selection.entries),
      removedEntries: entryMap(selection.removedEntries),
    },
    // A stored draft keeps its own evaluation date, even an emptied one; `today` only fills a missing field.
    info: pickDocumentInfo(value.info, emptyDocumentInfo(today)),
    ...(isDocumentId(value.documentId) ? { documentId: value.documentId } : {}),
    ...(isDocumentId(value.documentId) && isDocumentId(value.documentVersion)
      ? { documentVersion: value.documentVersion }
      : {}),
    ...(isDocumentId(value.documentId) && typeof value.savedDescription === 'string'
      ? { savedDescription: value.savedDescription }
      : {}),
    // A draft stored before this flag existed may hold work that was never saved.
    unsaved: typeof value.unsaved === 'boolean' ? value.unsaved : true,
  };
  const revision = Number.isSafeInteger(value.revision) ? (value.revision as number) : 0;
  return { draft, revision };
}

function isDocumentId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function entryMap(value: unknown): Record<string, CodeEntry> {
  const entries: Record<string, CodeEntry> = {};
  if (!isRecord(value)) return entries;
  for (const [code, entry] of Object.entries(value)) {
    if (isRecord(entry)) entries[code] = completeCodeEntry(entry);
  }
  return entries;
}
