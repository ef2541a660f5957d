import { useI18n } from '../../../i18n/use-i18n';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { useSuggestionPreview } from '../api/get-suggestion-preview';

interface SuggestionPreviewDialogProps {
  userId: number;
  documentId: number;
  documentName: string;
  onSend(): void;
  onClose(): void;
}

/**
 * "What will be sent" (decision 0012): the exact messages of a request, with Send and Cancel, in a native modal
 * `<dialog>`. The text is shown as text, never interpreted.
 */
export function SuggestionPreviewDialog({
  userId,
  documentId,
  documentName,
  onSend,
  onClose,
}: SuggestionPreviewDialogProps) {
  const { t } = useI18n();
  const dialogRef = useModalDialog();
  const preview = useSuggestionPreview(userId, documentId);
  const data = preview.data;

  return (
    <dialog
      ref={dialogRef}
      className="modal suggestion-dialog"
      aria-labelledby="suggestion-dialog-title"
      onClose={onClose}
    >
      <h2 id="suggestion-dialog-title" className="suggestion-dialog-title">
        {t('suggestions.preview_title')} — {t('suggestions.request_of', { name: documentName })}
      </h2>
      {data ? (
        <>
          <p className="suggestion-preview-note">
            {data.provider === 'offline'
              ? t('suggestions.preview_offline')
              : t('suggestions.preview_llm', { model: data.model })}
          </p>
          {data.messages.map((message, index) => (
            <section key={index} className="suggestion-preview-message">
              <h3>
                {t(message.role === 'system' ? 'suggestions.preview_system' : 'suggestions.preview_user')}
              </h3>
              <pre className="suggestion-preview-text">{message.content}</pre>
            </section>
          ))}
        </>
      ) : (
        <p role={preview.isError ? 'alert' : 'status'} className="muted">
          {preview.isError ? t('suggestions.preview_failed') : t('suggestions.preview_loading')}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
          {t('suggestions.cancel')}
        </button>
        <button type="button" className="button primary" disabled={!data} onClick={onSend}>
          {t('suggestions.send')}
        </button>
      </div>
    </dialog>
  );
}
