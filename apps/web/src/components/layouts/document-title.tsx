import { useEffect } from 'react';
import { useRouteHandle } from '../../lib/route-handle';
import { useI18n } from '../../i18n/use-i18n';

/** Sets document.title from the route's title, in the current language ("Document form · ICF Core Sets"). */
export function DocumentTitle() {
  const { t } = useI18n();
  const { title: key } = useRouteHandle();
  const brand = t('app.brand');
  const title = key ? `${t(key)} · ${brand}` : brand;
  useEffect(() => {
    if (brand) document.title = title;
  }, [brand, title]);
  return null;
}
