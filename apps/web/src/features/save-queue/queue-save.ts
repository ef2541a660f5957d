import type { SaveDocumentRequestInput } from '@icf/shared';
import { idempotencyKeyForSave } from '../document-data';
import { readQueuedSave, writeQueuedSave, type QueuedSave } from './queued-save-storage';

/**
 * Queues `request` for the account (decision record 0026), replacing a save it queued before: the server
 * then gets the latest state, once. The queue time stays that of the first offline save, since the document
 * may have changed elsewhere from then on. Throws when the browser cannot store it.
 * Decision record 0031: the request keeps one idempotency key for all its attempts. A replaced new document
 * whose attempt got no answer may exist on the server: it stays queued as `unresolved`, to be resolved first.
 */
export function queueSave(ownerId: number, request: SaveDocumentRequestInput): void {
  const earlier = readQueuedSave(ownerId);
  if (earlier && JSON.stringify(earlier.request) === JSON.stringify(request)) return;
  writeQueuedSave({
    ownerId,
    request,
    idempotencyKey: idempotencyKeyForSave(ownerId, request),
    queuedAt: earlier?.queuedAt ?? Date.now(),
    ...(earlier?.changedElsewhere === undefined ? {} : { changedElsewhere: earlier.changedElsewhere }),
    ...unresolvedOf(earlier),
  });
}

function unresolvedOf(earlier: QueuedSave | null): Pick<QueuedSave, 'unresolved'> {
  if (earlier?.unresolved) return { unresolved: earlier.unresolved };
  // Only a new document can be doubled: an update that arrived twice is one more version, nothing lost.
  if (!earlier?.sendStarted || !earlier.idempotencyKey || typeof earlier.request.id === 'number') return {};
  return { unresolved: { request: earlier.request, idempotencyKey: earlier.idempotencyKey } };
}
