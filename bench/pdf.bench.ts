import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { copyDocumentRequestSchema, downloadFormNumbers } from '@icf/shared';
import {
  buildExportDocument,
  codeTitle,
  qualifierTexts,
  sourceTexts,
  type ExportDocument,
} from '../packages/shared/src/export/export-document';
import { resolveExportLabels } from '../apps/server/src/http/export-labels';
import { renderDocumentPdf } from '../apps/server/src/features/export/pdf/render-document-pdf';
import { renderProgressReportPdf } from '../apps/server/src/features/export/pdf/progress-report-form';
import { benchProgressReport } from './lib/progress-report-input';
import { loadIcfData } from '../apps/server/src/icf/load-icf-data';
import { manyRatedCodes, sampleParts } from '../apps/server/test/export/export-api';
import { launchChromium } from './lib/launch-chromium';
import { multipartBody } from './lib/multipart-body';
import { createBenchDatabase } from './lib/bench-database';
import { median, percentile, writeResult } from './lib/results';
import { repoRoot, startServer } from './lib/start-server';
import { runWrk, wrkVersion, type WrkFigures } from './lib/wrk';

const codeCount = 130;
const renderRuns = 40;
const warmUpRuns = 5;
const chromiumRuns = 15;
const pdfConnections = 4;
const listRate = 100;
const durationSeconds = 10;
const targets = {
  renderMedianMs: 150,
  peakRssMb: 250,
  /**
   * The render-only process as the server runs it, on Node 24: V8 there lets a thread's garbage build up to
   * about 100 MB more before a full collection than Node 20 did (decision record 0010, restated from
   * measurement); the 250 MB above holds for what a render keeps live.
   */
  renderProcessPeakRssMb: 350,
  pdfsPerSecond: 10,
  chromiumRatio: 5,
  form1MaxBytes: 1024 * 1024,
};

/**
 * Targets (decision 0010): form 1 with 130 codes renders in at most 150 ms (median) and in at most 250 MB peak RSS
 * (measured in a process that only renders; the server's peak at the target rate and at capacity is
 * recorded beside it), and the server makes at least 10 PDFs per second through HTTP with the worker pool, at least 5 times faster than the
 * same content as HTML printed by headless chromium; the dashboard list's p99 at 100 calls/s with and without
 * PDFs rendering at full capacity; the page count and size of each form, the progress report (form 5) included.
 */
export async function benchPdf(): Promise<void> {
  const loadGenerator = wrkVersion();
  const icf = await loadIcfData(path.resolve(process.env.ICF_DATA_DIR ?? 'icf-data'));
  const parts = sampleParts({ data: manyRatedCodes(icf.codes, codeCount) });
  const request = copyDocumentRequestSchema.parse(parts);
  const document = buildExportDocument(icf.codes, request, await resolveExportLabels('kr', {}));

  // 1. Rendering alone, on this thread: the cost of one PDF.
  const forms: Record<string, { pages: number; bytes: number; medianMs: number }> = {};
  for (const form of downloadFormNumbers) {
    const times: number[] = [];
    let pdf: Buffer = Buffer.alloc(0);
    for (let run = 0; run < warmUpRuns + renderRuns; run += 1) {
      const started = performance.now();
      pdf = await renderDocumentPdf(form, document);
      if (run >= warmUpRuns) times.push(performance.now() - started);
    }
    forms[`form${form}`] = { pages: pageCount(pdf), bytes: pdf.length, medianMs: round(median(times)) };
  }
  // 1a. The progress report (form 5, decision 0018): the same codes over four evaluations.
  const report = await benchProgressReport(icf.codes, request.data);
  {
    const times: number[] = [];
    let pdf: Buffer = Buffer.alloc(0);
    for (let run = 0; run < warmUpRuns + renderRuns; run += 1) {
      const started = performance.now();
      pdf = await renderProgressReportPdf(report);
      if (run >= warmUpRuns) times.push(performance.now() - started);
    }
    forms.form5 = { pages: pageCount(pdf), bytes: pdf.length, medianMs: round(median(times)) };
  }
  const form1Times: number[] = [];
  for (let run = 0; run < renderRuns; run += 1) {
    const started = performance.now();
    await renderDocumentPdf(1, document);
    form1Times.push(performance.now() - started);
  }

  // 1b. The renderer's own memory: a process holding only the worker pool (one thread), rendering form 1
  // of this document again and again.
  const renderProcessPeakRssMb = measureRenderProcessPeakRss(document);
  // The same with the thread's old generation capped at 64 MB: V8 collects as soon as it nears the cap, so this
  // peak is what the renders keep live, not the garbage V8 lets build up first.
  const renderProcessLivePeakRssMb = measureRenderProcessPeakRss(document, 64);

  // 2. The same content as HTML, printed to PDF by headless chromium.
  const chromiumTimes = await printWithChromium(document);

  // 3. Through HTTP: PDFs at full capacity, and the dashboard list with and without them.
  // On PostgreSQL, as in production: the server's memory is then its own and the workers', not an embedded
  // database's.
  const benchDatabase = await createBenchDatabase('pdf');
  const server = await startServer({
    DATABASE_URL: benchDatabase.url,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    EXPORT_RATE_LIMIT_PER_MINUTE: '100000',
  });
  try {
    const pid = server.process.pid!;
    const token = await registerWithDocuments(server.url);
    const idleRssMb = currentRss(pid);
    const boundary = 'icfbenchboundary';
    const pdfRequest = {
      method: 'POST' as const,
      path: '/api/document/download',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Accept-Language': 'kr' },
      body: multipartBody(boundary, { ...parts, number: 1 }),
    };
    const listRequest = { method: 'GET' as const, path: '/api/document/all?page=1&per_page=10' };
    // Warm the worker pool and the list query.
    await runWrk({ url: server.url, connections: pdfConnections, durationSeconds: 2, request: pdfRequest });
    const listAlone = await runWrk({
      url: server.url,
      connections: 10,
      durationSeconds,
      request: listRequest,
      tokens: [token],
      rate: listRate,
    });
    // The server at the target throughput (10 PDFs/s, paced), before the full-capacity run raises the mark.
    const pdfAtTargetRate = await runWrk({
      url: server.url,
      connections: pdfConnections,
      durationSeconds,
      request: pdfRequest,
      rate: targets.pdfsPerSecond,
    });
    const peakRssAtTargetRateMb = peakRss(pid);
    const [pdfLoad, listUnderLoad] = await Promise.all([
      runWrk({ url: server.url, connections: pdfConnections, durationSeconds, request: pdfRequest }),
      runWrk({
        url: server.url,
        connections: 10,
        durationSeconds,
        request: listRequest,
        tokens: [token],
        rate: listRate,
      }),
    ]);
    const peakRssMb = peakRss(pid);

    const renderMedianMs = round(median(form1Times));
    const chromiumMedianMs = round(median(chromiumTimes));
    const figures = {
      loadGenerator,
      codes: codeCount,
      render: {
        form1: { medianMs: renderMedianMs, p90Ms: round(percentile(form1Times, 90)), runs: renderRuns },
        forms,
      },
      chromiumPagePdf: {
        medianMs: chromiumMedianMs,
        runs: chromiumRuns,
        ratioToOurs: round(chromiumMedianMs / renderMedianMs),
      },
      http: {
        workers: Math.max(1, os.availableParallelism() - 1),
        pdfConnections,
        pdfLoad: summary(pdfLoad),
        listAt100PerSecond: { alone: summary(listAlone), whilePdfsRender: summary(listUnderLoad) },
        pdfAtTargetRate: summary(pdfAtTargetRate),
        serverIdleRssMb: idleRssMb,
        serverPeakRssAtTargetRateMb: peakRssAtTargetRateMb,
        serverPeakRssMb: peakRssMb,
        renderingAddsMb: peakRssMb - idleRssMb,
      },
      renderProcessPeakRssMb,
      renderProcessLivePeakRssMb,
      targets,
      met: {
        renderMedian: renderMedianMs <= targets.renderMedianMs,
        renderProcessPeakRss: renderProcessPeakRssMb <= targets.renderProcessPeakRssMb,
        renderProcessLivePeakRss: renderProcessLivePeakRssMb <= targets.peakRssMb,
        serverPeakRssAtTargetRate: peakRssAtTargetRateMb <= targets.peakRssMb,
        serverPeakRssAtCapacity: peakRssMb <= targets.peakRssMb,
        pdfsPerSecond: pdfLoad.requestsPerSecond >= targets.pdfsPerSecond && pdfLoad.non2xx === 0,
        chromiumRatio: chromiumMedianMs / renderMedianMs >= targets.chromiumRatio,
        form1Size: (forms.form1?.bytes ?? Infinity) <= targets.form1MaxBytes,
      },
    };
    writeResult('pdf', figures);
  } finally {
    await server.stop();
    await benchDatabase.drop();
  }
}

function summary(figures: WrkFigures) {
  return {
    requestsPerSecond: figures.requestsPerSecond,
    p50Ms: figures.latencyMs.p50,
    p99Ms: figures.latencyMs.p99,
    non2xx: figures.non2xx,
    socketErrors: figures.socketErrors,
    cpuPercent: figures.cpuPercent,
  };
}

function measureRenderProcessPeakRss(document: ExportDocument, oldGenerationCapMb?: number): number {
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
        '1',
        String(renderRuns * 2),
        ...(oldGenerationCapMb ? [String(oldGenerationCapMb)] : []),
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    return (JSON.parse(output.trim().split('\n').at(-1)!) as { peakRssMb: number }).peakRssMb;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function pageCount(pdf: Buffer): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'icf-bench-pdf-'));
  try {
    const file = path.join(dir, 'form.pdf');
    writeFileSync(file, pdf);
    return Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function currentRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024);
}

/** The server's peak resident memory (VmHWM), worker threads included: they live in its process. */
function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round(kilobytes / 1024);
}

async function registerWithDocuments(url: string): Promise<string> {
  const password = 'bench-password-42';
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password,
      password_confirmation: password,
    }),
  });
  const { token } = (await response.json()) as { token: string };
  for (let index = 0; index < 30; index += 1) {
    await fetch(`${url}/api/document/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ client: `Client ${index}`, description: 'bench', sets: [], data: {} }),
    });
  }
  return token;
}

/**
 * Form 1's content as an HTML page with the same font, loaded and printed to A4 by chromium for each run, as a
 * server would for each document: navigation, layout and `page.pdf()` together.
 */
async function printWithChromium(content: ExportDocument): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const font = readFileSync(
      createRequire(import.meta.url).resolve(
        '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
        {
          paths: [path.join(repoRoot, 'apps/server')],
        },
      ),
    );
    const html = documentHtml(content);
    await page.route('http://bench.invalid/**', (route) =>
      route.request().url().endsWith('.ttf')
        ? route.fulfill({ body: font, contentType: 'font/ttf' })
        : route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    );
    const times: number[] = [];
    for (let run = 0; run < warmUpRuns + chromiumRuns; run += 1) {
      const started = performance.now();
      await page.goto(`http://bench.invalid/document-${run}.html`);
      await page.evaluate(() => document.fonts.ready);
      await page.pdf({ format: 'A4', printBackground: true });
      if (run >= warmUpRuns) times.push(performance.now() - started);
    }
    return times;
  } finally {
    await browser.close();
  }
}

function documentHtml(document: ExportDocument): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  const blocks = document.codes
    .map((code) => {
      const qualifiers = qualifierTexts(code, document.labels)
        .map((qualifier) => `${escape(qualifier.slotLabel)}: ${escape(qualifier.valueText)}`)
        .join(' &nbsp; ');
      return `<section><h3>${escape(codeTitle(code))}</h3><p class="def">${escape(code.definition)}</p>
        <p>${qualifiers}</p><p>${escape(sourceTexts(code, document.labels).join(', '))}</p><p>${escape(code.entry.desc)}</p></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><style>
    @font-face { font-family: 'Noto Sans KR'; src: url(/noto-sans-kr.ttf) }
    body { font-family: 'Noto Sans KR', sans-serif; font-size: 9pt; margin: 0 }
    section { break-inside: avoid; border-left: 3px solid #2f6db5; padding-left: 8px; margin-bottom: 8px }
    h3 { font-size: 10pt; margin: 0 } .def { color: #5d6b75; font-size: 7.5pt }
  </style></head><body><h1>${escape(document.info.client)}</h1>${blocks}</body></html>`;
}
