import { completeCodeEntry, type CodeEntry, type SelectionState } from '@icf/shared';
import { emptyDocumentInfo, pickDocumentInfo } from './document-info';
import type { Draft } from './draft';

/**
 * The draft lives in localStorage so that a reload or a closed tab never loses typed work. The version is
 * part of the key: a future format gets a new key, and an old draft is then ignored rather than misread.
 */
export const draftStorageKey = 'icf-draft-v1';
const draftStorageVersion = 1;

interface StoredDraft {
  version: typeof draftStorageVersion;
  savedAt: string;
  selection: SelectionState;
  info: Draft['info'];
  documentId?: number;
}

export function serializeDraft(draft: Draft, now: Date = new Date()): string {
  const stored: StoredDraft = {
    version: draftStorageVersion,
    savedAt: now.toISOString(),
    selection: draft.selection,
    info: draft.info,
    documentId: draft.documentId,
  };
  return JSON.stringify(stored);
}

/**
 * Reads a stored draft, tolerating anything a browser may hand back: nothing, corrupt JSON, another version,
 * missing or mistyped fields. Unusable input gives null; usable parts are kept, the rest filled with empties.
 * Whether the selection still fits the current catalogue is checked later (`reconcileSelection`).
 */
export function parseStoredDraft(raw: string | null, today: string): Draft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== draftStorageVersion || !isRecord(value.selection)) return null;
  const selection = value.selection;
  return {
    selection: {
      selectedSetIds: stringList(selection.selectedSetIds),
      selectedCodes: stringList(selection.selectedCodes),
      diffCodes: stringList(selection.diffCodes),
      otherCodes: stringList(selection.otherCodes),
      addedCodes: stringList(selection.addedCodes),
      entries: entryMap(selection.entries),
    },
    // A stored draft keeps its own evaluation date, even an emptied one; `today` only fills a missing field.
    info: pickDocumentInfo(value.info, emptyDocumentInfo(today)),
    ...(isDocumentId(value.documentId) ? { documentId: value.documentId } : {}),
  };
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
