import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { kr } from '../src/i18n/kr';
import { formatMessage, htmlLang, loadMessages, localeFromAcceptLanguage } from '../src/i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('have exactly the same keys in en and kr', () => {
    const missingInKr = Object.keys(en).filter((key) => !(key in kr));
    const missingInEn = Object.keys(kr).filter((key) => !(key in en));
    expect(missingInKr).toEqual([]);
    expect(missingInEn).toEqual([]);
  });

  it('have a non-empty text for every key, with the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[key].trim(), key).not.toBe('');
      expect(kr[key].trim(), key).not.toBe('');
      expect(placeholders(kr[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('are really translated: Korean texts contain Hangul unless they are codes or names', () => {
    const untranslated = (Object.keys(kr) as (keyof typeof kr)[]).filter(
      // Placeholders are not words: a text made only of them and punctuation ('{description}, {date}') is the
      // same in every language.
      (key) =>
        !/[가-힣]/.test(kr[key]) && kr[key] === en[key] && /[a-z]{3,}/i.test(en[key].replace(/\{\w+\}/g, '')),
    );
    expect(untranslated).toEqual([]);
  });

  it('speak plain Korean: no English jargon such as "diff" in a Korean text', () => {
    const jargon = (Object.keys(kr) as (keyof typeof kr)[]).filter((key) => /\bdiff\b/i.test(kr[key]));
    expect(jargon).toEqual([]);
  });

  it('say of a list read in two sources only what was done: no independence, no check against the paper', () => {
    // The stroke Brief list's two sources are data files that both copy Geyh et al. 2004; the paper's own list
    // was not read (icf-data/PROVENANCE.md, core-sets.verified.json).
    expect(en['core_sets.verification.two-sources']).toBe('Two sources give the same list, code for code.');
    expect(kr['core_sets.verification.two-sources']).toBe('두 출처의 목록이 코드까지 모두 일치합니다.');
    expect(en['core_sets.verification.two-sources']).not.toMatch(/independent|publication/i);
    expect(kr['core_sets.verification.two-sources']).not.toMatch(/독립|출판물/);
  });

  it('load lazily per locale', async () => {
    expect(await loadMessages('en')).toBe(en);
    expect(await loadMessages('kr')).toBe(kr);
  });
});

describe('locale helpers', () => {
  it('give <html lang> the BCP 47 tag: the spec’s kr is ko', () => {
    expect(htmlLang('kr')).toBe('ko');
    expect(htmlLang('en')).toBe('en');
  });

  it('read the locale from Accept-Language, accepting the spec’s kr and the standard ko', () => {
    expect(localeFromAcceptLanguage('en')).toBe('en');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('kr')).toBe('kr');
    expect(localeFromAcceptLanguage('ko-KR')).toBe('kr');
    expect(localeFromAcceptLanguage(undefined)).toBe('kr');
    expect(localeFromAcceptLanguage('fr')).toBe('kr');
  });

  it('fill placeholders and leave unknown ones visible', () => {
    expect(formatMessage('{count} codes', { count: 3 })).toBe('3 codes');
    expect(formatMessage('{missing} codes')).toBe('{missing} codes');
  });
});
