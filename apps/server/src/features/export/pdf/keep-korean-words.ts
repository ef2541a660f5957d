/** Hangul: syllables, jamo and compatibility jamo. */
const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/**
 * Korean is broken between words, never inside one, as `word-break: keep-all` does on screen: pdfkit's line
 * breaking (Unicode line breaking, UAX #14) may break between any two Hangul syllables ("에/너지와"). Each
 * paragraph with Hangul is filled greedily, word by word, into lines no wider than `width`, with the breaks
 * written as newlines; pdfkit then finds every line fits. A single word wider than the line stays on a line of
 * its own for pdfkit to break, as it must. Paragraphs without Hangul are left to pdfkit unchanged.
 * `firstLineWidth`: what is left of the first line when the text continues one begun by other text (a bold
 * code before a title).
 */
export function keepKoreanWordsTogether(
  text: string,
  width: number,
  widthOf: (text: string) => number,
  firstLineWidth = width,
): string {
  return text
    .split('\n')
    .map((paragraph, index) =>
      hangul.test(paragraph)
        ? fillLines(paragraph, width, widthOf, index === 0 ? firstLineWidth : width)
        : paragraph,
    )
    .join('\n');
}

function fillLines(
  paragraph: string,
  width: number,
  widthOf: (text: string) => number,
  firstLineWidth: number,
): string {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    const longer = line === '' ? word : `${line} ${word}`;
    const room = lines.length === 0 ? firstLineWidth : width;
    // A word starts a new line when the line has words already, or when it is the first word and the rest of
    // a line begun by other text is too short for it.
    const breakBefore = line !== '' || (lines.length === 0 && firstLineWidth < width);
    // pdfkit measures a line's last word with the newline after it, which this font draws as its missing-glyph
    // width: the line must have room for it too.
    if (widthOf(`${longer}\n`) > room && breakBefore) {
      lines.push(line);
      line = word;
    } else {
      line = longer;
    }
  }
  lines.push(line);
  return lines.join('\n');
}
