import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * Issue 14: Korean text must never show as empty boxes (□□□□) while the bundled Noto Sans KR subsets load.
 * Every @font-face swaps (the text is drawn at once in a fallback font), and the fallback stack names a
 * font with Hangul on each platform before the generic families.
 */
const require = createRequire(import.meta.url);
const fontCss = ['400', '700'].map((weight) =>
  readFileSync(require.resolve(`@fontsource/noto-sans-kr/${weight}.css`), 'utf8'),
);
const globalCss = readFileSync(new URL('./global.css', import.meta.url), 'utf8');

/** Platform fonts that have Hangul: macOS and iOS, Windows, Linux and Android. */
const hangulSystemFonts = ['Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR'];

function rootFontFamily(css: string): string[] {
  const root = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const declaration = /(?:^|\n)\s*font-family:([\s\S]*?);/.exec(root)?.[1] ?? '';
  return declaration.split(',').map((family) => family.trim().replace(/^'|'$/g, ''));
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

  it('falls back to a font with Hangul on every platform before any generic family', () => {
    const stack = rootFontFamily(globalCss);
    expect(stack[0]).toBe('Noto Sans KR');
    const firstGeneric = stack.findIndex((family) =>
      ['system-ui', 'sans-serif', '-apple-system'].includes(family),
    );
    expect(firstGeneric).toBeGreaterThan(0);
    for (const font of hangulSystemFonts) {
      const index = stack.indexOf(font);
      expect(index, font).toBeGreaterThan(0);
      expect(index, font).toBeLessThan(firstGeneric);
    }
  });
});
