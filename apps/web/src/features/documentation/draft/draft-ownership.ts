import { showAlert } from '../../../components/feedback/alert-store';
import { translateWhenLoaded } from '../../../i18n/i18n-store';
import { settleQueuedSaveBeforeLogout } from '../../documents/save-queue/settle-queued-save';
import { draftHasContent } from './draft';
import { draftStore } from './draft-store';

/**
 * Before logout: a draft with unsaved work asks "Keep this unsaved draft on this computer?" (the safe
 * default, Enter or Escape, is to discard it); kept, it is shown again only to this account. A draft without
 * unsaved work is simply cleared.
 */
export async function settleDraftBeforeLogout(): Promise<void> {
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
      return;
    }
  }
  draftStore.discardDraft();
}
