import { translate, type MessageKey } from '@icf/shared/i18n';
import { showAlert } from '../../../components/feedback/alert-store';
import { ensureMessagesLoaded, i18nStore } from '../../../i18n/i18n-store';
import { authSession } from '../../auth/auth-store';
import { draftHasContent } from './draft';
import { draftStore } from './draft-store';

/**
 * The shown draft follows the signed-in account (decision 0009): a visitor's slot for a visitor, each
 * account its own. When an account signs in and a visitor's draft waits, it is offered to that account.
 * Called once, where the router is made.
 */
export function bindDraftToAccount(): void {
  let shownFor: number | null | undefined;
  const follow = () => {
    const owner = authSession.user.get()?.id ?? null;
    if (owner === shownFor) return;
    shownFor = owner;
    draftStore.switchOwner(owner);
    if (owner !== null && draftStore.hasStoredDraft(null)) void offerVisitorDraft(owner);
  };
  authSession.user.subscribe(follow);
  follow();
}

/**
 * A draft written before login moves into the account. If the account kept a draft of its own on this
 * computer, the user chooses; declining leaves the visitor's draft where it was.
 */
async function offerVisitorDraft(owner: number): Promise<void> {
  if (!draftStore.hasStoredDraft(owner)) {
    draftStore.adoptVisitorDraft();
    return;
  }
  const answer = await showAlert({
    icon: 'question',
    title: await message('draft.adopt_title'),
    text: await message('draft.adopt_text'),
    confirmText: await message('draft.adopt_confirm'),
    cancelText: await message('draft.adopt_cancel'),
  });
  if (answer.confirmed && draftStore.owner() === owner) draftStore.adoptVisitorDraft();
}

/**
 * Before logout: a draft with unsaved work asks "Keep this unsaved draft on this computer?" (the safe
 * default, Enter or Escape, is to discard it); kept, it is shown again only to this account. A draft without
 * unsaved work is simply cleared.
 */
export async function settleDraftBeforeLogout(): Promise<void> {
  const draft = draftStore.getDraft();
  if (draftHasContent(draft) && draft.unsaved) {
    const answer = await showAlert({
      icon: 'question',
      title: await message('draft.logout_keep_title'),
      text: await message('draft.logout_keep_text'),
      confirmText: await message('draft.logout_keep'),
      cancelText: await message('draft.logout_discard'),
      focusCancel: true,
    });
    if (answer.confirmed) {
      draftStore.flush();
      return;
    }
  }
  draftStore.discardDraft();
}

async function message(key: MessageKey): Promise<string> {
  await ensureMessagesLoaded();
  const messages = i18nStore.get().messages;
  return messages ? translate(messages, key) : key;
}
