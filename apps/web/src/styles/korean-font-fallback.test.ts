import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { firstScreenFontFamily } from '../../build/first-screen-font';
import { systemKoreanFontNames } from './system-korean-font';

/**
 * Korean text must never show as empty boxes (□□□□) while the bundled Noto Sans KR subsets load.
 * Until the web font is applied (decision 0021), the root font stack names a font with Hangul on each platform
 * before the generic families; once applied, Noto Sans KR comes first (the build's cut for the first screens,
 * then the full font), followed by that same stack; and every
 * @font-face swaps (text shown later is drawn at once in a fallback font).
 */
const require = createRequire(import.meta.url);
const fontCss = ['400', '700'].map((weight) =>
  readFileSync(require.resolve(`@fontsource/noto-sans-kr/${weight}.css`), 'utf8'),
);
const globalCss = readFileSync(new URL('./global.css', import.meta.url), 'utf8');
const webFontCss = readFileSync(new URL('./korean-web-font.css', import.meta.url), 'utf8');

/** Platform fonts that have Hangul: macOS and iOS, Windows, Linux and Android. */
const hangulSystemFonts = ['Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR'];

/** The families of a property declared in the rule of `selector` (`var(--font-fallback)` is expanded). */
function families(css: string, selector: string, property: string): string[] {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rule = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([\\s\\S]*?)\\n\\}`).exec(css)?.[1] ?? '';
  const declaration = new RegExp(`(?:^|\\n)\\s*${property}:([\\s\\S]*?);`).exec(rule)?.[1] ?? '';
  return declaration
    .split(',')
    .map((family) => family.trim().replace(/^'|'$/g, ''))
    .flatMap((family) =>
      family === 'var(--font-fallback)' ? families(css, ':root', '--font-fallback') : [family],
    );
}

describe('Korean font loading', () => {
  it('swaps every bundled Noto Sans KR face in, drawing text in a fallback font until then', () => {
    for (const css of fontCss) {
      const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
      expect(faces.length).toBeGreaterThan(50);
      for (const face of faces) {
        expect(face).toContain("font-family: 'Noto Sans KR'");
        expect(face).toMatch(/font-display:\s*swap/);
      }
    }
  });

  it('loads both weights of the bundled font from its own stylesheet, not the render-blocking one', () => {
    expect(webFontCss).toContain("@import '@fontsource/noto-sans-kr/400.css'");
    expect(webFontCss).toContain("@import '@fontsource/noto-sans-kr/700.css'");
    expect(globalCss).not.toContain('@fontsource');
  });

  it("puts the first screens' cut of the bundled font first once it is applied, then the full font, then the same fallback stack (0039)", () => {
    const applied = families(globalCss, ':root.korean-web-font', 'font-family');
    expect(applied.slice(0, 2)).toEqual([firstScreenFontFamily, 'Noto Sans KR']);
    expect(applied.slice(2)).toEqual(families(globalCss, ':root', 'font-family'));
  });

  it('falls back to a font with Hangul on every platform before any generic family', () => {
    const stack = families(globalCss, ':root', 'font-family');
    expect(stack).not.toContain('Noto Sans KR');
    const firstGeneric = stack.findIndex((family) =>
      ['system-ui', 'sans-serif', '-apple-system'].includes(family),
    );
    expect(firstGeneric).toBeGreaterThan(0);
    for (const font of hangulSystemFonts) {
      const index = stack.indexOf(font);
      expect(index, font).toBeGreaterThanOrEqual(0);
      expect(index, font).toBeLessThan(firstGeneric);
    }
  });

  it('probes each Korean system font of the stack, so the web font is skipped wherever one exists (0026)', () => {
    for (const font of hangulSystemFonts) expect(systemKoreanFontNames, font).toContain(font);
  });
});
