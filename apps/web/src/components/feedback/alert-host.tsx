import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useExternalStore } from '../../lib/external-store';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { alertStore, closeAlert, type AlertRequest } from './alert-store';

const iconGlyph = { success: '✓', error: '✕', warning: '!', info: 'i', question: '?' } as const;

/** Renders the oldest pending alert as a modal. */
export function AlertHost() {
  const current = useExternalStore(alertStore)[0];
  if (!current) return null;
  return <AlertDialog key={current.id} id={current.id} request={current} />;
}

/** One alert in a native modal `<dialog>` (decision record 0013); Escape or a click beside it cancels it. */
function AlertDialog({ id, request }: { id: number; request: AlertRequest }) {
  const { t } = useI18n();
  const [value, setValue] = useState(request.input?.value ?? '');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModalDialog();
  const focusCancel = request.focusCancel === true;
  const confirm = () => closeAlert(id, { confirmed: true, value });
  const cancel = () => closeAlert(id, { confirmed: false, value: '' });

  useEffect(() => {
    (inputRef.current ?? (focusCancel ? cancelRef.current : null) ?? confirmRef.current)?.focus();
  }, [focusCancel]);

  return (
    <dialog
      ref={dialogRef}
      className="modal alert"
      role="alertdialog"
      closedby="any"
      aria-labelledby={`alert-${id}-title`}
      onClose={cancel}
    >
      {request.icon && (
        <div className={`alert-icon alert-icon-${request.icon}`} aria-hidden="true">
          {iconGlyph[request.icon]}
        </div>
      )}
      <h2 id={`alert-${id}-title`} className="alert-title">
        {request.title}
      </h2>
      {request.text && <p className="alert-text">{request.text}</p>}
      {request.input && (
        <label className="field">
          <span>{request.input.label}</span>
          <input
            ref={inputRef}
            value={value}
            maxLength={request.input.maxLength}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && confirm()}
          />
        </label>
      )}
      <div className="modal-actions">
        <button ref={confirmRef} type="button" className="button primary" onClick={confirm}>
          {request.confirmText ?? t('alert.ok')}
        </button>
        {request.alternativeText && (
          <button
            type="button"
            className="button"
            onClick={() => closeAlert(id, { confirmed: false, value: '', alternative: true })}
          >
            {request.alternativeText}
          </button>
        )}
        {request.cancelText && (
          <button ref={cancelRef} type="button" className="button" onClick={cancel}>
            {request.cancelText}
          </button>
        )}
      </div>
    </dialog>
  );
}
