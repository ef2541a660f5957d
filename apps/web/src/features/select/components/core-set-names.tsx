import type { CoreSet } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';

interface Named {
  name: string;
  name_translation: string;
  provenance?: CoreSet['provenance'];
}

/**
 * kr: the Korean name leads and the English one follows in small print; en the other way round (the
 * catalogue's `name` is English, `name_translation` Korean). A personal set's `name` is the one its maker
 * typed first, in whatever language, so it always leads.
 */
export function orderedNames(named: Named, locale: Locale): { main: string; other: string } {
  const personal = named.provenance?.kind === 'personal';
  const [main, other] =
    locale === 'kr' && !personal
      ? [named.name_translation, named.name]
      : [named.name, named.name_translation];
  return main ? { main, other } : { main: other, other: '' };
}

/** The name of a set or condition as the list shows it, the other language below. */
export function CoreSetNames({ named, locale }: { named: Named; locale: Locale }) {
  const { main, other } = orderedNames(named, locale);
  return (
    <span className="core-set-names">
      <span className="core-set-name">{main}</span>
      {other && other !== main && <span className="core-set-name-other">{other}</span>}
    </span>
  );
}
