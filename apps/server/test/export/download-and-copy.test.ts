import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadFormNumbers,
  isProfiled,
  qualifierLabelsEn,
  type CodeEntry,
  type CodeMap,
} from '@icf/shared';
import { startTestServer, loadTestIcfData, type TestServer } from '../support/test-server';
import {
  downloadedPdf,
  entry,
  exportForm,
  manyRatedCodes,
  pdfPages,
  pdfText,
  postExport,
  sampleParts,
} from './export-api';

/** The download and copy calls need no database of their own beyond the rate limit; PGlite serves. */
describe('download (PDF forms) and copy (plain text)', () => {
  let server: TestServer;
  let codes: CodeMap;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    codes = (await loadTestIcfData()).codes;
  });
  afterAll(() => server.close());

  const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

  describe.each(downloadFormNumbers)('form %i', (form) => {
    it('is a PDF whose text holds the client and every rated code with its English and Korean title', async () => {
      const parts = sampleParts({ number: form });
      const pdf = await downloadedPdf(await postExport(server, 'download', exportForm(parts)));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain('김민수');
      for (const [code, codeEntry] of Object.entries(parts.data as Record<string, CodeEntry>)) {
        if (!isProfiled(code, codeEntry)) continue;
        expect(text, code).toContain(code);
        expect(text, `${code} English title`).toContain(normalised(codes[code]!.name));
        expect(text, `${code} Korean title`).toContain(normalised(codes[code]!.name_translation));
      }
      // The WHO credit is on every page.
      expect(text).toContain('CC BY-NC-SA 3.0 IGO');
    });

    it('prints each goal (forms 1–3 as a goal line, the profile as a target marker)', async () => {
      const pdf = await downloadedPdf(
        await postExport(server, 'download', exportForm(sampleParts({ number: form })), 'en'),
      );
      const text = normalised(pdfText(pdf));
      if (form === 4) {
        // The profile draws goals as dashed target markers on the bars, not as a line of text.
        expect(text).not.toContain('Goal: ');
        return;
      }
      expect(text).toContain('Goal: Extent of impairment 1 Mild, by 2024-06-30');
      expect(text).toContain('Goal: Facilitator / barrier +1 Mild facilitator');
      const withoutGoals = normalised(
        pdfText(
          await downloadedPdf(
            await postExport(
              server,
              'download',
              exportForm(sampleParts({ number: form, data: { b280: entry({ q1: '2' }) } })),
              'en',
            ),
          ),
        ),
      );
      expect(withoutGoals).not.toContain('Goal:');
    });

    it('grows in pages with the number of codes, and stays small', async () => {
      const short = await downloadedPdf(
        await postExport(server, 'download', exportForm(sampleParts({ number: form }))),
      );
      const long = await downloadedPdf(
        await postExport(
          server,
          'download',
          exportForm(sampleParts({ number: form, data: manyRatedCodes(codes, 130) })),
        ),
      );
      expect(pdfPages(long)).toBeGreaterThan(pdfPages(short));
      // The font is embedded as a subset: the full Noto Sans KR alone is over 6 MB.
      expect(long.length).toBeLessThan(1024 * 1024);
    });
  });

  it('round-trips Korean text: descriptions, perspectives and labels come back out of the PDF', async () => {
    const text = pdfText(
      await downloadedPdf(await postExport(server, 'download', exportForm(sampleParts({ number: 1 })))),
    );
    for (const expected of [
      '왼쪽 어깨 통증 (VAS 6/10)',
      '어깨 통증을 줄이고 싶다.',
      '손상 정도',
      '중등도',
      '병력',
      '임상 검사',
    ]) {
      expect(text).toContain(expected);
    }
    const sheet = pdfText(
      await downloadedPdf(await postExport(server, 'download', exportForm(sampleParts({ number: 3 })))),
    );
    for (const expected of ['혼자서 시장까지 걷고 싶다.', '은퇴한 교사, 활동적', '배우자가 매일 돌봄']) {
      expect(sheet).toContain(expected);
    }
  });

  it('form 1 prints the definitions, form 2 does not', async () => {
    const definition = normalised(codes.b280!.description).slice(0, 60);
    const withDefinitions = pdfText(
      await downloadedPdf(await postExport(server, 'download', exportForm(sampleParts({ number: 1 })))),
    );
    const without = pdfText(
      await downloadedPdf(await postExport(server, 'download', exportForm(sampleParts({ number: 2 })))),
    );
    expect(withDefinitions).toContain(definition);
    expect(without).not.toContain(definition);
  });

  it('labels come from the client’s catalogue, the rest from the server’s, in the request’s locale', async () => {
    const message = { 'info.client': 'Patient name', 'unknown.key': 'never shown' };
    const text = pdfText(
      await downloadedPdf(
        await postExport(server, 'download', exportForm(sampleParts({ number: 1, message })), 'en'),
      ),
    );
    expect(text).toContain('Patient name');
    expect(text).toContain(qualifierLabelsEn['qualifier.slot.extent']);
    expect(text).not.toContain('never shown');
  });

  it('works for visitors (no token) and answers no-store', async () => {
    const response = await postExport(server, 'download', exportForm(sampleParts({ number: 4 })));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  describe('refuses bad input with 422 and per-field messages, never 500', () => {
    const errorsOf = async (form: FormData, call: 'download' | 'copy' = 'download') => {
      const response = await postExport(server, call, form, 'en');
      const body = (await response.json()) as { code: string; errors: Record<string, string[]> };
      expect(response.status, JSON.stringify(body)).toBe(422);
      return body.errors;
    };

    it('the assessment sheet without the perspectives names each missing field', async () => {
      const info = {
        ...(sampleParts().info as object),
        perspective_bf: '',
        perspective_ap: ' ',
        personal_factor: '',
      };
      const errors = await errorsOf(exportForm(sampleParts({ number: 3, info })));
      expect(Object.keys(errors).sort()).toEqual([
        'info.personal_factor',
        'info.perspective_ap',
        'info.perspective_bf',
      ]);
      // Other forms do not need them.
      expect(
        (await postExport(server, 'download', exportForm(sampleParts({ number: 1, info })))).status,
      ).toBe(200);
    });

    it('a form number outside 1–4', async () => {
      for (const number of [5, 0, 'one', '']) {
        expect(Object.keys(await errorsOf(exportForm(sampleParts({ number }))))).toEqual(['number']);
      }
      expect(Object.keys(await errorsOf(exportForm(sampleParts())))).toEqual(['number']);
    });

    it('a part that is not JSON', async () => {
      const errors = await errorsOf(
        exportForm(sampleParts({ number: 1, data: undefined }), { data: '{"b280": ' }),
      );
      expect(errors).toEqual({ data: ['The data field must be valid JSON.'] });
      const copyErrors = await errorsOf(
        exportForm(sampleParts({ info: undefined }), { info: 'not json' }),
        'copy',
      );
      expect(Object.keys(copyErrors)).toEqual(['info']);
    });

    it('a qualifier value not allowed for the code’s kind, and a code that does not exist', async () => {
      const data = {
        b280: entry({ q1: '+2' }),
        d450: entry({ q3: '1' }),
        e310: entry({ q1: '7' }),
        x999: entry({}),
      };
      const errors = await errorsOf(exportForm(sampleParts({ number: 1, data })));
      expect(Object.keys(errors).sort()).toEqual(['data', 'data.b280.q1', 'data.d450.q3', 'data.e310.q1']);
      expect(errors.data![0]).toContain('x999');
    });

    it('text PostgreSQL could not store and entries of the wrong shape', async () => {
      const errors = await errorsOf(
        exportForm(sampleParts({ number: 2, info: { client: 'a\u0000b' }, data: { b280: { q1: 2 } } })),
      );
      expect(Object.keys(errors)).toEqual(expect.arrayContaining(['info.client', 'data.b280.q1']));
    });

    it('a body over the limit is 413', async () => {
      const response = await postExport(
        server,
        'copy',
        exportForm(sampleParts(), { padding: 'x'.repeat(17 * 1024 * 1024) }),
      );
      expect(response.status).toBe(413);
    });
  });

  it('copy answers the document as readable plain text', async () => {
    const response = await postExport(server, 'copy', exportForm(sampleParts()), 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('Client: 김민수');
    expect(text).toContain('Evaluation date: 2024-03-26');
    expect(text).toContain('[Body functions]');
    expect(text).toContain(`b280 ${codes.b280!.name} / ${codes.b280!.name_translation}`);
    expect(text).toContain('  Extent of impairment: 2 Moderate');
    expect(text).toContain('  Extent of impairment: 8 Not specified');
    expect(text).toContain('  Information sources: Case history, Clinical examination');
    expect(text).toContain('    왼쪽 어깨 통증 (VAS 6/10)');
    expect(text).toContain('  Performance: 3 Severe');
    expect(text).toContain('  Capacity: 2 Moderate');
    expect(text).toContain('  Facilitator / barrier: +3 Substantial facilitator');
    expect(text).toContain('  Facilitator / barrier: 2 Moderate barrier');
    expect(text).toContain('Core sets: ICF Generic Set (ICF 일반 세트)');
    // Codes in ICF order: body functions, structures, activities, environment.
    const order = ['b130', 'b280', 's750', 'd450', 'e1101', 'e310'].map((code) => text.indexOf(`\n${code} `));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((index) => index > 0)).toBe(true);
  });

  it('limits each client per minute (429)', async () => {
    const limited = await startTestServer('pglite', { exportRateLimitPerMinute: 2 });
    try {
      const statuses: number[] = [];
      for (let call = 0; call < 3; call += 1) {
        statuses.push((await postExport(limited, 'copy', exportForm(sampleParts()))).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
