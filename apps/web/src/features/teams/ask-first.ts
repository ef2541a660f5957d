import { showAlert } from '../../components/feedback/alert-store';

/**
 * Asks before a team act that takes access or data away (removing, handing over, leaving, moving a client):
 * the warning names it, and the safe answer, cancel, has the focus. Resolves whether the user confirmed.
 */
export async function askFirst(question: string, confirmText: string, cancelText: string): Promise<boolean> {
  const answer = await showAlert({
    icon: 'warning',
    title: confirmText,
    text: question,
    confirmText,
    cancelText,
    focusCancel: true,
  });
  return answer.confirmed;
}
