import { useSyncExternalStore } from 'react';
import type { CodeEntry } from '@icf/shared';
import { personalStorage } from '../../lib/personal-storage';

/**
 * Which client the documentation draft belongs to (decision 0018), beside the draft itself: the client saved with
 * it (`client_id`), and, for a new evaluation started from the client's latest one, that evaluation's entries
 * so the write screen can show the previous ratings greyed beside each selector. Kept where the draft is
 * kept (localStorage, or the session on a shared computer: decision record 0046), so a reload keeps it.
 */
export interface DraftClient {
  clientId: number | null;
  /** The previous evaluation's entries, keyed by code; empty when the draft did not start from one. */
  previous: Record<string, CodeEntry>;
  showPrevious: boolean;
}

const storageKey = 'icf.draft-client.v1';
const none: DraftClient = { clientId: null, previous: {}, showPrevious: false };
const listeners = new Set<() => void>();
let current: DraftClient = read();

function read(): DraftClient {
  try {
    const parsed = JSON.parse(personalStorage.getItem(storageKey) ?? 'null') as Partial<DraftClient> | null;
    if (!parsed || typeof parsed !== 'object') return none;
    return {
      clientId: typeof parsed.clientId === 'number' ? parsed.clientId : null,
      previous: parsed.previous && typeof parsed.previous === 'object' ? parsed.previous : {},
      showPrevious: parsed.showPrevious === true,
    };
  } catch {
    return none;
  }
}

function write(next: DraftClient): void {
  current = next;
  try {
    personalStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function getDraftClient(): DraftClient {
  return current;
}

/** The draft now belongs to this client (or none); an earlier evaluation shown beside it is kept. */
export function setDraftClientId(clientId: number | null): void {
  write({ ...current, clientId });
}

/** A new evaluation of `clientId` starting from `previous` (its latest evaluation's entries). */
export function startDraftClientEvaluation(clientId: number, previous: Record<string, CodeEntry>): void {
  write({ clientId, previous, showPrevious: true });
}

/** Another draft (imported, cleared): it belongs to `clientId`, with no earlier evaluation beside it. */
export function resetDraftClient(clientId: number | null = null): void {
  write({ ...none, clientId });
}

export function setShowPrevious(showPrevious: boolean): void {
  write({ ...current, showPrevious });
}

export function useDraftClient(): DraftClient {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
