import { showAlert } from '../../components/feedback/alert-store';
import { translateWhenLoaded } from '../../i18n/i18n-store';
import { readQueuedSave, removeQueuedSave } from './queued-save-storage';

/**
 * Before logout, as for an unsaved draft (decision records 0009, 0026): a save still waiting for the
 * connection is kept for this account's next sign-in on this computer only if the user says so; the
 * default, Enter or Escape, discards it, so nothing of a patient stays behind by accident.
 */
export async function settleQueuedSaveBeforeLogout(ownerId: number | null): Promise<void> {
  if (ownerId === null || !readQueuedSave(ownerId)) return;
  const answer = await showAlert({
    icon: 'question',
    title: await translateWhenLoaded('offline.logout_queued_title'),
    text: await translateWhenLoaded('offline.logout_queued_text'),
    confirmText: await translateWhenLoaded('offline.logout_queued_keep'),
    cancelText: await translateWhenLoaded('offline.logout_queued_discard'),
    focusCancel: true,
  });
  if (!answer.confirmed) removeQueuedSave(ownerId);
}
