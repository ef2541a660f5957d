import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyCodeEntry, type CodeEntry, type CodeMap } from '@icf/shared';
import type { TestServer } from '../support/test-server';

/** The parts of a download or copy call, before they become form data. */
export interface ExportParts {
  info?: unknown;
  data?: unknown;
  sets?: unknown;
  message?: unknown;
  number?: unknown;
}

/** A Korean client with perspectives, and rated codes of every component. */
export function sampleParts(overrides: ExportParts = {}): ExportParts {
  return {
    info: {
      client: '김민수',
      age: '67',
      gender: '남',
      onset: '2024-01-03',
      evaluation_date: '2024-03-26',
      manager: 'Park Jiwoo',
      dx: 'Stroke (I63.9), 뇌졸중',
      perspective_bf: '어깨 통증을 줄이고 싶다.',
      perspective_ap: '혼자서 시장까지 걷고 싶다.',
      enviromental_factor: '배우자가 매일 돌봄',
      personal_factor: '은퇴한 교사, 활동적',
    },
    data: {
      b280: entry({
        q1: '2',
        s1: true,
        s3: true,
        desc: '왼쪽 어깨 통증 (VAS 6/10)',
        goal: { slot: 'q1', value: '1', date: '2024-06-30' },
      }),
      b130: entry({ q1: '8' }),
      s750: entry({ q1: '1', q2: '7', q3: '2' }),
      d450: entry({ q1: '3', q2: '2', s2: true, desc: 'walks 10 m with a cane' }),
      e310: entry({ q1: '+3', desc: '배우자가 돌봄' }),
      e1101: entry({ q1: '2', goal: { slot: 'q1', value: '+1', date: '' } }),
    },
    sets: [{ name: 'ICF Generic Set', name_translation: 'ICF 일반 세트' }],
    ...overrides,
  };
}

export function entry(patch: Partial<CodeEntry>): CodeEntry {
  return { ...emptyCodeEntry(), ...patch };
}

/** `count` category codes spread over the classification, each rated, as a long (comprehensive-sized) document. */
export function manyRatedCodes(codes: CodeMap, count: number): Record<string, CodeEntry> {
  const categories = Object.values(codes).filter((record) => record.kind === 'category');
  const step = Math.floor(categories.length / count);
  const data: Record<string, CodeEntry> = {};
  for (const record of categories.filter((_, index) => index % step === 0).slice(0, count)) {
    const letter = record.code.charAt(0);
    data[record.code] = entry({
      q1: letter === 'e' ? '+2' : '2',
      q2: letter === 'd' ? '1' : letter === 's' ? '7' : '',
      s1: true,
      desc: `기록 ${record.code}`,
    });
  }
  return data;
}

/** Form data as the web client sends it: JSON texts for the JSON parts, `number` as a plain field. */
export function exportForm(parts: ExportParts, raw: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    form.set(name, name === 'number' ? String(value) : JSON.stringify(value));
  }
  for (const [name, value] of Object.entries(raw)) form.set(name, value);
  return form;
}

export function postExport(
  server: TestServer,
  call: 'download' | 'copy',
  form: FormData,
  locale: 'en' | 'kr' = 'kr',
): Promise<Response> {
  return server.request(`/api/document/${call}`, {
    method: 'POST',
    body: form,
    headers: { 'Accept-Language': locale },
  });
}

/** The PDF bytes of a successful download. */
export async function downloadedPdf(response: Response): Promise<Buffer> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`download answered ${response.status}: ${text}`);
  const body = JSON.parse(text) as { pdf: string };
  return Buffer.from(body.pdf, 'base64');
}

/** Runs a poppler tool on the PDF in a temporary file. */
export function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'icf-pdf-'));
  try {
    const file = path.join(dir, 'form.pdf');
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of the PDF in drawing order, with runs of white space made single spaces. */
export function pdfText(pdf: Buffer): string {
  return withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  ).replace(/\s+/g, ' ');
}

export function pdfPages(pdf: Buffer): number {
  const info = withPdfFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}
