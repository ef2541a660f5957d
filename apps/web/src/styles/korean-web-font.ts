import type { Locale } from '@icf/shared/i18n';
import { firstScreenFonts } from 'virtual:first-screen-font';
import { hasSystemKoreanFont } from './system-korean-font';

/** The class on `<html>` that puts Noto Sans KR first in the font stack (global.css). */
export const koreanWebFontClass = 'korean-web-font';

const weights = ['400', '700'] as const;

let applied: Promise<void> | null = null;

/**
 * Decision record 0026 (superseding 0021 on this point): the web font is only for devices without a good
 * Korean system font. Where Apple SD Gothic Neo, Malgun Gothic or Noto Sans CJK is installed, the page keeps it
 * and downloads no font at all; elsewhere Noto Sans KR comes in as below, still after the first paint. Once per
 * page load: the entry starts it on a served first screen, the root layout on any other (decision record 0039).
 */
export function applyKoreanWebFontWhereNeeded(): Promise<void> {
  applied ??= (async () => {
    if (await hasSystemKoreanFont()) return;
    await applyKoreanWebFont();
  })();
  return applied;
}

/**
 * Decision records 0021 and 0039: Noto Sans KR comes in after the first paint, in one swap. The text on screen
 * loads its faces first, then one class change redraws the page once. On a first page its characters come from
 * the build's cut of the font for that screen (a few KB per weight, family "Noto Sans KR First Screen", first
 * in the stack); only characters that cut lacks need the full font, whose ~250 unicode-range
 * `@font-face` rules (`korean-web-font.css`) are loaded only then. Until the class is set the text is drawn in
 * the platform's Hangul font (global.css); text shown later loads its subsets as usual (`font-display: swap`).
 */
async function applyKoreanWebFont(): Promise<void> {
  // The cut of the page the visit began on, in its language; none for other pages.
  const cut = firstScreenFonts.screens[`${pageLocale()} ${window.location.pathname}`];
  const covered = new Set(cut ? firstScreenCharacters(cut.unicodeRange) : []);
  const uncovered = missingFrom(covered, document.body.textContent ?? '');
  // Watched from now on, so text that arrives while the faces load is not missed.
  if (!uncovered) loadFullFontForLaterText(covered);
  const faces = cut ? firstScreenFaces(cut) : [];
  try {
    await Promise.all([...faces.map((face) => face.load()), uncovered ? loadFullFont(uncovered) : null]);
  } finally {
    // Every change to the document's fonts (a face added, a face loaded) restyles and lays out the whole page:
    // the faces load outside it and join it loaded, with the class, in one task, so the page is laid out and
    // painted once. A face that failed to load leaves its characters to the fallback fonts, as swap would.
    for (const face of faces) if (face.status === 'loaded') document.fonts.add(face);
    document.documentElement.classList.add(koreanWebFontClass);
  }
}

/**
 * The page's language, from the `lang` the server wrote and the i18n store keeps in step (`htmlLang`: 'ko' for
 * Korean). Not read from the store, which would bring the catalogues' loaders into this chunk and the entry.
 */
function pageLocale(): Locale {
  return document.documentElement.lang === 'en' ? 'en' : 'kr';
}

type FirstScreenCut = (typeof firstScreenFonts.screens)[string];

/** The cut's faces, not yet the document's: `load()` fetches a face that is in no font set as well. */
function firstScreenFaces({ unicodeRange, files }: FirstScreenCut): FontFace[] {
  return Object.entries(files).map(
    ([weight, url]) =>
      new FontFace(firstScreenFonts.family, `url(${url}) format('woff2')`, {
        weight,
        unicodeRange,
        display: 'swap',
      }),
  );
}

async function loadFullFont(text: string): Promise<void> {
  await import('./korean-web-font.css');
  await Promise.all(weights.map((weight) => document.fonts.load(`${weight} 1em "Noto Sans KR"`, text)));
}

/**
 * Text that appears later (another page, data that arrives) may have characters the first screens' cut lacks:
 * the first such text brings in the full font's rules, and the browser loads the subsets it needs.
 */
function loadFullFontForLaterText(covered: Set<string>): void {
  const observer = new MutationObserver((mutations) => {
    const added = mutations
      .flatMap((mutation) =>
        mutation.type === 'characterData'
          ? [mutation.target.textContent ?? '']
          : [...mutation.addedNodes].map((node) => node.textContent ?? ''),
      )
      .join('');
    if (!missingFrom(covered, added)) return;
    observer.disconnect();
    void import('./korean-web-font.css');
  });
  observer.observe(document.body, { childList: true, characterData: true, subtree: true });
}

/** Hangul and CJK: what a machine without a Korean font cannot draw, the reason for the web font (0026). */
const koreanScript = /[\u1100-\u11ff\u3130-\u318f\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff]/;

/**
 * The Korean characters of `text` not in `covered` ('' when none). Any other character (Latin, a symbol) is
 * drawn by the system's fonts where the cut lacks it, and needs no download.
 */
function missingFrom(covered: Set<string>, text: string): string {
  return [...new Set(text)]
    .filter((character) => koreanScript.test(character) && !covered.has(character))
    .join('');
}

/** The characters of a unicode-range made of single code points (`U+AC00,U+B9CC`). */
function firstScreenCharacters(unicodeRange: string): string[] {
  return unicodeRange.split(',').map((point) => String.fromCodePoint(parseInt(point.slice(2), 16)));
}
