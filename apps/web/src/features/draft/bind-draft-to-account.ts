import { showAlert } from '../../components/feedback/alert-store';
import { translateWhenLoaded } from '../../i18n/i18n-store';
import { authSession } from '../../lib/auth/auth-store';
import type { DraftStore } from './create-draft-store';

/**
 * The shown draft follows the signed-in account (decision 0009): a visitor's slot for a visitor, each
 * account its own. When an account signs in and a visitor's draft waits, it is offered to that account.
 * Called once, where the browser's draft store is made (draft-store.ts), so the draft
 * code loads only with the pages that show a draft.
 */
export function bindDraftToAccount(draftStore: DraftStore): void {
  let shownFor: number | null | undefined;
  const follow = () => {
    const owner = authSession.user.get()?.id ?? null;
    if (owner === shownFor) return;
    shownFor = owner;
    draftStore.switchOwner(owner);
    if (owner !== null && draftStore.hasStoredDraft(null)) void offerVisitorDraft(draftStore, owner);
  };
  authSession.user.subscribe(follow);
  follow();
}

/**
 * A draft written before login moves into the account. If the account kept a draft of its own on this
 * computer, the user chooses; declining leaves the visitor's draft where it was.
 */
async function offerVisitorDraft(draftStore: DraftStore, owner: number): Promise<void> {
  if (!draftStore.hasStoredDraft(owner)) {
    draftStore.adoptVisitorDraft();
    return;
  }
  const answer = await showAlert({
    icon: 'question',
    title: await translateWhenLoaded('draft.adopt_title'),
    text: await translateWhenLoaded('draft.adopt_text'),
    confirmText: await translateWhenLoaded('draft.adopt_confirm'),
    cancelText: await translateWhenLoaded('draft.adopt_cancel'),
  });
  if (answer.confirmed && draftStore.owner() === owner) draftStore.adoptVisitorDraft();
}
