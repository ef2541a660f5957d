import { useI18n } from '../../../i18n/use-i18n';
import './documentation.css';

/**
 * Shown until codes and core sets have arrived. Spec §8: a failed load is only logged, so a failure shows
 * nothing rather than an error message (or a spinner that would never stop).
 */
export function LoadingState({ failed }: { failed: boolean }) {
  const { t } = useI18n();
  if (failed) return null;
  return (
    <div className="docu-loading" role="status">
      <span className="docu-loading-spinner" aria-hidden="true" />
      {t('docu.loading')}
    </div>
  );
}
