import type { Locale } from '@icf/shared/i18n';

const intlLocales: Record<Locale, string> = { en: 'en-US', kr: 'ko-KR' };

/** The profile's 'member since' date in the interface language: 'May 6, 2024' / '2024년 5월 6일'. */
export function formatMemberSince(createdAt: string, locale: Locale, timeZone?: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeZone }).format(date);
}
