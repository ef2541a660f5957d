import {
  defaultLocale,
  htmlLang,
  isLocale,
  loadFrameMessages,
  loadMessages,
  translate,
  localeCookieMaxAgeDays,
  localeCookieName,
  type Locale,
  type MessageKey,
  type Messages,
} from '@icf/shared/i18n';
import { createExternalStore } from '../lib/external-store';
import { readCookie, writeCookie } from '../lib/cookies';
import { linkManifest } from './web-app-manifest';

export interface I18nState {
  locale: Locale;
  /** The catalogue, or its frame only (`complete` false) on a first visit of the landing page. */
  messages: Partial<Messages> | null;
  complete: boolean;
}

export const i18nStore = createExternalStore<I18nState>({
  locale: readLocaleCookie(),
  messages: null,
  complete: false,
});
// The server already writes it into index.html; this covers the dev server and a cookie changed in another tab.
// (Unit tests import this module without a DOM.)
if (typeof document !== 'undefined' && document.documentElement) {
  document.documentElement.lang = htmlLang(currentLocale());
  linkManifest(currentLocale());
}

function readLocaleCookie(): Locale {
  const stored = readCookie(localeCookieName);
  return isLocale(stored) ? stored : defaultLocale;
}

export function currentLocale(): Locale {
  return i18nStore.get().locale;
}

/**
 * Spec §4: messages for the current locale are loaded before each route (a no-op once loaded). The landing
 * page asks for the catalogue's frame only, its first visit loading no more than it shows (decision record
 * 0039); the next page loads the rest.
 */
export async function ensureMessagesLoaded(part: 'frame' | 'all' = 'all'): Promise<void> {
  const { locale, messages, complete } = i18nStore.get();
  if (complete || (messages && part === 'frame')) return;
  if (part === 'frame') {
    const frame = await loadFrameMessages(locale);
    // The whole catalogue may have come meanwhile.
    if (!i18nStore.get().messages) i18nStore.set({ locale, messages: frame, complete: false });
    return;
  }
  i18nStore.set({ locale, messages: await loadMessages(locale), complete: true });
}

/**
 * The build's prerender (decision record 0039): renders in `locale`, without a cookie or a document to update.
 */
export async function setPrerenderLocale(locale: Locale): Promise<void> {
  i18nStore.set({ locale, messages: await loadMessages(locale), complete: true });
}

/** The whole catalogue, once loaded (every page but a first visit of the landing page has it). */
export function completeMessages(): Messages | null {
  const { messages, complete } = i18nStore.get();
  return complete ? (messages as Messages) : null;
}

/** A message for code outside React (an alert raised by a store), once the locale's messages are loaded. */
export async function translateWhenLoaded(
  key: MessageKey,
  params?: Record<string, string | number>,
): Promise<string> {
  await ensureMessagesLoaded();
  const messages = i18nStore.get().messages;
  return messages ? translate(messages, key, params) : key;
}

/** Spec §4 locale change: if different, load its messages, store it (cookie, 365 days). */
export async function changeLocale(locale: Locale): Promise<void> {
  if (locale === i18nStore.get().locale && i18nStore.get().complete) return;
  const messages = await loadMessages(locale);
  writeCookie(localeCookieName, locale, localeCookieMaxAgeDays);
  document.documentElement.lang = htmlLang(locale);
  linkManifest(locale);
  i18nStore.set({ locale, messages, complete: true });
}
