import { describe, expect, it } from 'vitest';
import { titleInLocale } from '../src/icf/title-in-locale';

describe('titleInLocale', () => {
  const b130 = { name: 'Energy and drive functions', name_translation: '에너지와 욕동 기능' };

  it('gives the English title on an English page and the Korean one on a Korean page', () => {
    expect(titleInLocale(b130, 'en')).toBe('Energy and drive functions');
    expect(titleInLocale(b130, 'kr')).toBe('에너지와 욕동 기능');
  });

  it('falls back to the English title where there is no Korean one, and to nothing for an unknown code', () => {
    expect(titleInLocale({ name: 'Stroke', name_translation: '' }, 'kr')).toBe('Stroke');
    expect(titleInLocale(undefined, 'en')).toBe('');
  });
});
