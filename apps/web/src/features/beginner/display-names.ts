import type { Locale } from '@icf/shared/i18n';

/** kr: the Korean name leads and the English one follows; en the other way round (as on the select screen). */
export function namesInLocale(
  named: { readonly name: string; readonly name_translation: string },
  locale: Locale,
): { main: string; other: string } {
  const [main, other] =
    locale === 'kr' ? [named.name_translation, named.name] : [named.name, named.name_translation];
  return main ? { main, other: other === main ? '' : other } : { main: other, other: '' };
}
