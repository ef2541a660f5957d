import type { CodeMap } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';

/** A code's title in the UI language (Korean from the served map's name_translation), and the other one. */
export function codeNames(codes: CodeMap, code: string, locale: Locale): { main: string; other: string } {
  const record = codes[code];
  if (!record) return { main: code, other: '' };
  const korean = record.name_translation;
  if (locale === 'kr' && korean) return { main: korean, other: record.name };
  return { main: record.name, other: korean };
}

/** The classification spells chapter titles in capitals; a tab shows them in sentence case. */
export function sentenceCase(title: string): string {
  return title === title.toUpperCase() ? title.charAt(0) + title.slice(1).toLowerCase() : title;
}
