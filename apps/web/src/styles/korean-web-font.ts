import { hasSystemKoreanFont } from './system-korean-font';

/** The class on `<html>` that puts Noto Sans KR first in the font stack (global.css). */
export const koreanWebFontClass = 'korean-web-font';

const weights = ['400', '700'] as const;

/**
 * Decision record 0026 (superseding 0021 on this point): the web font is only for devices without a good
 * Korean system font. Where Apple SD Gothic Neo, Malgun Gothic or Noto Sans CJK is installed, the page keeps it
 * and downloads no font at all; elsewhere Noto Sans KR comes in as below, still after the first screen.
 */
export async function applyKoreanWebFontWhereNeeded(): Promise<void> {
  if (await hasSystemKoreanFont()) return;
  await applyKoreanWebFont();
}

/**
 * Decision record 0021: the bundled Noto Sans KR comes in after the first paint, in one swap. Its ~250
 * `@font-face` rules leave the render-blocking stylesheet; the faces that the text on screen needs load
 * together; then one class change redraws the page once, instead of once per arriving subset. Until then the
 * text is drawn in the platform's Hangul font (the fallback stack in global.css). Text shown later loads its
 * subsets as usual (`font-display: swap`).
 */
async function applyKoreanWebFont(): Promise<void> {
  await import('./korean-web-font.css');
  const text = document.body.textContent ?? '';
  try {
    await Promise.all(weights.map((weight) => document.fonts.load(`${weight} 1em "Noto Sans KR"`, text)));
  } finally {
    // A subset that failed to load leaves its characters to the fallback fonts, as swap would.
    document.documentElement.classList.add(koreanWebFontClass);
  }
}
