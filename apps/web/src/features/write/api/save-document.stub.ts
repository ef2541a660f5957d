import { translate } from '@icf/shared/i18n';
import { showAlert } from '../../../components/feedback/alert-store';
import { i18nStore } from '../../../i18n/i18n-store';

/**
 * STUB until the documents issue: `POST api/document/save` (a prompt for the description, then the save and
 * its success or failure pop-up, spec §4/§8) is not built yet. The save button ends here.
 */
export async function saveDocumentStub(): Promise<void> {
  const messages = i18nStore.get().messages;
  if (!messages) return;
  await showAlert({
    icon: 'info',
    title: translate(messages, 'save.soon_title'),
    text: translate(messages, 'save.soon_text'),
  });
}
