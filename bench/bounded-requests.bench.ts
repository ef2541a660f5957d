import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeEntriesMaxCount, emptyCodeEntry } from '@icf/shared';
import { loadIcfData } from '../apps/server/src/icf/load-icf-data';
import { withAdminClient } from '../apps/server/test/support/test-databases';
import { writeResult } from './lib/results';
import { repoRoot, startServer } from './lib/start-server';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDatabase = 'icf_bench_bounded';

/** How often the cheap call is sent while a heavy request runs. */
const pollMs = 10;

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function entries(count: number, value: unknown, codes?: readonly string[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) data[codes?.[index] ?? `b${index}`] = value;
  return data;
}

function form(parts: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    body.set(name, name === 'number' ? String(value) : JSON.stringify(value));
  }
  return body;
}

/**
 * Decision record 0025: one request must not hold the server. Each case sends the worst input a route allows
 * (and the attacks of the report that found it: 300,000 code keys, 90,000 Observations) while `GET /api/site`
 * is sent every 10 ms beside it; the figures are how long the heavy call took, how long its answer is, and the
 * longest the cheap call waited meanwhile, with the server's RSS at the end.
 */
export async function benchBoundedRequests(): Promise<void> {
  const benchUrl = new URL(serverUrl);
  benchUrl.pathname = `/${benchDatabase}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${benchDatabase} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${benchDatabase}`);
  });
  const loadAverageAtStart = Math.round(os.loadavg()[0]! * 10) / 10;
  const pglite = await benchOn('');
  const postgres = await benchOn(benchUrl.toString());
  writeResult('bounded-requests', {
    loadAverageAtStart,
    cheapCall: 'GET /api/site every 10 ms beside the heavy call',
    pglite,
    postgres,
  });
}

async function benchOn(databaseUrl: string) {
  const icf = await loadIcfData(path.resolve(repoRoot, process.env.ICF_DATA_DIR ?? '../shared/icf'));
  const categories = Object.values(icf.codes)
    .filter((record) => record.kind === 'category')
    .map((record) => record.code);
  const bound = codeEntriesMaxCount(categories.length);
  const server = await startServer({ EXPORT_RATE_LIMIT_PER_MINUTE: '100000', DATABASE_URL: databaseUrl });
  const pid = server.process.pid!;
  try {
    const registered = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        name: 'Bench',
        email: 'bench@example.org',
        password: 'correct horse battery',
        password_confirmation: 'correct horse battery',
      }),
    });
    const { token } = (await registered.json()) as { token: string };
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const badEntry = { q1: 1, q2: 1, q3: 1, s1: 'x', s2: 'x', s3: 'x', s4: 'x', desc: 5 };
    const fullEntry = { ...emptyCodeEntry(), s1: true, desc: '가'.repeat(1000) };
    const badObservation = { resource: { resourceType: 'Observation', code: { coding: 'x' } } };
    const bundle = (count: number) => ({
      resourceType: 'Bundle',
      type: 'collection',
      entry: Array.from({ length: count }, () => badObservation),
    });

    const cases: [string, string, () => RequestInit][] = [
      ['save: 300,000 code keys', '/api/document/save', () => json({ sets: [], data: entries(300_000, {}) })],
      [
        'copy: 300,000 code keys',
        '/api/document/copy',
        () => ({ method: 'POST', body: form({ data: entries(300_000, {}) }) }),
      ],
      [
        'download: 300,000 code keys',
        '/api/document/download',
        () => ({ method: 'POST', body: form({ data: entries(300_000, {}), number: 1 }) }),
      ],
      ['import-fhir: 90,000 Observations', '/api/document/import-fhir', () => json(bundle(90_000))],
      [
        'save: the bound, every entry wrong',
        '/api/document/save',
        () => json({ sets: [], data: entries(bound, badEntry) }),
      ],
      [
        'copy: the bound, every entry wrong',
        '/api/document/copy',
        () => ({ method: 'POST', body: form({ data: entries(bound, badEntry) }) }),
      ],
      [
        'import-fhir: the bound, every Observation wrong',
        '/api/document/import-fhir',
        () => json(bundle(bound + 2)),
      ],
      [
        'save: every category, 1000-character descriptions (valid)',
        '/api/document/save',
        () => json({ sets: [], data: entries(categories.length, fullEntry, categories) }),
      ],
      [
        'copy: every category, 1000-character descriptions (valid)',
        '/api/document/copy',
        () => ({ method: 'POST', body: form({ data: entries(categories.length, fullEntry, categories) }) }),
      ],
      [
        'download form 1: every category (valid, PDF on the worker pool)',
        '/api/document/download',
        () => ({
          method: 'POST',
          body: form({ data: entries(categories.length, fullEntry, categories), number: 1 }),
        }),
      ],
    ];

    const results = [];
    for (const [name, url, init] of cases) {
      console.log(`case: ${name}`);
      const request = init();
      let polling = true;
      let longestCheapMs = 0;
      let cheapCalls = 0;
      const poll = (async () => {
        while (polling) {
          const started = performance.now();
          await (await fetch(`${server.url}/api/site`)).arrayBuffer();
          longestCheapMs = Math.max(longestCheapMs, performance.now() - started);
          cheapCalls++;
          await new Promise((resolve) => setTimeout(resolve, pollMs));
        }
      })();
      const started = performance.now();
      const response = await fetch(`${server.url}${url}`, request);
      const bytes = (await response.arrayBuffer()).byteLength;
      const ms = performance.now() - started;
      polling = false;
      await poll;
      const figures = {
        case: name,
        status: response.status,
        ms: Math.round(ms),
        answerBytes: bytes,
        longestCheapCallMs: Math.round(longestCheapMs),
        cheapCalls,
        serverRssMiB: Math.round(rssMiB(pid)),
      };
      console.log(JSON.stringify(figures));
      results.push(figures);
    }
    return { categories: categories.length, codeEntriesBound: bound, cases: results };
  } finally {
    await server.stop();
  }
}
