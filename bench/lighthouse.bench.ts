import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startAnchorPage } from './lib/anchor-page';
import { fontEnvironment } from '../e2e/support/font-environments';
import { median, writeResult } from './lib/results';
import { repoRoot, startServer } from './lib/start-server';
import { measureVisitTransfer } from './lib/visit-transfer';

const run = promisify(execFile);

const pages = ['/', '/select', '/write'];
const runsPerPage = 3;
const targets = {
  performanceRatioToAnchor: 0.99,
  largestContentfulPaintRatioToAnchor: 1.3,
  accessibility: 1,
};

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<
    string,
    {
      id: string;
      score: number | null;
      numericValue?: number;
      title: string;
      details?: { items?: unknown[] };
    }
  >;
}

/**
 * One Lighthouse run (its CLI from npm, its default mobile emulation) in Debian's chromium. When its trace is
 * unreadable the CLI exits with an error but still prints the report, with its runtime error (sometimes cut
 * short), which `lighthouseRun` repeats.
 */
async function lighthouse(url: string, fontEnvironment: Record<string, string>): Promise<LighthouseReport> {
  const { stdout } = await run(
    path.join(repoRoot, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
    ],
    {
      env: {
        ...process.env,
        ...fontEnvironment,
        CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: Error & { stdout?: string }) => {
    if (error.stdout?.trim().startsWith('{')) return { stdout: error.stdout };
    throw error;
  });
  try {
    return JSON.parse(stdout) as LighthouseReport;
  } catch {
    // A failing run's report can come cut short (seen with NO_NAVSTART): unreadable, like its trace.
    return {
      runtimeError: { code: 'UNREADABLE_REPORT', message: 'the report is not complete JSON' },
    } as LighthouseReport;
  }
}

/**
 * A run whose trace Lighthouse could not read (it reports a runtime error such as NO_NAVSTART and no scores) is
 * repeated, at most twice, so a broken recording is not counted as a score of 0.
 */
async function lighthouseRun(
  url: string,
  fontEnvironment: Record<string, string>,
): Promise<LighthouseReport> {
  let report = await lighthouse(url, fontEnvironment);
  for (let retry = 0; report.runtimeError && retry < 2; retry += 1)
    report = await lighthouse(url, fontEnvironment);
  if (report.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.message}`);
  return report;
}

/** Audits below full marks, so a miss names its reason. */
function failingAudits(report: LighthouseReport): string[] {
  return Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.id} (${audit.score})`);
}

/** The medians of a page's runs, as the bench reports them. */
function summary(runs: LighthouseReport[]) {
  const scores = (category: 'performance' | 'accessibility') =>
    runs.map((report) => report.categories[category].score ?? 0);
  const metric = (id: string) => median(runs.map((report) => report.audits[id]?.numericValue ?? 0));
  return {
    performance: median(scores('performance')),
    accessibility: median(scores('accessibility')),
    performanceRuns: scores('performance'),
    accessibilityRuns: scores('accessibility'),
    medianMs: {
      firstContentfulPaint: Math.round(metric('first-contentful-paint')),
      largestContentfulPaint: Math.round(metric('largest-contentful-paint')),
      totalBlockingTime: Math.round(metric('total-blocking-time')),
    },
    cumulativeLayoutShift: metric('cumulative-layout-shift'),
    transferredKB: Math.round(metric('total-byte-weight') / 102.4) / 10,
    requests: median(runs.map((report) => report.audits['network-requests']?.details?.items?.length ?? 0)),
    belowFullMarks: [...new Set(runs.flatMap(failingAudits))],
  };
}

/** Each page's summary and its ratios to the anchor's, from the runs of one set of fonts. */
function pagesAgainstAnchor(runs: Record<string, LighthouseReport[]>) {
  const anchorSummary = summary(runs.anchor!);
  const results: Record<string, unknown> = { anchor: anchorSummary };
  for (const page of pages) {
    const pageSummary = summary(runs[page]!);
    results[page] = {
      ...pageSummary,
      ratioToAnchor: {
        performance: Math.round((pageSummary.performance / (anchorSummary.performance || 1)) * 100) / 100,
        largestContentfulPaint:
          Math.round(
            (pageSummary.medianMs.largestContentfulPaint /
              (anchorSummary.medianMs.largestContentfulPaint || 1)) *
              100,
          ) / 100,
      },
    };
  }
  return results;
}

/**
 * The fonts the browser finds, the run's choice whatever the machine has (decision record 0044). Without a
 * Korean font Hangul needs the web font: the worst case, with its swap after the first paint. Users' devices
 * have one (decision record 0026): measured with the bundled Noto Sans KR installed for the browser only.
 */
const fontSetups = {
  noKoreanFont: {
    description: "this machine's fonts less any with Hangul: the web font is downloaded and swapped in",
    environment: () => fontEnvironment('none'),
  },
  koreanSystemFont: {
    description: "a Korean system font, as on users' devices: no web font is downloaded",
    environment: () => fontEnvironment('notoSansKr'),
  },
} as const;

/**
 * Lighthouse on /, /select and /write as a visitor on a phone (mobile emulation, simulated slow 4G), three
 * rounds, interleaved with the anchor page (a bare React page built by Vite: /work/shared/bench/anchor-page),
 * so each page is reported as a ratio to the anchor measured in the same run on the same machine (absolute
 * scores vary from machine to machine and with its load); each round measures every page with this machine's
 * fonts and again with a Korean system font. Targets (decision records 0022, 0026): performance ≥ 0.99 × the
 * anchor's, largest paint ≤ 1.3 × the anchor's, accessibility 1.0. Then the bytes and requests of a first and a
 * repeat visit of each page, with the service worker.
 */
export async function benchLighthouse(): Promise<void> {
  const loadBefore = loadavg()[0];
  const server = await startServer();
  const anchor = await startAnchorPage();
  try {
    const targetsOf: Record<string, string> = { anchor: `${anchor.url}/` };
    for (const page of pages) targetsOf[page] = `${server.url}${page}`;
    const setups = Object.entries(fontSetups).map(([name, setup]) => ({
      name,
      environment: setup.environment(),
    }));
    const runs: Record<string, Record<string, LighthouseReport[]>> = {};
    for (let round = 0; round < runsPerPage; round += 1) {
      for (const { name: setup, environment } of setups) {
        for (const [name, url] of Object.entries(targetsOf)) {
          ((runs[setup] ??= {})[name] ??= []).push(await lighthouseRun(url, environment));
        }
      }
    }
    const fonts = Object.fromEntries(
      Object.entries(fontSetups).map(([name, setup]) => [
        name,
        { description: setup.description, pages: pagesAgainstAnchor(runs[name]!) },
      ]),
    );
    const visits = await measureVisitTransfer(server.url, pages);
    writeResult('lighthouse', {
      runsPerPage,
      emulation: 'mobile (Lighthouse default)',
      interleavedWithAnchor: true,
      // Total blocking time grows with the machine's load far more than the anchor's does; read ratios with it.
      loadAverage: { before: loadBefore, after: loadavg()[0] },
      targets,
      fonts,
      visits,
    });
  } finally {
    await anchor.stop();
    await server.stop();
  }
}
