import { describe, expect, it } from 'vitest';
import { keepKoreanWordsTogether } from '../../src/features/export/pdf/keep-korean-words';

/** One unit per character, the newline too (pdfkit measures it with the line). */
const widthOf = (text: string) => [...text].length;

describe('keepKoreanWordsTogether', () => {
  it('breaks Korean between words, filling each line as far as it goes', () => {
    expect(keepKoreanWordsTogether('에너지와 욕동 기능', 6, widthOf)).toBe('에너지와\n욕동 기능');
    expect(keepKoreanWordsTogether('에너지와 욕동 기능', 11, widthOf)).toBe('에너지와 욕동 기능');
  });

  it('leaves a word wider than the line on a line of its own, for pdfkit to break', () => {
    expect(keepKoreanWordsTogether('가 나다라마바사아자 차', 4, widthOf)).toBe('가\n나다라마바사아자\n차');
  });

  it('continues a line begun by other text, and starts on the next line when the first word does not fit', () => {
    expect(keepKoreanWordsTogether('욕동 기능', 6, widthOf, 3)).toBe('욕동\n기능');
    expect(keepKoreanWordsTogether('에너지와 욕동 기능', 6, widthOf, 2)).toBe('\n에너지와\n욕동 기능');
  });

  it('keeps the paragraphs it was given, and leaves text without Hangul to pdfkit', () => {
    expect(keepKoreanWordsTogether('욕동 기능\nEnergy and drive functions', 3, widthOf)).toBe(
      '욕동\n기능\nEnergy and drive functions',
    );
  });
});
