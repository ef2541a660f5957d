import type { Locale } from '../i18n';

/**
 * A category's or a set's title in the page's language. The served code map and the catalogue hold the
 * English title in `name` and the Korean one in `name_translation` (spec §4); a Korean page falls back to the
 * English title where no Korean one exists.
 */
export function titleInLocale(
  named: { readonly name: string; readonly name_translation?: string } | undefined,
  locale: Locale,
): string {
  if (!named) return '';
  return (locale === 'kr' && named.name_translation) || named.name;
}
