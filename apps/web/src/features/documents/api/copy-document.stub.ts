import { translate } from '@icf/shared/i18n';
import { showAlert } from '../../../components/feedback/alert-store';
import { i18nStore } from '../../../i18n/i18n-store';

/**
 * STUB until the copy/PDF issue: `POST api/document/copy` (spec §7: the document as text on the clipboard,
 * 'Document has been copied to clipboard.' / 'Document copy failed.', §8) is not built yet. The dashboard's
 * 'copy for text' button ends here, so replacing this one function wires the real call.
 */
export async function copyDocumentTextStub(_id: number): Promise<void> {
  const messages = i18nStore.get().messages;
  if (!messages) return;
  await showAlert({
    icon: 'info',
    title: translate(messages, 'download.soon_title'),
    text: translate(messages, 'documents.copy_soon_text'),
  });
}
