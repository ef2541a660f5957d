import type { SaveDocumentRequestInput } from '@icf/shared';
import { readQueuedSave, writeQueuedSave } from './queued-save-storage';

/**
 * Queues `request` for the account (decision record 0026), replacing a save it queued before: the server
 * then gets the latest state, once. The queue time stays that of the first offline save, since the document
 * may have changed elsewhere from then on. Throws when the browser cannot store it.
 */
export function queueSave(ownerId: number, request: SaveDocumentRequestInput): void {
  const earlier = readQueuedSave(ownerId);
  writeQueuedSave({ ownerId, request, queuedAt: earlier?.queuedAt ?? Date.now() });
}
