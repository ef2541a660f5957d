import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFormNumbers, type CodeMap } from '@icf/shared';
import { profileBarStyles } from '../../src/features/export/pdf/functioning-profile-form';
import { renderInterventionTablePdf } from '../../src/features/export/pdf/intervention-table-form';
import { renderProgressReportPdf } from '../../src/features/export/pdf/progress-report-form';
import { loadTestIcfData, startTestServer, type TestServer } from '../support/test-server';
import {
  downloadedPdf,
  exportForm,
  manyRatedCodes,
  pdfPages,
  pdfText,
  postExport,
  sampleParts,
  withPdfFile,
} from './export-api';
import { sampleInterventionTableReport } from './intervention-table-sample';
import { sampleProgressReport } from './progress-report-sample';

const execFileAsync = promisify(execFile);

/** The text of one page, white space made single spaces. */
function pageText(pdf: Buffer, page: number): string {
  return withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'], {
      encoding: 'utf8',
    }),
  ).replace(/\s+/g, ' ');
}

/** Each word of the first page with its box, as poppler finds it. */
function wordBoxes(pdf: Buffer): { word: string; yMin: number; yMax: number }[] {
  const html = withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' }),
  );
  return [
    ...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((match) => ({ word: match[3]!, yMin: Number(match[1]), yMax: Number(match[2]) }));
}

/**
 * Every word poppler finds on every page, without the punctuation around it. Read without holding the event
 * loop, which the server under test shares: a long synchronous read lets its keep-alive timer close the
 * connection just as the next request reuses it.
 */
async function allWords(pdf: Buffer): Promise<Set<string>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'icf-pdf-words-'));
  const file = path.join(folder, 'form.pdf');
  writeFileSync(file, pdf);
  const { stdout: html } = await execFileAsync('pdftotext', ['-bbox', file, '-'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).finally(() => rmSync(folder, { recursive: true, force: true }));
  return new Set([...html.matchAll(/<word [^>]*>([^<]*)<\/word>/g)].map((match) => bare(match[1]!)));
}

function bare(word: string): string {
  return word.replace(/^[([“"']+|[)\],.;:”"']+$/g, '');
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const hangul = /\p{Script=Hangul}/u;

/** A client whose every detail is English, with a long diagnosis that fills the header's first line. */
const englishInfo = {
  client: 'Jane Doe',
  age: '67',
  gender: 'female',
  onset: '2024-01-03',
  evaluation_date: '2024-03-26',
  manager: 'Alex Kim, occupational therapist',
  dx: 'Ischaemic stroke of the left middle cerebral artery (I63.9) with right hemiparesis and aphasia',
  perspective_bf: 'Less pain in the shoulder.',
  perspective_ap: 'Walk to the market alone.',
  enviromental_factor: 'Spouse helps every day',
  personal_factor: 'Retired teacher',
};

describe('PDF forms a clinician reads', () => {
  let server: TestServer;
  let codes: CodeMap;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    codes = (await loadTestIcfData()).codes;
  });
  afterAll(() => server.close());

  describe.each(downloadFormNumbers)('form %i', (form) => {
    it.each(['en', 'kr'] as const)(
      'in %s, wraps a long header and keeps the onset on every page',
      async (locale) => {
        const parts = sampleParts({ number: form, info: englishInfo, data: manyRatedCodes(codes, 40) });
        const pdf = await downloadedPdf(await postExport(server, 'download', exportForm(parts), locale));
        const onset = `${locale === 'en' ? 'Onset' : '발병일'}: 2024-01-03`;
        const manager = `${locale === 'en' ? 'Manager' : '담당자'}: Alex Kim, occupational therapist`;
        const pages = pdfPages(pdf);
        expect(pages).toBeGreaterThan(1);
        for (let page = 1; page <= pages; page += 1) {
          const text = pageText(pdf, page);
          expect(text, `page ${page}`).toContain(onset);
          expect(text, `page ${page}`).toContain(manager);
          expect(text, `page ${page}`).toContain(
            locale === 'en' ? 'World Health Organization' : '세계보건기구',
          );
        }
      },
    );

    it('in Korean breaks titles between words, never inside one', async () => {
      const data = manyRatedCodes(codes, 40);
      const pdf = await downloadedPdf(
        await postExport(server, 'download', exportForm(sampleParts({ number: form, data })), 'kr'),
      );
      const words = await allWords(pdf);
      const broken = Object.keys(data)
        .flatMap((code) => codes[code]!.name_translation.split(/\s+/).map(bare))
        .filter((word) => hangul.test(word) && !words.has(word));
      expect(broken).toEqual([]);
    });

    it('in English prints English only: no Korean title, no Korean core-set name', async () => {
      const parts = sampleParts({ number: form, info: englishInfo });
      const data = parts.data as Record<string, { desc: string }>;
      data.b280!.desc = 'Left shoulder pain (VAS 6/10)';
      data.e310!.desc = 'Spouse cares every day';
      const pdf = await downloadedPdf(await postExport(server, 'download', exportForm(parts), 'en'));
      const text = pdfText(pdf);
      expect(text).toContain('ICF Generic Set');
      expect(text).toContain('Sensation of pain');
      expect(text).not.toMatch(hangul);
    });
  });

  it('the progress report breaks Korean titles between words, never inside one', async () => {
    const report = await sampleProgressReport('kr');
    const words = await allWords(await renderProgressReportPdf(report));
    const broken = report.groups
      .flatMap((group) => group.rows.flatMap((row) => row.nameTranslation.split(/\s+/).map(bare)))
      .filter((word) => hangul.test(word) && !words.has(word));
    expect(broken).toEqual([]);
  });

  it('form 4: labels inside bars are at least 4.5:1 against their bar', () => {
    for (const [name, style] of Object.entries(profileBarStyles)) {
      expect(contrast(style.fill, style.label), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['en', 'kr'] as const)(
    'form 4 in %s writes a structure’s nature and location in full',
    async (locale) => {
      const pdf = await downloadedPdf(
        await postExport(server, 'download', exportForm(sampleParts({ number: 4 })), locale),
      );
      const text = pdfText(pdf);
      if (locale === 'en') {
        expect(text).toContain(
          'Nature of impairment: 7 Qualitative changes in structure, including accumulation of fluid',
        );
        expect(text).toContain('Location of impairment: 2 Left');
      } else {
        expect(text).toContain('손상 부위: 2 왼쪽');
      }
    },
  );

  it('form 6: a wrapped column heading ends above the first row', async () => {
    for (const locale of ['en', 'kr'] as const) {
      const words = wordBoxes(await renderInterventionTablePdf(await sampleInterventionTableReport(locale)));
      const firstRow = words.find((word) => word.word === 'b280')!;
      const headingBottom = Math.max(
        ...words
          .filter((word) => word.yMin < firstRow.yMin && word.yMin > firstRow.yMin - 40)
          .map((w) => w.yMax),
      );
      expect(words.some((word) => word.word === 'value' || word.word === '목표값')).toBe(true);
      expect(headingBottom, locale).toBeLessThanOrEqual(firstRow.yMin);
    }
  });

  it('form 6 in English prints English titles only', async () => {
    const text = pdfText(await renderInterventionTablePdf(await sampleInterventionTableReport('en')));
    expect(text).toContain('b280 Sensation of pain');
    expect(text).not.toContain('통증 감각');
  });

  it('form 5: the chart has the 0–4 axis, each bar’s value, and a key per evaluation', async () => {
    const pdf = await renderProgressReportPdf(await sampleProgressReport('en'));
    const chart = pageText(pdf, pdfPages(pdf));
    expect(chart).toContain('Chart');
    expect(chart).toContain('Body functions 0 1 2 3 4');
    expect(chart).toContain('Environmental factors 4 3 2 1 0 +1 +2 +3 +4');
    // b280 was 3, 2 and 1 at the three evaluations; e310 2 (a barrier), 0 and +2.
    expect(chart).toContain('b280 Sensation of pain 3 2 1');
    expect(chart).toContain('e310 Immediate family 2 0 +2');
    expect(chart).toContain('1. 2026-01-05 2. 2026-02-16 3. 2026-03-30 Target');
    expect(chart).not.toContain('통증 감각');
  });
});
