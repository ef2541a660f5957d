import { useI18n } from '../../../i18n/use-i18n';
import { useDraft } from '../../documentation/draft/use-draft';
import './saved-document-note.css';

/** On the write screen: the draft came from a saved document, and saving will update that document. */
export function SavedDocumentNote() {
  const { t } = useI18n();
  const documentId = useDraft((draft) => draft.documentId);
  const description = useDraft((draft) => draft.info.description);
  if (documentId === undefined) return null;
  return (
    <p className="saved-document-note" data-testid="saved-document-note">
      {t('documents.editing_saved', { description: description || t('documents.no_description') })}
    </p>
  );
}
