import { nextTask } from '../lib/next-task';

/**
 * The platforms' Korean UI fonts that global.css names first in its font stack, by the full and PostScript
 * names that `local()` matches: macOS and iOS, Windows, Linux and Android (Noto Sans CJK; Noto Sans KR where it
 * is installed). Decision record 0026.
 */
export const systemKoreanFontNames = [
  'Apple SD Gothic Neo',
  'Apple SD Gothic Neo Regular',
  'AppleSDGothicNeo-Regular',
  'Malgun Gothic',
  'Malgun Gothic Regular',
  'MalgunGothic',
  'Noto Sans CJK KR',
  'Noto Sans CJK KR Regular',
  'NotoSansCJKkr-Regular',
  'Noto Sans KR',
  'Noto Sans KR Regular',
  'NotoSansKR-Regular',
] as const;

/**
 * Whether this device has one of them: a font face whose only source is `local()` loads when the font is
 * installed and fails otherwise, without any download. Each name is asked in a task of its own, and the first
 * found ends the search: the browser looks each up in the system's fonts at once, twelve lookups took 16 ms of
 * one task where none is installed (decision record 0039).
 */
export async function hasSystemKoreanFont(): Promise<boolean> {
  if (typeof FontFace === 'undefined') return false;
  for (const name of systemKoreanFontNames) {
    const found = await new FontFace('icf-system-korean-probe', `local("${name}")`).load().then(
      () => true,
      () => false,
    );
    if (found) return true;
    await nextTask();
  }
  return false;
}
