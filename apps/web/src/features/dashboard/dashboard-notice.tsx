import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';

/** Spec §9: the dismissed notice is remembered in localStorage, key showNotify, value close. */
export const noticeStorageKey = 'showNotify';
export const noticeClosedValue = 'close';

function noticeClosed(): boolean {
  try {
    return window.localStorage.getItem(noticeStorageKey) === noticeClosedValue;
  } catch {
    return false;
  }
}

function rememberNoticeClosed(): void {
  try {
    window.localStorage.setItem(noticeStorageKey, noticeClosedValue);
  } catch {
    // Storage refused: the notice closes for this visit only.
  }
}

/** Spec §2: a dismissible notice above the table (where documents and drafts are kept). */
export function DashboardNotice() {
  const { t } = useI18n();
  const [open, setOpen] = useState(() => !noticeClosed());
  if (!open) return null;
  return (
    <div className="dashboard-notice" role="note">
      <p>{t('dashboard.notice')}</p>
      <button
        type="button"
        className="icon-button dashboard-notice-close"
        aria-label={t('dashboard.notice_close')}
        onClick={() => {
          rememberNoticeClosed();
          setOpen(false);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
