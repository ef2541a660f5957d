import { personalStorage } from '../../lib/personal-storage';
import { getCurrentUser, signOut } from '../../lib/auth/auth-store';
import { removeQueuedSave } from '../save-queue';

/**
 * After the account is erased, this browser keeps nothing of it either: its draft is discarded as at a
 * logout that does not keep it (decision 0009), its saves queued offline are dropped (decision 0026; other
 * accounts' queued saves on a shared computer stay), then the session is forgotten, with the user kept for
 * offline use; on a computer said to be shared, all the tab kept for the session goes too (decision 0046).
 * The draft code loads with the pages that show a draft, so it is fetched here if not yet (binding it to the
 * signed-in account first).
 */
export async function forgetAccountInBrowser(): Promise<void> {
  const user = getCurrentUser();
  const { draftStore } = await import('../draft');
  draftStore.discardDraft();
  if (user) removeQueuedSave(user.id);
  await signOut();
  if (personalStorage.isSharedComputer()) personalStorage.clearSession();
}
