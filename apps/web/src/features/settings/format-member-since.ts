import type { Locale } from '@icf/shared/i18n';
import { formatLongDate } from '../../lib/format-date';

/** The profile's 'member since' date in the interface language: 'May 6, 2024' / '2024년 5월 6일'. */
export function formatMemberSince(createdAt: string, locale: Locale, timeZone?: string): string {
  return formatLongDate(createdAt, locale, timeZone);
}
