import { useEffect, useState } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { useI18n } from '../../../i18n/use-i18n';
import { useOnline } from '../../../lib/online-status';
import { downloadForms, type DownloadForm } from '../download-forms';

interface DownloadModalProps {
  /** The options offered; the write screen offers all five, the dashboard the four PDF forms. */
  forms?: readonly DownloadForm[];
  /** The chosen form; kept by the page, because the assessment sheet changes what the form requires. */
  form: DownloadForm | null;
  /** The PDF is being made: the confirm button says so and waits. */
  busy?: boolean;
  /** Why the last download failed; the modal stays open and says it. */
  error?: string | null;
  onFormChange(form: DownloadForm): void;
  onConfirm(form: DownloadForm): void;
  onClose(): void;
}

/**
 * Spec §2/§4 'select form': five options in a native modal `<dialog>` (decision record 0013); closes by
 * cancel, a click beside it or Escape. Confirming without a choice says so inside the modal.
 */
export function DownloadModal({
  forms = downloadForms,
  form,
  busy = false,
  error = null,
  onFormChange,
  onConfirm,
  onClose,
}: DownloadModalProps) {
  const { t } = useI18n();
  const [missingChoice, setMissingChoice] = useState(false);
  const dialogRef = useModalDialog();
  const online = useOnline();

  // The chosen form (or the first) has focus; closing gives it back to the button that opened the modal.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      dialogRef.current?.querySelector<HTMLInputElement>('input:checked') ??
      dialogRef.current?.querySelector<HTMLInputElement>('input');
    first?.focus();
    return () => opener?.focus();
  }, [dialogRef]);

  const confirm = () => {
    if (busy) return;
    if (form === null) setMissingChoice(true);
    else onConfirm(form);
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal download-modal"
      closedby="any"
      aria-labelledby="download-modal-title"
      onClose={onClose}
    >
      <h2 id="download-modal-title" className="download-modal-title">
        {t('download.title')}
      </h2>
      {!online && (
        <p className="muted download-offline" data-testid="download-offline">
          {t('offline.pdf_needs_connection')}
        </p>
      )}
      <div role="radiogroup" aria-labelledby="download-modal-title" className="download-options">
        {forms.map((candidate) => (
          <label key={candidate} className={`download-option${form === candidate ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name="download-form"
              value={candidate}
              checked={form === candidate}
              onChange={() => {
                onFormChange(candidate);
                setMissingChoice(false);
              }}
            />
            <span className="download-option-number">{candidate}</span>
            <span>{t(`download.form.${candidate}`)}</span>
          </label>
        ))}
      </div>
      {missingChoice && (
        <p role="alert" className="field-error download-missing">
          {t('download.none_chosen')}
        </p>
      )}
      {error && (
        <p role="alert" className="field-error download-failed">
          {error}
        </p>
      )}
      <div className="modal-actions download-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('alert.cancel')}
        </button>
        <button type="button" className="button primary" onClick={confirm} aria-busy={busy || undefined}>
          {busy ? t('download.working') : t('download.confirm')}
        </button>
      </div>
    </dialog>
  );
}
