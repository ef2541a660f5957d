import { translate } from '@icf/shared/i18n';
import { showAlert } from '../../../components/feedback/alert-store';
import { i18nStore } from '../../../i18n/i18n-store';
import type { DownloadForm } from '../download-forms';

/**
 * STUB until the download issue: `POST api/document/download` (forms 1–4, a PDF in a new window) and
 * `POST api/document/copy` (form 5, the clipboard) are not built yet. The modal's choice ends here, so
 * replacing this one function wires the real calls.
 */
export async function downloadDocumentStub(form: DownloadForm): Promise<void> {
  const messages = i18nStore.get().messages;
  if (!messages) return;
  await showAlert({
    icon: 'info',
    title: translate(messages, 'download.soon_title'),
    text: translate(messages, 'download.soon_text', { form: translate(messages, `download.form.${form}`) }),
  });
}
