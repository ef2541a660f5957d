import type { MessageKey } from '@icf/shared/i18n';
import { showAlert } from '../../components/feedback/alert-store';
import { draftHasContent } from './draft';
import { getDraft } from './draft-store';

/**
 * Before something replaces the draft (importing a document, a new evaluation for a client): true when the
 * draft is empty or the user agreed to throw its work away, false when they kept it.
 */
export async function confirmReplacingDraft(t: (key: MessageKey) => string): Promise<boolean> {
  if (!draftHasContent(getDraft())) return true;
  const answer = await showAlert({
    icon: 'warning',
    title: t('documents.import_replace_title'),
    text: t('documents.import_replace_text'),
    confirmText: t('documents.import_confirm'),
    cancelText: t('alert.cancel'),
  });
  return answer.confirmed;
}
