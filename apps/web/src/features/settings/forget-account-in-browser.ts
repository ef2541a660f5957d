import { signOut } from '../auth/auth-store';

/**
 * After the account is erased, this browser keeps nothing of it either: its draft is discarded as at a
 * logout that does not keep it (decision 0009), then the session is forgotten. The draft code loads with the
 * pages that show a draft, so it is fetched here if not yet (binding it to the signed-in account first).
 */
export async function forgetAccountInBrowser(): Promise<void> {
  const { draftStore } = await import('../documentation/draft/draft-store');
  draftStore.discardDraft();
  await signOut();
}
