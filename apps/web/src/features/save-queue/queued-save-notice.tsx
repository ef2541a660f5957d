import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { useExternalStore } from '../../lib/external-store';
import { formatMoment } from '../../lib/format-date';
import { useAuth } from '../../lib/auth/auth-store';
import { queuedSaveNoticeStore } from './queued-save-notice-store';

/**
 * Decision record 0031: a save made offline has reached the server, said on whatever page is open, with
 * when it was saved and a link to the document: the write screen when the draft is that document, else the
 * dashboard's list. It goes inside the connection bar's live region, so it is announced, and stays until
 * closed; it is never shown to another account.
 */
export function QueuedSaveNotice() {
  const { t, locale } = useI18n();
  const notice = useExternalStore(queuedSaveNoticeStore);
  const userId = useAuth().user?.id ?? null;
  if (!notice || notice.ownerId !== userId) return null;
  return (
    <p className="connection-status is-saved" data-testid="queued-save-notice">
      <strong>{t('offline.queued_saved')}</strong>{' '}
      <span>
        {t('offline.queued_saved_when', {
          saved: formatMoment(notice.savedAt, locale),
          queued: formatMoment(notice.queuedAt, locale),
        })}
      </span>{' '}
      <Link
        to={notice.draftIsDocument ? paths.write : paths.dashboard}
        onClick={() => queuedSaveNoticeStore.set(null)}
      >
        {t(notice.draftIsDocument ? 'offline.queued_saved_open' : 'offline.queued_saved_list')}
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label={t('offline.queued_saved_close')}
        onClick={() => queuedSaveNoticeStore.set(null)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </p>
  );
}
