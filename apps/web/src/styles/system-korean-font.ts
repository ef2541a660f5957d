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
 * installed and fails otherwise, without any download.
 */
export async function hasSystemKoreanFont(): Promise<boolean> {
  if (typeof FontFace === 'undefined') return false;
  const probes = systemKoreanFontNames.map((name) =>
    new FontFace('icf-system-korean-probe', `local("${name}")`).load(),
  );
  const results = await Promise.allSettled(probes);
  return results.some((result) => result.status === 'fulfilled');
}
