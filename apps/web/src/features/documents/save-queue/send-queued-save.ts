import type { SaveDocumentRequestInput } from '@icf/shared';
import { ApiError } from '../../../lib/api-client';
import { listDocumentVersions } from '../api/document-versions';
import { saveDocument } from '../api/save-document';
import { readQueuedSave, removeQueuedSave, type QueuedSave } from './queued-save-storage';

export type QueuedSaveOutcome =
  | { kind: 'saved'; id: number; request: SaveDocumentRequestInput; changedElsewhere: boolean }
  | { kind: 'failed'; error: ApiError };

/**
 * Sends the account's queued save, once (decision record 0026). Tabs take turns through a Web Lock, and a tab
 * that gets the lock after another has sent it finds the queue empty. Still no connection, or the session
 * ended (401): the save stays queued for this account. Any other answer of the server ends it: saved, or
 * refused with the reason (the draft itself is untouched and can be saved again).
 * Nothing is overwritten: an update is the document's next version, the earlier ones are kept; when
 * another version was saved after this one was queued, the outcome says so, for the user to be told.
 */
export async function sendQueuedSave(ownerId: number): Promise<QueuedSaveOutcome | null> {
  const run = () => sendUnderLock(ownerId);
  return navigator.locks ? navigator.locks.request(`icf-queued-save:${ownerId}`, run) : run();
}

async function sendUnderLock(ownerId: number): Promise<QueuedSaveOutcome | null> {
  const queued = readQueuedSave(ownerId);
  if (!queued) return null;
  try {
    const changedElsewhere = await savedElsewhereSince(queued);
    let request = queued.request;
    let id: number;
    try {
      ({ id } = await saveDocument(request));
    } catch (error) {
      // The document was deleted meanwhile: the queued state becomes a new document, as an online save does.
      if (!(error instanceof ApiError && error.status === 404 && typeof request.id === 'number')) throw error;
      const { id: _deleted, ...asNew } = request;
      request = asNew;
      ({ id } = await saveDocument(request));
    }
    removeQueuedSave(ownerId);
    return { kind: 'saved', id, request, changedElsewhere };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) return null;
    removeQueuedSave(ownerId);
    return { kind: 'failed', error };
  }
}

/**
 * Whether the document got a version after the save was queued. The server's clock dates its versions, so
 * the queue time is moved onto it with the offset that the server's `Date` header gives now.
 */
async function savedElsewhereSince(queued: QueuedSave): Promise<boolean> {
  const id = queued.request.id;
  if (id === undefined || id === null) return false;
  const [versions, serverNow] = await Promise.all([
    listDocumentVersions(id).catch(notFoundAsEmpty),
    serverTime(),
  ]);
  const newest = versions.data[0];
  if (!newest || serverNow === null) return false;
  const queuedAtOnServer = queued.queuedAt + (serverNow - Date.now());
  return Date.parse(newest.created_at) > queuedAtOnServer;
}

function notFoundAsEmpty(error: unknown): { data: [] } {
  if (error instanceof ApiError && error.status === 404) return { data: [] };
  throw error;
}

async function serverTime(): Promise<number | null> {
  const response = await fetch('/api/health', { method: 'HEAD', cache: 'no-store' });
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? null : date;
}
