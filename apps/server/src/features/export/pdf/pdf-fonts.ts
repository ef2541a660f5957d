import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

export interface PdfFonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

let fonts: PdfFonts | undefined;

/**
 * Noto Sans KR (SIL Open Font License), regular and bold, from `@expo-google-fonts/noto-sans-kr`, parsed once per
 * thread and shared by every document it renders; pdfkit embeds only the glyphs a document uses (a subset).
 *
 * OpenType shaping is switched off (the layout engine's OpenType part is dropped): the forms print
 * English and precomposed Hangul syllables, which need no glyph substitution, and shaping with this font's
 * tables took most of a form's render time (docs/decisions/0010-pdf-rendering.md).
 */
export function pdfFonts(): PdfFonts {
  fonts ??= {
    regular: open('400Regular/NotoSansKR_400Regular.ttf'),
    bold: open('700Bold/NotoSansKR_700Bold.ttf'),
  };
  return fonts;
}

function open(file: string): fontkit.Font {
  const font = fontkit.create(
    readFileSync(require.resolve(`@expo-google-fonts/noto-sans-kr/${file}`)),
  ) as fontkit.Font;
  // fontkit builds the layout engine once per font and keeps it; without its OpenType engine it lays text out
  // glyph by glyph from the character map and the advance widths.
  const layout = (font as unknown as { _layoutEngine: { engine: unknown } })._layoutEngine;
  layout.engine = null;
  return font;
}
