import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFormNumbers } from '@icf/shared';
import { renderInterventionTablePdf } from '../../src/features/export/pdf/intervention-table-form';
import { renderProgressReportPdf } from '../../src/features/export/pdf/progress-report-form';
import { startTestServer, type TestServer } from '../support/test-server';
import { downloadedPdf, exportForm, postExport, sampleParts, withPdfFile } from './export-api';
import { sampleInterventionTableReport } from './intervention-table-sample';
import { sampleProgressReport } from './progress-report-sample';

/**
 * The first page of each form, rendered by poppler, against a checked-in PNG: a layout change shows in review
 * as a changed baseline. `UPDATE_PDF_BASELINES=1 npx vitest run apps/server/test/export` writes new ones.
 */
const baselineDir = path.join(import.meta.dirname, 'baselines');
const update = process.env.UPDATE_PDF_BASELINES === '1';
/** Pixels whose grey level differs by more than this count as changed… */
const pixelTolerance = 48;
/** …and at most this share of them may change (anti-aliasing, not layout). */
const changedShareMax = 0.003;

function firstPagePng(pdf: Buffer): PNG {
  return withPdfFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', [
      '-png',
      '-gray',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    return PNG.sync.read(readFileSync(path.join(dir, 'page.png')));
  });
}

function changedShare(actual: PNG, expected: PNG): number {
  if (actual.width !== expected.width || actual.height !== expected.height) return 1;
  let changed = 0;
  for (let index = 0; index < actual.data.length; index += 4) {
    if (Math.abs(actual.data[index]! - expected.data[index]!) > pixelTolerance) changed += 1;
  }
  return changed / (actual.width * actual.height);
}

describe('PDF form layout baselines', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  function matchesBaseline(pdf: Buffer, name: string): void {
    const actual = firstPagePng(pdf);
    const file = path.join(baselineDir, `${name}.png`);
    if (update || !existsSync(file)) {
      mkdirSync(baselineDir, { recursive: true });
      writeFileSync(file, PNG.sync.write(actual));
      if (!update) throw new Error(`No baseline for ${name}: wrote ${file}; check it and commit it.`);
    }
    const expected = PNG.sync.read(readFileSync(file));
    expect(changedShare(actual, expected)).toBeLessThanOrEqual(changedShareMax);
  }

  it.each(downloadFormNumbers)('form %i’s first page matches its baseline', async (form) => {
    const pdf = await downloadedPdf(
      await postExport(server, 'download', exportForm(sampleParts({ number: form }))),
    );
    matchesBaseline(pdf, `form-${form}`);
  });

  it('the progress report’s (form 5) first page matches its baseline', async () => {
    matchesBaseline(await renderProgressReportPdf(await sampleProgressReport()), 'form-5');
  });

  it('the intervention table’s (form 6) first page matches its baseline', async () => {
    matchesBaseline(await renderInterventionTablePdf(await sampleInterventionTableReport()), 'form-6');
  });
});
