import { describe, expect, it } from 'vitest';
import { emptyCodeEntry, icfNotation } from '../src';
import { textAsNarrativeDiv, textOfNarrativeDiv } from '../src/fhir/fhir-narrative';

const rated = (q1: string, q2 = '', q3 = '') => ({ ...emptyCodeEntry(), q1, q2, q3 });

describe('icfNotation', () => {
  it('writes the ICF notation of each component', () => {
    expect(icfNotation('b280', rated('2'))).toBe('b280.2');
    expect(icfNotation('s7502', rated('2', '7', '3'))).toBe('s7502.273');
    expect(icfNotation('s7502', rated('2', '7'))).toBe('s7502.27');
    expect(icfNotation('d450', rated('2', '3'))).toBe('d450.23');
    expect(icfNotation('d450', rated('2'))).toBe('d450.2');
    expect(icfNotation('e310', rated('+3'))).toBe('e310+3');
    expect(icfNotation('e310', rated('+0'))).toBe('e310+0');
    expect(icfNotation('e310', rated('3'))).toBe('e310.3');
    expect(icfNotation('b280', rated('8'))).toBe('b280.8');
  });

  it('has none without a rating, or with a gap it cannot write', () => {
    expect(icfNotation('b280', rated(''))).toBeNull();
    expect(icfNotation('d450', rated('', '3'))).toBeNull();
    expect(icfNotation('s7502', rated('1', '', '2'))).toBeNull();
  });
});

describe('narrative text', () => {
  it('round-trips any text, markup characters, quotes and line breaks included', () => {
    for (const text of [
      '',
      'plain',
      '<b>&amp;</b> "q" \'a\'',
      '줄 하나\n\n둘째 줄\r\n',
      '&lt; stays literal',
    ]) {
      expect(textOfNarrativeDiv(textAsNarrativeDiv(text))).toBe(text);
    }
    expect(textAsNarrativeDiv('a < b & "c"')).toBe(
      '<div xmlns="http://www.w3.org/1999/xhtml">a &lt; b &amp; &quot;c&quot;</div>',
    );
  });

  it('refuses markup it did not write', () => {
    expect(textOfNarrativeDiv('<div>no namespace</div>')).toBeNull();
    expect(textOfNarrativeDiv('<div xmlns="http://www.w3.org/1999/xhtml"><p>x</p></div>')).toBeNull();
    expect(textOfNarrativeDiv('<div xmlns="http://www.w3.org/1999/xhtml">&nbsp;</div>')).toBeNull();
    expect(textOfNarrativeDiv('<div xmlns="http://www.w3.org/1999/xhtml">a & b</div>')).toBeNull();
  });
});
