import type { MessageKey } from '@icf/shared/i18n';
import { useI18n } from '../../i18n/use-i18n';

/** Stand-in for pages whose issue has not been built yet: the page's title and a short note. */
export function PlaceholderPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useI18n();
  return (
    <div className="page narrow">
      <h1>{t(titleKey)}</h1>
      <p className="muted">{t('page.coming_soon')}</p>
    </div>
  );
}
