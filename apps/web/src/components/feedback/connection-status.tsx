import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useExternalStore } from '../../lib/external-store';
import { useOnline } from '../../lib/online-status';
import { activateWaitingRelease, waitingRelease } from '../../lib/service-worker';

/**
 * Decision record 0026: a bar above each page that says when the browser is offline and what needs the
 * connection, and offers the reload to a new release. It is a live region, so both are announced, and so is
 * what the app puts in it (`children`: that a save made offline has reached the server, 0031).
 */
export function ConnectionStatus({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  const online = useOnline();
  const release = useExternalStore(waitingRelease);
  return (
    <div className="connection-status-region" role="status">
      {!online && (
        <p className="connection-status is-offline" data-testid="offline-status">
          <strong>{t('offline.status_title')}</strong> {t('offline.status_text')}
        </p>
      )}
      {release && (
        <p className="connection-status is-release" data-testid="release-status">
          <span>{t('offline.new_release')}</span>{' '}
          <button type="button" className="button" onClick={activateWaitingRelease}>
            {t('offline.reload')}
          </button>
        </p>
      )}
      {children}
    </div>
  );
}
