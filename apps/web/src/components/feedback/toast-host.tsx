import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useExternalStore } from '../../lib/external-store';
import { dismissToast, toastStore, type Toast } from './toast-store';

/**
 * The live region toasts are announced in. It is always in the page, so screen readers announce what is
 * put into it; each toast closes itself after its duration unless the pointer or the focus is on it.
 */
export function ToastHost() {
  const toasts = useExternalStore(toastStore);
  return (
    // A plain polite live region, not role="status": the page's own status messages keep that role alone.
    <div className="toast-region" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useI18n();
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [held, toast.id, toast.durationMs]);

  return (
    <div
      className="toast"
      data-testid="toast"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="toast-text">{toast.text}</span>
      {toast.action && (
        <button
          type="button"
          className="button small toast-action"
          onClick={() => {
            dismissToast(toast.id);
            toast.action?.run();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="icon-button toast-close"
        aria-label={t('toast.close')}
        onClick={() => dismissToast(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
