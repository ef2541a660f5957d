import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyDocumentRequestSchema } from '@icf/shared';
import { buildExportDocument } from '../packages/shared/src/export/export-document';
import { resolveExportLabels } from '../apps/server/src/http/export-labels';
import { loadIcfData } from '../apps/server/src/icf/load-icf-data';
import {
  documentedMemoryCeilingMb,
  requestBodyBudgetDefaultMb,
} from '../apps/server/src/config/request-body-budget';
import { readProcessMemory, sampleProcessMemory } from '../apps/server/test/support/process-memory';
import { rawRequest } from '../apps/server/test/support/raw-request';
import { worstValidDocument, worstValidExportParts } from '../apps/server/test/support/worst-valid-inputs';
import { multipartBody } from './lib/multipart-body';
import { writeResult } from './lib/results';
import { repoRoot, startServer } from './lib/start-server';

/** Each kind of large request, sent this many times at once (half by visitors where visitors may). */
const copiesOfEach = 6;
/** The PDF render thread's target (decision 0010, bench/pdf.bench.ts). */
const pdfThreadTargetMb = 250;
const renderRuns = 10;

/**
 * Memory under the largest valid requests arriving together (decision record 0049): saves by a signed-in
 * user, PDFs (form 4, the functioning profile) and text copies of the largest valid document by visitors and
 * by the user, all at once on a fresh PGlite server (DATA_DIR on disk, as `npm start`). Reported: the
 * server's peak resident memory (VmHWM, its threads included) with the default body budget and with a
 * budget too large to refuse anything, the answers by status (429 = refused by the budget), and the peak of a
 * process that only renders PDFs of that document on one render thread.
 */
export async function benchLargeRequestsMemory(): Promise<void> {
  const icf = await loadIcfData(path.resolve(process.env.ICF_DATA_DIR ?? 'icf-data'));
  // The largest bodies: every text in the character JSON writes longest; the PDF's in Korean letters, which
  // the renderer draws (a control character draws nothing).
  const save = Buffer.from(JSON.stringify(worstValidDocument(icf)));
  const parts = await worstValidExportParts(icf, '가');
  const boundary = 'icfbenchboundary';
  const pdf = Buffer.from(multipartBody(boundary, { ...parts, number: 4 }));
  const copy = Buffer.from(multipartBody(boundary, await worstValidExportParts(icf)));
  const bodies = { save, pdf, copy };

  const withBudget = await measureServer({}, bodies);
  const withoutBudget = await measureServer({ REQUEST_BODY_BUDGET_MB: '1000000' }, bodies);

  const request = copyDocumentRequestSchema.parse(parts);
  const document = buildExportDocument(icf.codes, request, await resolveExportLabels('kr', {}));
  const pdfThreadPeakMb = renderProcessPeakRss(document, 4);

  writeResult('large-requests-memory', {
    bodyMb: {
      save: megabytes(save.length),
      pdf: megabytes(pdf.length),
      copy: megabytes(copy.length),
    },
    sentAtOnce: `${copiesOfEach} saves, ${copiesOfEach} PDFs (form 4), ${copiesOfEach} copies`,
    documentedMemoryCeilingMb,
    defaultBudgetMb: requestBodyBudgetDefaultMb,
    withBudget,
    withoutBudget,
    pdfThread: {
      note: `a process holding only the render pool (one thread), ${renderRuns} PDFs of form 4 of this document`,
      peakRssMb: pdfThreadPeakMb,
      targetMb: pdfThreadTargetMb,
    },
    met: {
      underCeiling: withBudget.peakRssMb <= documentedMemoryCeilingMb,
      pdfThread: pdfThreadPeakMb <= pdfThreadTargetMb,
    },
  });
}

async function measureServer(env: Record<string, string>, bodies: Record<'save' | 'pdf' | 'copy', Buffer>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-bench-large-'));
  const server = await startServer({ DATA_DIR: dataDir, EXPORT_RATE_LIMIT_PER_MINUTE: '100000', ...env });
  const pid = server.process.pid!;
  try {
    const token = await register(server.url);
    // Let the job queue start and the first-start work settle before the load.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const beforeLoad = readProcessMemory(pid);
    const memory = sampleProcessMemory(pid, 50);
    const send = (route: string, body: Buffer, contentType: string, signedIn: boolean) =>
      rawRequest(`${server.url}${route}`, {
        method: 'POST',
        headers: {
          'Content-Type': contentType,
          'Content-Length': String(body.length),
          Accept: 'application/json',
          ...(signedIn ? { Authorization: `Bearer ${token}` } : {}),
        },
        body,
      }).then(
        (answer) => answer.status,
        () => 0,
      );
    const form = 'multipart/form-data; boundary=icfbenchboundary';
    const requests: Promise<number>[] = [];
    for (let index = 0; index < copiesOfEach; index++) {
      const signedIn = index % 2 === 0;
      requests.push(send('/api/document/save', bodies.save, 'application/json', true));
      requests.push(send('/api/document/download', bodies.pdf, form, signedIn));
      requests.push(send('/api/document/copy', bodies.copy, form, signedIn));
    }
    const started = performance.now();
    const statuses = await Promise.all(requests);
    const allAnsweredMs = Math.round(performance.now() - started);
    memory.stop();
    const byStatus: Record<string, number> = {};
    for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
    return {
      rssBeforeLoadMb: beforeLoad?.rssMb,
      // VmHWM covers the whole life of the process: its start-up peak too, which the load may not pass.
      peakRssBeforeLoadMb: beforeLoad?.peakRssMb,
      peakRssMb: memory.peakMb(),
      statuses: byStatus,
      refusedByBudget: byStatus[429] ?? 0,
      allAnsweredMs,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function register(url: string): Promise<string> {
  const password = 'correct horse battery';
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench.${Date.now()}@example.org`,
      password,
      password_confirmation: password,
    }),
  });
  if (response.status !== 200) throw new Error(`register answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

function renderProcessPeakRss(document: unknown, form: number): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'icf-bench-render-'));
  try {
    const file = path.join(dir, 'document.json');
    writeFileSync(file, JSON.stringify(document));
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repoRoot, 'bench/lib/render-rss-child.ts'),
        file,
        String(form),
        String(renderRuns),
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    return (JSON.parse(output.trim().split('\n').at(-1)!) as { peakRssMb: number }).peakRssMb;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function megabytes(bytes: number): number {
  return Math.round((bytes / 2 ** 20) * 10) / 10;
}
