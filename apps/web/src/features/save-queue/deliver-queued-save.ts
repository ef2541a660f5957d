import type { QueryClient } from '@tanstack/react-query';
import { showAlert } from '../../components/feedback/alert-store';
import { translateWhenLoaded } from '../../i18n/i18n-store';
import { documentKeys, buildSaveRequest } from '../document-data';
import { queuedSaveNoticeStore } from './queued-save-notice-store';
import { sendQueuedSave, type QueuedSaveOutcome } from './send-queued-save';

/**
 * Sends the account's queued save and tells the user, on whatever page is open (decision records 0026,
 * 0031): saved, in the notice above the page with the time and a link; saved while the document had changed
 * elsewhere, also in an alert (the queued state is its newest version, the other one stays a version);
 * refused, in an alert with the reason. Answers whether it is still waiting for an answer.
 */
export async function deliverQueuedSave(
  ownerId: number,
  queryClient: QueryClient,
): Promise<'unanswered' | 'done'> {
  const outcome = await sendQueuedSave(ownerId);
  if (!outcome) return 'done';
  if (outcome.kind === 'unanswered') return 'unanswered';
  if (outcome.kind === 'failed') {
    const reason = outcome.error.body?.message ?? (await translateWhenLoaded('alert.server_error_text'));
    await showAlert({
      icon: 'error',
      title: await translateWhenLoaded('documents.save_failed'),
      text: await translateWhenLoaded('offline.queued_failed', { reason }),
    });
    return 'done';
  }
  void queryClient.invalidateQueries({ queryKey: documentKeys.all });
  queuedSaveNoticeStore.set({
    ownerId,
    queuedAt: outcome.queuedAt,
    savedAt: outcome.savedAt,
    draftIsDocument: await linkDraft(ownerId, outcome),
  });
  if (outcome.changedElsewhere) {
    await showAlert({
      icon: 'info',
      title: await translateWhenLoaded('documents.save_success'),
      text: await translateWhenLoaded('offline.queued_saved_as_version'),
    });
  }
  return 'done';
}

/**
 * The draft of this account belongs to the saved document from now on, if it still is the one that was
 * queued (the same document, or a new one); it counts as saved if it is still exactly the queued state (the
 * user may have gone on writing since). The draft's code loads with the pages that show it, so it is fetched
 * here if not yet.
 */
async function linkDraft(
  ownerId: number,
  outcome: Extract<QueuedSaveOutcome, { kind: 'saved' }>,
): Promise<boolean> {
  const { draftStore, getDraft, markSaved } = await import('../draft');
  const draft = getDraft();
  const { id: _sentId, client_id: _client, ...sent } = outcome.request;
  const draftId = draft.documentId ?? null;
  if (draftStore.owner() !== ownerId || (draftId !== outcome.queuedId && draftId !== outcome.id))
    return false;
  const { id: _draftId, ...current } = buildSaveRequest(draft);
  const unchanged = JSON.stringify(sent) === JSON.stringify(current);
  markSaved(outcome.id, unchanged ? draft : { ...draft, selection: { ...draft.selection } });
  return true;
}
