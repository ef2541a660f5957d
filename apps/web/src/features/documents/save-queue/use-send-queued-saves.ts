import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showAlert } from '../../../components/feedback/alert-store';
import { showToast } from '../../../components/feedback/toast-store';
import { useI18n } from '../../../i18n/use-i18n';
import { useOnline } from '../../../lib/online-status';
import { useAuth } from '../../auth/auth-store';
import { getDraft, markSaved } from '../../documentation/draft/draft-store';
import { documentKeys } from '../api/document-keys';
import { buildSaveRequest } from '../save-request';
import { sendQueuedSave, type QueuedSaveOutcome } from './send-queued-save';

/**
 * On the write screen: whenever the signed-in account is online, its queued save is sent (once, whichever
 * tab gets there first), and the user is told that it reached the server, that the document had changed
 * elsewhere meanwhile (the queued state is its newest version, the other one stays a version), or why the
 * server refused it (decision record 0026).
 */
export function useSendQueuedSaves(): void {
  const { t } = useI18n();
  const { user } = useAuth();
  const online = useOnline();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null || !online) return;
    void sendQueuedSave(userId).then(async (outcome) => {
      if (!outcome) return;
      if (outcome.kind === 'failed') {
        const reason = outcome.error.body?.message ?? t('alert.server_error_text');
        await showAlert({
          icon: 'error',
          title: t('documents.save_failed'),
          text: t('offline.queued_failed', { reason }),
        });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      linkDraft(outcome);
      if (outcome.changedElsewhere) {
        await showAlert({
          icon: 'info',
          title: t('documents.save_success'),
          text: t('offline.queued_saved_as_version'),
        });
      } else {
        showToast({ text: t('offline.queued_saved') });
      }
    });
  }, [online, queryClient, t, userId]);
}

/**
 * The draft belongs to the saved document from now on; it counts as saved if it is still exactly the state
 * that was queued (the user may have gone on writing since).
 */
function linkDraft(outcome: Extract<QueuedSaveOutcome, { kind: 'saved' }>): void {
  const draft = getDraft();
  const { id: _sentId, client_id: _client, ...sent } = outcome.request;
  const { id: _draftId, ...current } = buildSaveRequest(draft);
  const unchanged = JSON.stringify(sent) === JSON.stringify(current);
  markSaved(outcome.id, unchanged ? draft : { ...draft, selection: { ...draft.selection } });
}
