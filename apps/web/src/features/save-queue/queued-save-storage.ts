import type { SaveDocumentRequestInput } from '@icf/shared';
import { personalStorage } from '../../lib/personal-storage';

/**
 * A save made while offline (decision record 0026): the exact request, waiting in this browser for the
 * connection (in the browser session only on a shared computer, decision record 0046). One per account: a later offline save of the same draft replaces it, so the server gets the
 * latest state once. The account's id is part of the key, so it is only ever sent under that account.
 */
export interface QueuedSave {
  ownerId: number;
  request: SaveDocumentRequestInput;
  /**
   * Sent with every attempt of this request, so the server stores it once (decision record 0031). A save
   * queued before saves had keys gets its key before its first attempt.
   */
  idempotencyKey?: string;
  /** When it was queued, by this browser's clock (compared through the server's Date header, never directly). */
  queuedAt: number;
  /** Whether the document got another version after `queuedAt`: found once, before the first attempt. */
  changedElsewhere?: boolean;
  /** An attempt of this request began: it may have reached the server although no answer came. */
  sendStarted?: boolean;
  /**
   * A new document queued before this request whose attempt got no answer: it is sent (again, with its key)
   * first, and this request becomes its next version, so one document results, not two.
   */
  unresolved?: { request: SaveDocumentRequestInput; idempotencyKey: string };
}

const keyPrefix = 'icf-queued-save-v1:user:';
const keyOf = (ownerId: number) => `${keyPrefix}${ownerId}`;

export function readQueuedSave(ownerId: number): QueuedSave | null {
  try {
    const parsed = JSON.parse(personalStorage.getItem(keyOf(ownerId)) ?? 'null') as QueuedSave | null;
    return parsed && parsed.ownerId === ownerId && typeof parsed.request === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** Throws when the browser refuses to store it (no storage, or full): the caller says the save failed. */
export function writeQueuedSave(save: QueuedSave): void {
  personalStorage.setItem(keyOf(save.ownerId), JSON.stringify(save));
  notify();
}

export function removeQueuedSave(ownerId: number): void {
  try {
    personalStorage.removeItem(keyOf(ownerId));
  } catch {
    // No storage: nothing was queued.
  }
  notify();
}

/**
 * Removes every queued save of this browser, whatever account made it: for a deleted account or a browser
 * handed over, beside clearing the drafts.
 */
export function clearQueuedSaves(): void {
  try {
    for (const key of personalStorage.keys()) if (key.startsWith(keyPrefix)) personalStorage.removeItem(key);
  } catch {
    // No storage: nothing was queued.
  }
  notify();
}

const listeners = new Set<() => void>();

/** Changes of the queue in this tab and in others (the `storage` event). */
export function subscribeQueuedSaves(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(keyPrefix)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}
