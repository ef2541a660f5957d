import type { Context } from 'hono';
import { localeFromAcceptLanguage, type Locale } from '@icf/shared/i18n';

/** The locale the answer is written in: the client sends its UI locale as Accept-Language (spec §7). */
export function requestLocale(c: Context): Locale {
  return localeFromAcceptLanguage(c.req.header('Accept-Language'));
}
