import type { DocumentVersionList } from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';

/** One version another screen made since this one's: its number, who made it and whether it was a restore. */
export type OtherVersion = DocumentVersionList['data'][number];

/**
 * Who made the versions a screen has not seen (decision record 0036), for the title of the clash dialog and
 * the newer-version notice: the user themself on another screen or device, team members by name, or a
 * restore of an earlier version (which reads as such even when the user made it: it is what they would
 * otherwise not recognise). `unknown` when nothing names them (an erased account's versions only).
 */
export type OtherSaves =
  | { kind: 'you' }
  | { kind: 'restore'; version: number }
  | { kind: 'people'; names: string[] }
  | { kind: 'unknown' };

/** `versions`: those after the screen's own version, newest first, as `GET …/versions?after=N` answers. */
export function describeOtherSaves(versions: readonly OtherVersion[]): OtherSaves {
  // A restore after which nothing else was saved is what the screen now sees: say so.
  const newest = versions[0];
  if (newest && newest.restored_from !== null) return { kind: 'restore', version: newest.restored_from };
  const others = versions.filter((version) => !version.by_you);
  if (versions.length > 0 && others.length === 0) return { kind: 'you' };
  const names = [...new Set(others.map((version) => version.author).filter((name) => name !== null))];
  return names.length > 0 ? { kind: 'people', names } : { kind: 'unknown' };
}

/** A message lookup, as `useI18n().t`. */
export type TranslateMessage = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Who saved meanwhile, as a sentence without its full stop (the clash dialog's title, the notices). */
export function otherSavesText(others: OtherSaves, t: TranslateMessage): string {
  switch (others.kind) {
    case 'you':
      return t('documents.others_you');
    case 'restore':
      return t('documents.others_restore', { version: others.version });
    case 'people':
      return t('documents.others_people', { names: others.names.join(', ') });
    case 'unknown':
      return t('conflict.title');
  }
}
