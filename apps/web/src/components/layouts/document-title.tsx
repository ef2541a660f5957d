import { useEffect } from 'react';
import { useRouteHandle } from '../../lib/route-handle';
import { useI18n } from '../../i18n/use-i18n';
import type { MessageKey } from '@icf/shared/i18n';

/** A page's document title in the current language ("Document form · ICF Core Sets"); the brand alone without a title. */
export function pageTitle(t: (key: MessageKey) => string, key: MessageKey | undefined): string {
  const brand = t('app.brand');
  return key ? `${t(key)} · ${brand}` : brand;
}

/** Sets document.title from the route's title, in the current language. */
export function DocumentTitle() {
  const { t } = useI18n();
  const { title: key } = useRouteHandle();
  const brand = t('app.brand');
  const title = pageTitle(t, key);
  useEffect(() => {
    if (brand) document.title = title;
  }, [brand, title]);
  return null;
}
