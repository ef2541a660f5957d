import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '@icf/shared';
import { loadMessages } from '@icf/shared/i18n';

/**
 * One Korean word for one idea in everything a clinician reads. The project's glossary
 * (icf-data/icf-glossary.ko.json) names neither idea, so the choice is the one the served data and most of the
 * screens already made: 핵심세트 (as icf-data/core-set-names.ko.json names every set) for a core set, and
 * 대상자 for the person documented (the clients screens, the teams and the text sent for a suggestion).
 */
const rejected = [
  { term: '코어셋', use: '핵심세트' },
  { term: '코어 셋', use: '핵심세트' },
  { term: '핵심 세트', use: '핵심세트' },
  { term: '내담자', use: '대상자' },
];

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const en = await loadMessages('en');
const kr = await loadMessages('kr');

/** Every text of the UI and of the server (errors, mails, PDFs, the export's README), in both catalogues. */
function catalogueTexts(): { where: string; text: string }[] {
  return [
    ...Object.entries(kr).map(([key, text]) => ({ where: `kr ${key}`, text })),
    // The English catalogue holds some Korean too (the landing page's translated headline).
    ...Object.entries(en).map(([key, text]) => ({ where: `en ${key}`, text })),
    ...Object.entries(serverMessages.kr).map(([key, text]) => ({ where: `server kr ${key}`, text })),
    ...Object.entries(serverMessages.en).map(([key, text]) => ({ where: `server en ${key}`, text })),
  ];
}

/** The source files that could carry Korean a user reads outside the catalogues. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|html|json|csv)$/.test(entry.name) ? [path] : [];
  });
}

function offending(texts: { where: string; text: string }[]): string[] {
  return texts.flatMap(({ where, text }) =>
    rejected
      .filter(({ term }) => text.includes(term))
      .map(({ term, use }) => `${where}: "${term}" (use "${use}")`),
  );
}

describe('Korean terms', () => {
  it('the catalogues say 핵심세트 and 대상자 only, never 코어셋 or 내담자', () => {
    const texts = catalogueTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(offending(texts)).toEqual([]);
  });

  it('so do the sources outside the catalogues, the served names of the sets and the example lists', () => {
    const files = [
      ...sourceFiles(join(repositoryRoot, 'packages/shared/src')),
      ...sourceFiles(join(repositoryRoot, 'apps/server/src')),
      ...sourceFiles(join(repositoryRoot, 'apps/web/src')),
      join(repositoryRoot, 'apps/web/index.html'),
      join(repositoryRoot, 'icf-data/core-set-names.ko.json'),
      ...sourceFiles(join(repositoryRoot, 'docs/examples')),
    ];
    const texts = files.map((path) => ({
      where: relative(repositoryRoot, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(offending(texts)).toEqual([]);
  });

  it('would catch a rejected term', () => {
    expect(offending([{ where: 'probe', text: '개인 코어셋과 내담자 정보' }])).toEqual([
      'probe: "코어셋" (use "핵심세트")',
      'probe: "내담자" (use "대상자")',
    ]);
  });
});
