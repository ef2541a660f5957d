import type { IcfCode } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';

/** A code's title in the UI language: the Korean one in kr when there is one, else the WHO's English title. */
export function localTitleOf(record: IcfCode | undefined, locale: Locale): string {
  if (!record) return '';
  return locale === 'kr' ? record.name_translation || record.name : record.name;
}
