import type { MouseEvent } from 'react';
import { useI18n } from '../../i18n/use-i18n';

export const mainContentId = 'main-content';

/**
 * WCAG 2.4.1: the first tab stop jumps past the navigation. Focus moves by script, because a bare
 * fragment link would become a router navigation.
 */
export function SkipLink() {
  const { t } = useI18n();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <a className="skip-link" href={`#${mainContentId}`} onClick={skip}>
      {t('nav.skip_to_content')}
    </a>
  );
}
