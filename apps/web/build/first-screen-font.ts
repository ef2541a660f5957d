import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The family of the subset; global.css names it before Noto Sans KR once the web font is applied. */
export const firstScreenFontFamily = 'Noto Sans KR First Screen';

const sources = {
  '400': '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  '700': '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
} as const;

export type FontWeight = keyof typeof sources;

export interface FirstScreenFont {
  /** The characters the subset has, as a CSS unicode-range: the browser takes no other from it. */
  unicodeRange: string;
  /** Per weight: the file's name in the build and its bytes (WOFF2). */
  files: Record<FontWeight, { fileName: string; source: Uint8Array }>;
}

/**
 * Decision record 0039: Noto Sans KR cut down at build time to the characters of one first screen (a few KB
 * per weight instead of the ~110 KB of unicode-range subsets the landing page otherwise fetches), from the same Google Fonts release as the bundled @fontsource files. No layout closure: precomposed
 * Hangul needs no substitution, and the closure would pull in every ligature and alternate of the Latin letters.
 */
export async function subsetFirstScreenFont(text: string): Promise<FirstScreenFont> {
  const characters = [...new Set(text.replace(/\s/g, ''))].sort();
  const require = createRequire(import.meta.url);
  const files = {} as FirstScreenFont['files'];
  for (const [weight, source] of Object.entries(sources) as [FontWeight, string][]) {
    const font = await subsetFont(await readFile(require.resolve(source)), characters.join(''), {
      targetFormat: 'woff2',
      noLayoutClosure: true,
    });
    const hash = createHash('sha256').update(font).digest('base64url').slice(0, 8);
    files[weight] = { fileName: `assets/noto-sans-kr-first-screen-${weight}-${hash}.woff2`, source: font };
  }
  return { unicodeRange: unicodeRange(characters), files };
}

/** Per first screen (`<locale> <path>`), the cut of its characters. */
export type FirstScreenFonts = Record<string, FirstScreenFont>;

function unicodeRange(characters: string[]): string {
  return characters.map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`).join(',');
}

const moduleId = 'virtual:first-screen-font';

/**
 * Provides `virtual:first-screen-font` (styles/korean-web-font.ts reads it): the family, and per first screen
 * (`<locale> <path>`) the characters and the files' URLs of its cut; none in the dev server and the renderer's
 * own build.
 */
export function firstScreenFontModule(fonts: () => FirstScreenFonts): Plugin {
  return {
    name: 'icf-first-screen-font',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : null),
    load(id) {
      if (id !== `\0${moduleId}`) return null;
      const screens = Object.fromEntries(
        Object.entries(fonts()).map(([screen, cut]) => [
          screen,
          {
            unicodeRange: cut.unicodeRange,
            files: Object.fromEntries(
              Object.entries(cut.files).map(([weight, { fileName }]) => [weight, `/${fileName}`]),
            ),
          },
        ]),
      );
      return `export const firstScreenFonts = ${JSON.stringify({ family: firstScreenFontFamily, screens })};`;
    },
  };
}
