import { showAlert } from '../../components/feedback/alert-store';
import { translateWhenLoaded } from '../../i18n/i18n-store';
import { personalStorage } from '../../lib/personal-storage';
import { resetDraftClient, draftHasContent, draftStore } from '../draft';
import { readQueuedSave, removeQueuedSave } from './queued-save-storage';
import { settleQueuedSaveBeforeLogout } from './settle-queued-save';

/**
 * Before logout: a draft with unsaved work asks "Keep this unsaved draft on this computer?" (the safe
 * default, Enter or Escape, is to discard it); kept, it is shown again only to this account. A draft without
 * unsaved work is simply cleared. On a shared computer nothing is kept (decision record 0046). False: the
 * user chose to stay logged in.
 */
export async function settleDraftBeforeLogout(): Promise<boolean> {
  if (personalStorage.isSharedComputer()) return endSharedSession();
  await settleQueuedSaveBeforeLogout(draftStore.owner());
  const draft = draftStore.getDraft();
  if (draftHasContent(draft) && draft.unsaved) {
    const answer = await showAlert({
      icon: 'question',
      title: await translateWhenLoaded('draft.logout_keep_title'),
      text: await translateWhenLoaded('draft.logout_keep_text'),
      confirmText: await translateWhenLoaded('draft.logout_keep'),
      cancelText: await translateWhenLoaded('draft.logout_discard'),
      focusCancel: true,
    });
    if (answer.confirmed) {
      draftStore.flush();
      return true;
    }
  }
  draftStore.discardDraft();
  return true;
}

/**
 * Logout on a shared computer: everything kept for the session goes (the draft, a queued save, the draft's
 * client, and all else this tab keeps in its session). Unsaved work or a save still waiting for the
 * connection is never dropped without asking: the safe default, Enter or Escape, is to stay logged in.
 */
async function endSharedSession(): Promise<boolean> {
  const owner = draftStore.owner();
  const draft = draftStore.getDraft();
  const queued = owner !== null && readQueuedSave(owner) !== null;
  if (queued || (draftHasContent(draft) && draft.unsaved)) {
    const answer = await showAlert({
      icon: 'warning',
      title: await translateWhenLoaded('draft.shared_logout_title'),
      text: await translateWhenLoaded('draft.shared_logout_text'),
      confirmText: await translateWhenLoaded('draft.shared_logout_discard'),
      cancelText: await translateWhenLoaded('draft.shared_logout_stay'),
      focusCancel: true,
    });
    if (!answer.confirmed) return false;
  }
  draftStore.discardDraft();
  if (owner !== null) removeQueuedSave(owner);
  resetDraftClient();
  personalStorage.clearSession();
  return true;
}
