import { useI18n } from '../../../i18n/use-i18n';
import { useAuth } from '../../../lib/auth/auth-store';
import { draftHasContent, useDraft } from '../../draft';
import { FhirExportLink } from '../../interoperability';
import { useHasQueuedSave } from '../../save-queue';
import './draft-save-status.css';

/**
 * On the write screen: which saved document the draft belongs to (saving updates it, each save a new
 * version), or that it is a new document; and whether it has changes since the last save.
 */
export function DraftSaveStatus() {
  const { t } = useI18n();
  const documentId = useDraft((draft) => draft.documentId);
  // The document as saved: a description typed for a save that failed is no name of it yet.
  const description = useDraft((draft) => draft.savedDescription ?? draft.info.description);
  const unsaved = useDraft((draft) => draft.unsaved);
  const hasContent = useDraft(draftHasContent);
  const queued = useHasQueuedSave(useAuth().user?.id ?? null);
  if (queued) {
    // Decision record 0026: saved offline, waiting for the connection.
    return (
      <p className="draft-save-status" data-testid="draft-save-status" data-state="queued">
        <strong className="draft-unsaved">{t('offline.queued_status')}</strong>
      </p>
    );
  }
  if (documentId === undefined) {
    return (
      <p className="draft-save-status" data-testid="draft-save-status" data-state="new">
        {t(hasContent ? 'documents.status_new' : 'documents.status_empty')}
      </p>
    );
  }
  return (
    <p
      className="draft-save-status is-linked"
      data-testid="draft-save-status"
      data-state={unsaved ? 'unsaved' : 'saved'}
      data-document-id={documentId}
    >
      <span>
        {t('documents.status_document', { description: description || t('documents.no_description') })}
      </span>{' '}
      <strong className={unsaved ? 'draft-unsaved' : 'draft-saved'}>
        {t(unsaved ? 'documents.status_unsaved' : 'documents.status_saved')}
      </strong>{' '}
      <FhirExportLink documentId={documentId} />
    </p>
  );
}
