import type { MessageKey, Messages } from './en.ts';

export type { MessageKey, Messages } from './en.ts';

/** Spec §1/§9: the UI speaks English and Korean; Korean ('kr', the spec's code) is the default. */
export const locales = ['kr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'kr';
export const localeCookieName = 'locale';
export const localeCookieMaxAgeDays = 365;

/** How each locale names itself in the language dropdown. */
export const localeLabels: Record<Locale, string> = { kr: '한국어', en: 'English' };

/** The BCP 47 tag of a locale, for `<html lang>`: the spec's 'kr' is Korean, 'ko'. */
export function htmlLang(locale: Locale): string {
  return locale === 'kr' ? 'ko' : 'en';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Reads a locale out of an Accept-Language header; accepts the spec's 'kr' and the standard 'ko'. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first.startsWith('kr') || first.startsWith('ko')) return 'kr';
  return defaultLocale;
}

/** Loads a catalogue on demand, so the browser only downloads the language it shows. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'en' ? (await import('./en.ts')).en : (await import('./kr.ts')).kr;
}

/**
 * Loads only the frame of the catalogue (en-frame.ts): what the landing page shows, for its first visit
 * (decision record 0039). Any other key is missing from it until `loadMessages` has run.
 */
export async function loadFrameMessages(locale: Locale): Promise<Partial<Messages>> {
  return locale === 'en' ? (await import('./en-frame.ts')).enFrame : (await import('./kr-frame.ts')).krFrame;
}

/** Fills `{name}` placeholders. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A message; a key missing from a partial catalogue (loadFrameMessages) is shown as the key. */
export function translate(
  messages: Partial<Messages>,
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  const template = messages[key];
  return template === undefined ? key : formatMessage(template, params);
}
