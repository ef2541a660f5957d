import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { median, writeResult } from './lib/results';
import { repoRoot, startServer } from './lib/start-server';

const run = promisify(execFile);

const pages = ['/', '/select', '/write'];
const runsPerPage = 3;
const targets = { performance: 0.95, accessibility: 1 };

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { id: string; score: number | null; numericValue?: number; title: string }>;
}

/** One Lighthouse run (its CLI from npm, its default mobile emulation) in Debian's chromium. */
async function lighthouse(url: string): Promise<LighthouseReport> {
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
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

/**
 * A run whose trace Lighthouse could not read (it reports a runtime error such as NO_NAVSTART and no scores) is
 * repeated, at most twice, so a broken recording is not counted as a score of 0.
 */
async function lighthouseRun(url: string): Promise<LighthouseReport> {
  let report = await lighthouse(url);
  for (let retry = 0; report.runtimeError && retry < 2; retry += 1) report = await lighthouse(url);
  if (report.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.message}`);
  return report;
}

/** Audits below full marks, so a miss names its reason. */
function failingAudits(report: LighthouseReport): string[] {
  return Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.id} (${audit.score})`);
}

/**
 * Lighthouse performance and accessibility of /, /select and /write as a visitor on a phone
 * (mobile emulation, simulated slow 4G), three runs each, the median. Targets: performance ≥ 0.95,
 * accessibility 1.0.
 */
export async function benchLighthouse(): Promise<void> {
  const server = await startServer();
  try {
    const results: Record<string, unknown> = {};
    for (const page of pages) {
      const runs: LighthouseReport[] = [];
      for (let index = 0; index < runsPerPage; index += 1)
        runs.push(await lighthouseRun(`${server.url}${page}`));
      const scores = (category: 'performance' | 'accessibility') =>
        runs.map((report) => report.categories[category].score ?? 0);
      const metric = (id: string) => median(runs.map((report) => report.audits[id]?.numericValue ?? 0));
      results[page] = {
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
        belowFullMarks: [...new Set(runs.flatMap(failingAudits))],
      };
    }
    writeResult('lighthouse', {
      runsPerPage,
      emulation: 'mobile (Lighthouse default)',
      targets,
      pages: results,
    });
  } finally {
    await server.stop();
  }
}
