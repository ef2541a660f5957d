import { localeLabels, locales } from '@icf/shared/i18n';
import { changeLocale } from '../../i18n/i18n-store';
import { useI18n } from '../../i18n/use-i18n';
import { Dropdown } from './dropdown';

/** Shows the current locale code in upper case and lists the available locales (spec §2). */
export function LanguageDropdown() {
  const { locale, t } = useI18n();
  return (
    <Dropdown
      label={locale.toUpperCase()}
      ariaLabel={`${t('nav.language')}: ${locale.toUpperCase()}`}
      testId="language"
    >
      {(close) =>
        locales.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="menuitemradio"
            aria-checked={candidate === locale}
            className="dropdown-item"
            onClick={() => void changeLocale(candidate).then(close)}
          >
            {candidate.toUpperCase()} · {localeLabels[candidate]}
          </button>
        ))
      }
    </Dropdown>
  );
}
