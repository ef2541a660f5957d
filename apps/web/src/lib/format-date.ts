import type { Locale } from '@icf/shared/i18n';

const intlLocales: Record<Locale, string> = { en: 'en-US', kr: 'ko-KR' };

/** A date in the interface language: 'May 6, 2024' / '2024년 5월 6일'; an unreadable value as it is. */
export function formatLongDate(value: string, locale: Locale, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeZone }).format(date);
}

/**
 * A moment in the interface language: the time alone when it is today ('2:05 PM' / '오후 2:05'), with the
 * date otherwise.
 */
export function formatMoment(time: number, locale: Locale, now = Date.now()): string {
  const date = new Date(time);
  const today = new Date(now).toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(
    intlLocales[locale],
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}

/**
 * Spec §2 "created date": YYYY-MM-DD HH:mm in the browser's time zone (the API answers ISO 8601 in UTC).
 * An unreadable timestamp is shown as it came.
 */
export function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
