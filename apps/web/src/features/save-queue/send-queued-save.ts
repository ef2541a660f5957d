import { apiPath } from '../../lib/api-path';
import type { SaveDocumentRequestInput } from '@icf/shared';
import { ApiError } from '../../lib/api-client';
import { getUser } from '../../lib/auth/get-user';
import { listDocumentVersions, saveDocument, newIdempotencyKey } from '../document-data';
import { queuedSaveErrorVerdict } from './queued-save-error';
import { readQueuedSave, removeQueuedSave, writeQueuedSave, type QueuedSave } from './queued-save-storage';

export type QueuedSaveOutcome =
  | {
      kind: 'saved';
      id: number;
      /** What was sent, and the document the queued request named (a deleted one is saved as a new one). */
      request: SaveDocumentRequestInput;
      queuedId: number | null;
      changedElsewhere: boolean;
      /** When the user saved it offline and when the server answered, by this browser's clock. */
      queuedAt: number;
      savedAt: number;
    }
  | { kind: 'failed'; error: ApiError }
  /** No answer, or the server asked to come back later (queued-save-error.ts): it stays queued, to be tried again. */
  | { kind: 'unanswered' };

/**
 * Sends the account's queued save, once (decision records 0026, 0031). Tabs take turns through a Web Lock,
 * and a tab that gets the lock after another has sent it finds the queue empty. Every attempt of a request
 * carries its idempotency key, so an attempt whose answer was lost and its retry store one document or
 * version. The token this tab sends must still be the queue's account, or nothing is sent. Still no answer,
 * or asked to come back later (409, 429, 503): it stays queued; the session ended (401): it stays queued for
 * this account (queued-save-error.ts). Any other answer of the server ends it: saved, or refused with the
 * reason (the draft itself is untouched and can be saved again).
 * Nothing is overwritten: an update is the document's next version, the earlier ones are kept; when
 * another version was saved after this one was queued, the outcome says so, for the user to be told.
 */
export async function sendQueuedSave(ownerId: number): Promise<QueuedSaveOutcome | null> {
  const run = () => sendUnderLock(ownerId);
  return navigator.locks ? navigator.locks.request(`icf-queued-save:${ownerId}`, run) : run();
}

async function sendUnderLock(ownerId: number): Promise<QueuedSaveOutcome | null> {
  let queued = readQueuedSave(ownerId);
  if (!queued) return null;
  const queuedId = queued.request.id ?? null;
  try {
    if ((await getUser()).id !== ownerId) return null;
    if (!queued.sendStarted || !queued.idempotencyKey || queued.changedElsewhere === undefined) {
      queued = remember({
        ...queued,
        idempotencyKey: queued.idempotencyKey ?? newIdempotencyKey(),
        changedElsewhere: queued.changedElsewhere ?? (await savedElsewhereSince(queued)),
        sendStarted: true,
      });
    }
    if (queued.unresolved) queued = await resolveEarlierSend(queued);
    const { id, request } = await send(queued);
    removeQueuedSave(ownerId);
    return {
      kind: 'saved',
      id,
      request,
      queuedId,
      changedElsewhere: queued.changedElsewhere ?? false,
      queuedAt: queued.queuedAt,
      savedAt: Date.now(),
    };
  } catch (error) {
    const verdict = queuedSaveErrorVerdict(error);
    if (verdict === 'retry') return { kind: 'unanswered' };
    if (verdict === 'keep') return null;
    removeQueuedSave(ownerId);
    return { kind: 'failed', error: error as ApiError };
  }
}

/** Keeps what this attempt learnt in the queue; if the browser cannot store it, this attempt still goes on. */
function remember(queued: QueuedSave): QueuedSave {
  try {
    writeQueuedSave(queued);
  } catch {
    // The key and the check are kept in memory for this attempt.
  }
  return queued;
}

/** The request with its key; a document deleted meanwhile gets the queued state as a new document. */
async function send(queued: QueuedSave): Promise<{ id: number; request: SaveDocumentRequestInput }> {
  const key = queued.idempotencyKey ?? newIdempotencyKey();
  try {
    return { id: (await saveDocument(queued.request, key)).id, request: queued.request };
  } catch (error) {
    // The document was deleted meanwhile: the queued state becomes a new document, as an online save does.
    // The refused update kept nothing under the key; the new document gets a key of its own, the same at
    // every retry.
    if (!(error instanceof ApiError && error.status === 404 && typeof queued.request.id === 'number'))
      throw error;
    const { id: _deleted, ...asNew } = queued.request;
    return { id: (await saveDocument(asNew, `${key}-new`)).id, request: asNew };
  }
}

/**
 * The earlier new document whose attempt got no answer: sent again with its key, so the server either stores
 * it now or answers the id it stored then. The queued state then becomes that document's next version.
 */
async function resolveEarlierSend(queued: QueuedSave): Promise<QueuedSave> {
  const { unresolved, ...rest } = queued;
  if (!unresolved) return queued;
  try {
    const { id } = await saveDocument(unresolved.request, unresolved.idempotencyKey);
    return remember({ ...rest, request: { ...rest.request, id } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 409 || error.status === 401) throw error;
    // Refused: the earlier state was never stored, so the queued one is sent on its own.
    return remember(rest);
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
  const response = await fetch(apiPath('getHealth'), { method: 'HEAD', cache: 'no-store' });
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? null : date;
}
