import { existsSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCodeSearchIndex, searchCodes } from '@icf/shared';
import { defaultKoreanTitlesFile, loadIcfData } from '../src/icf/load-icf-data';
import { icfDataDir, loadTestIcfData, upstreamIcfDir } from './support/test-server';

interface SourceRecord {
  code: string;
  kind: string;
  component: string;
  parent: string | null;
  title: string;
}
const readRecords = (file: string) =>
  existsSync(path.join(icfDataDir, file))
    ? (JSON.parse(readFileSync(path.join(icfDataDir, file), 'utf8')) as SourceRecord[])
    : [];
/** The classification and the ICF-CY categories the data folder adds beside it (each file may grow). */
const records = [...readRecords('icf-classification.en.json'), ...readRecords('icf-cy-additions.en.json')];
const byCode = new Map(records.map((record) => [record.code, record]));
const titles = (
  JSON.parse(readFileSync(defaultKoreanTitlesFile, 'utf8')) as { titles: Record<string, string> }
).titles;
const glossary = JSON.parse(
  readFileSync(path.join(path.dirname(defaultKoreanTitlesFile), 'icf-glossary.ko.json'), 'utf8'),
) as {
  enforced: { en: string; ko: string }[];
  spacing: { separate_head_nouns: string[]; fixed_names: Record<string, string> };
};
/** The Korean titles found in public sources: research notes beside the data releases, not shipped. */
const koreanSourcesFile = path.join(upstreamIcfDir, 'icf-codes.ko.json');
const koreanSources = (
  existsSync(koreanSourcesFile) ? JSON.parse(readFileSync(koreanSourcesFile, 'utf8')) : {}
) as Record<string, { title: string; official: boolean | string }>;

/**
 * English source titles that are evidently wrong for their code; the Korean follows the ICF's meaning
 * (see the file's _meta.source_title_errors). d1759 is the 'unspecified' slot but repeats d1758's title.
 */
const sourceTitleErrors = new Set(['d1759']);

const english = (code: string) => byCode.get(code)!.title.trim();
const containsWord = (text: string, word: string) =>
  new RegExp(`(?<![\\w-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'i').test(text);

describe('the project’s Korean ICF titles', () => {
  it('has a non-empty Korean title for every category, chapter and component, and nothing else', () => {
    for (const record of records) expect(titles[record.code]?.trim(), record.code).toBeTruthy();
    expect(Object.keys(titles).sort()).toEqual(records.map((record) => record.code).sort());
  });

  it('leaves no title in English', () => {
    const withLatin = Object.entries(titles).filter(([, title]) => /[A-Za-z]/.test(title));
    expect(withLatin).toEqual([]);
  });

  it.runIf(existsSync(koreanSourcesFile))(
    'uses the words of the titles that the Korean sources mark official, spaced by the glossary rule',
    () => {
      const official = Object.entries(koreanSources).filter(([, entry]) => entry.official === true);
      expect(official.length).toBeGreaterThanOrEqual(7);
      const words = (title: string) => title.replace(/\s+/g, '');
      for (const [code, entry] of official) expect(words(titles[code]!), code).toBe(words(entry.title));
    },
  );

  it('keeps the four component names as published', () => {
    expect(Object.keys(glossary.spacing.fixed_names).sort()).toEqual(['b', 'd', 'e', 's']);
    for (const [code, name] of Object.entries(glossary.spacing.fixed_names)) {
      expect(titles[code], code).toBe(name);
      if (existsSync(koreanSourcesFile)) expect(koreanSources[code]?.title, code).toBe(name);
    }
  });

  it('writes each head noun of the glossary’s spacing rule as a word of its own (“의식 기능”, “지남력 기능”)', () => {
    const { separate_head_nouns: headNouns, fixed_names: fixedNames } = glossary.spacing;
    expect(headNouns).toEqual(expect.arrayContaining(['기능', '구조']));
    const joined = new RegExp(`[^\\s](?:${headNouns.join('|')})`, 'u');
    let checked = 0;
    for (const [code, title] of Object.entries(titles)) {
      if (code in fixedNames || !headNouns.some((noun) => title.includes(noun))) continue;
      expect(title, code).not.toMatch(joined);
      checked++;
    }
    expect(checked).toBeGreaterThan(400);
    expect(titles.b110).toBe('의식 기능');
    expect(titles.b114).toBe('지남력 기능');
    expect(titles.b167).toBe('언어 정신 기능');
  });

  it('uses the same Korean word for pain in every pain title', () => {
    const painTitles = records.filter((record) => containsWord(record.title, 'pain'));
    expect(painTitles.length).toBeGreaterThan(15);
    for (const record of painTitles) expect(titles[record.code], record.code).toContain('통증');
  });

  it('ends every “… functions” title with 기능 (the “Sensations associated with …” titles end with 감각)', () => {
    const functionTitles = records.filter((record) => /functions$/i.test(english(record.code)));
    expect(functionTitles.length).toBeGreaterThan(60);
    for (const record of functionTitles) {
      const expected = /^sensations? /i.test(english(record.code)) ? /감각$/ : /기능$/;
      expect(titles[record.code], `${record.code} ${record.title}`).toMatch(expected);
    }
  });

  it('ends every body-structure title that says “structure” with 구조', () => {
    const structureTitles = records.filter(
      (record) => record.component === 's' && /structure/i.test(record.title),
    );
    expect(structureTitles.length).toBeGreaterThan(50);
    for (const record of structureTitles) expect(titles[record.code], record.code).toMatch(/구조$/);
  });

  it('words residual categories alike: 기타 명시된 …, 상세불명의 …, 기타 명시된 및 상세불명의 …', () => {
    for (const record of records) {
      if (sourceTitleErrors.has(record.code)) continue;
      const title = english(record.code);
      const korean = titles[record.code]!;
      if (/, other specified and unspecified$/i.test(title))
        expect(korean, record.code).toMatch(/^기타 명시된 및 상세불명의 /);
      else if (/, other specified$/i.test(title)) expect(korean, record.code).toMatch(/^기타 명시된 /);
      else if (/, unspecified$/i.test(title)) expect(korean, record.code).toMatch(/^상세불명의 /);
    }
  });

  it('keeps the hierarchy visible: a residual child repeats its parent’s Korean title', () => {
    let checked = 0;
    for (const record of records) {
      const parent = record.parent ? byCode.get(record.parent) : undefined;
      if (!parent || parent.kind !== 'category' || sourceTitleErrors.has(record.code)) continue;
      if (english(record.code) === `${english(parent.code)}, other specified`) {
        expect(titles[record.code], record.code).toBe(`기타 명시된 ${titles[parent.code]}`);
        checked++;
      }
      if (english(record.code) === `${english(parent.code)}, unspecified`) {
        expect(titles[record.code], record.code).toBe(`상세불명의 ${titles[parent.code]}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('applies every enforced glossary term wherever the English uses it', () => {
    expect(glossary.enforced.length).toBeGreaterThan(20);
    for (const { en, ko } of glossary.enforced) {
      const using = records.filter((record) => containsWord(record.title, en));
      expect(using.length, `no title uses “${en}”`).toBeGreaterThan(0);
      for (const record of using)
        expect(titles[record.code], `${record.code} ${record.title} (${en} → ${ko})`).toContain(ko);
    }
  });
});

describe('serving the Korean titles', () => {
  it('serves them as name_translation of /api/code/all', async () => {
    const { codes } = await loadTestIcfData();
    expect(codes.b280?.name_translation).toBe(titles.b280);
    expect(codes.b1?.name_translation).toBe('정신 기능');
    expect(Object.values(codes).every((code) => code.name_translation.length > 0)).toBe(true);
  });

  it('accepts a replacement file through ICF_KO_TITLES_FILE', async () => {
    const replacement = path.join(mkdtempSync(path.join(tmpdir(), 'ko-')), 'official.json');
    writeFileSync(replacement, JSON.stringify({ titles: { b280: '공식 통증 명칭' } }));
    const { codes } = await loadIcfData(icfDataDir, replacement);
    expect(codes.b280?.name_translation).toBe('공식 통증 명칭');
    expect(codes.b130?.name_translation).toBe('');
  });

  it('makes Korean search find 통증 in b280 and its children', async () => {
    const { codes } = await loadTestIcfData();
    const results = searchCodes(createCodeSearchIndex(codes), '통증').map((code) => code.code);
    expect(results).toContain('b280');
    const painFamily = Object.keys(codes).filter(
      (code) => code.startsWith('b280') && codes[code]!.kind === 'category',
    );
    expect(painFamily.length).toBeGreaterThan(10);
    for (const code of painFamily) expect(results).toContain(code);
  });
});
