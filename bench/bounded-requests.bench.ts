import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiTokenAbilities,
  apiTokenNameMaxLength,
  codeEntriesMaxCount,
  documentInputMaxLength,
  feedbackMessageMaxLength,
  institutionCoreSetFileFormat,
  textareaMaxLength,
} from '@icf/shared';
import { loadIcfData, type IcfData } from '../apps/server/src/icf/load-icf-data';
import {
  longestJsonCharacter,
  worstValidDocument,
  worstValidExportParts,
} from '../apps/server/test/support/worst-valid-inputs';
import { createBenchDatabase } from './lib/bench-database';
import { writeResult } from './lib/results';
import { repoRoot, startServer } from './lib/start-server';

/** How often the cheap call is sent while a heavy request runs. */
const pollMs = 10;

/**
 * CPU time the server's event-loop thread (its main thread: task id = process id) has had, in ms, from the
 * kernel's scheduler statistics. Unlike the cheap call's wait it does not grow when other processes take the
 * machine's cores, so it shows what a call costs the event loop even on a loaded machine.
 */
function eventLoopThreadCpuMs(pid: number): number {
  const [onCpuNs] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ');
  return Number(onCpuNs) / 1e6;
}

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
 * Decision records 0025, 0030 and 0038: one request must not hold the server. Each case sends the worst input a
 * route allows while `GET /api/site` is sent every 10 ms beside it: the attacks of the report that found it
 * (300,000 code keys, 90,000 Observations, the bound with every member wrong), then the largest valid input of
 * every route that takes a body. The figures are how long the heavy call took, how long its answer is, the
 * longest the cheap call waited meanwhile, the CPU time the event-loop thread spent meanwhile (PGlite's own
 * thread and the body worker's are not counted), with the server's RSS at the end.
 */
export async function benchBoundedRequests(): Promise<void> {
  const benchDatabase = await createBenchDatabase('bounded');
  const loadAverageAtStart = Math.round(os.loadavg()[0]! * 10) / 10;
  let pglite, postgres;
  try {
    pglite = await benchOn('');
    postgres = await benchOn(benchDatabase.url);
  } finally {
    await benchDatabase.drop();
  }
  writeResult('bounded-requests', {
    loadAverageAtStart,
    cheapCall: 'GET /api/site every 10 ms beside the heavy call',
    eventLoopCpu:
      "CPU time of the server's event-loop thread from the heavy call's start to its answer (cheap calls included)",
    worstValidText: 'every text at its limit in U+0001 (six bytes in JSON) unless a case says otherwise',
    pglite,
    postgres,
  });
}

/** One request of a case: its method, path, body and whether it is sent as the admin. */
interface BenchRequest {
  method?: 'POST' | 'PATCH' | 'PUT';
  path: string;
  json?: unknown;
  form?: Record<string, unknown>;
  /** Sent without a token. */
  visitor?: boolean;
}

const benchPassword = 'correct horse battery';
const benchAdminEmail = 'bench@example.org';

/** A longest valid address of its own: a 64-character local part. */
function longEmail(label: string): string {
  return `${label.padEnd(64, 'x')}@${'e'.repeat(60)}.example.org`;
}

/** A list file of about 1 MB (the limit of its `content`): sets of real categories, named as fixtures. */
function largestListFile(icf: IcfData): string {
  const categories = Object.values(icf.codes)
    .filter((record) => record.kind === 'category')
    .map((record) => record.code);
  const sets = [];
  for (let index = 0; ; index++) {
    const set = {
      condition: `fixture-${index}`,
      context: 'post-acute',
      group: 'general',
      name: { en: `Fixture ${index} (bench list)`, kr: `예시 ${index}` },
      source: 'Bench fixture, not a publication',
      brief: categories.slice(0, 20),
      comprehensive: categories.slice(0, 500),
    };
    const next = JSON.stringify({ format: institutionCoreSetFileFormat, sets: [...sets, set] });
    if (next.length > 990_000) break;
    sets.push(set);
  }
  return JSON.stringify({ format: institutionCoreSetFileFormat, sets });
}

async function benchOn(databaseUrl: string) {
  const icf = await loadIcfData(path.resolve(repoRoot, process.env.ICF_DATA_DIR ?? '../shared/icf'));
  const categories = Object.values(icf.codes)
    .filter((record) => record.kind === 'category')
    .map((record) => record.code);
  const bound = codeEntriesMaxCount(categories.length);
  const server = await startServer({
    EXPORT_RATE_LIMIT_PER_MINUTE: '100000',
    REGISTER_RATE_LIMIT_PER_HOUR: '100000',
    ADMIN_EMAIL: benchAdminEmail,
    DATABASE_URL: databaseUrl,
  });
  const pid = server.process.pid!;
  try {
    const api = async (method: string, url: string, token: string | undefined, body?: unknown) => {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    };
    const register = async (email: string) =>
      (await api('POST', '/api/register', undefined, {
        name: 'Bench',
        email,
        password: benchPassword,
        password_confirmation: benchPassword,
      })) as { token: string };
    const { token } = await register(benchAdminEmail);
    const other = await register('bench.other@example.org');
    const otherId = ((await api('GET', '/api/user', other.token)) as { id: number }).id;

    const badEntry = { q1: 1, q2: 1, q3: 1, s1: 'x', s2: 'x', s3: 'x', s4: 'x', desc: 5 };
    const badObservation = { resource: { resourceType: 'Observation', code: { coding: 'x' } } };
    const bundle = (count: number) => ({
      resourceType: 'Bundle',
      type: 'collection',
      entry: Array.from({ length: count }, () => badObservation),
    });
    const attacks: [string, BenchRequest][] = [
      [
        'save: 300,000 code keys',
        { path: '/api/document/save', json: { sets: [], data: entries(300_000, {}) } },
      ],
      ['copy: 300,000 code keys', { path: '/api/document/copy', form: { data: entries(300_000, {}) } }],
      [
        'download: 300,000 code keys',
        { path: '/api/document/download', form: { data: entries(300_000, {}), number: 1 } },
      ],
      ['import-fhir: 90,000 Observations', { path: '/api/document/import-fhir', json: bundle(90_000) }],
      [
        'save: the bound, every entry wrong',
        { path: '/api/document/save', json: { sets: [], data: entries(bound, badEntry) } },
      ],
      [
        'copy: the bound, every entry wrong',
        { path: '/api/document/copy', form: { data: entries(bound, badEntry) } },
      ],
      [
        'import-fhir: the bound, every Observation wrong',
        { path: '/api/document/import-fhir', json: bundle(bound + 2) },
      ],
    ];

    // What the valid cases act on: a document, a client, a personal set, a feedback message.
    const text = (max: number) => longestJsonCharacter.repeat(max);
    const document = worstValidDocument(icf);
    const small = await api('POST', '/api/document/save', token, { sets: [], data: {} });
    const throwaway = await api('POST', '/api/document/save', token, { sets: [], data: {} });
    const client = {
      display_name: text(documentInputMaxLength),
      chart_number: text(documentInputMaxLength),
      birth_year: 1950,
      note: text(textareaMaxLength),
    };
    const clientId = (await api('POST', '/api/client', token, { display_name: 'Bench client' })).id;
    const personalSet = {
      name: text(documentInputMaxLength),
      name_translation: text(documentInputMaxLength),
      codes: categories,
      note: text(textareaMaxLength),
    };
    const setId = (await api('POST', '/api/set/personal', token, { name: 'Bench set', codes: ['b130'] })).id;
    await api('POST', '/api/feedback', undefined, {
      category: 'question',
      message: 'Bench question',
      email: 'bench.asker@example.org',
    });
    const feedbackId = ((await api('GET', '/api/admin/feedback', token)) as { data: { id: number }[] })
      .data[0]!.id;
    const listFile = largestListFile(icf);
    const password = 'p'.repeat(255);
    const exportParts = await worstValidExportParts(icf);

    const valid: [string, () => Promise<BenchRequest>][] = [
      [
        'register: every field at its limit',
        async () => ({
          path: '/api/register',
          visitor: true,
          json: {
            name: 'n'.repeat(255),
            email: longEmail('register'),
            password,
            password_confirmation: password,
          },
        }),
      ],
      [
        'login: the longest address and password',
        async () => ({ path: '/api/login', visitor: true, json: { email: longEmail('register'), password } }),
      ],
      [
        'forgot-password: the longest address',
        async () => ({ path: '/api/forgot-password', visitor: true, json: { email: longEmail('register') } }),
      ],
      [
        'reset-password: every field at its limit (an unknown token)',
        async () => ({
          path: '/api/reset-password',
          visitor: true,
          json: {
            token: 't'.repeat(64),
            email: longEmail('register'),
            password,
            password_confirmation: password,
          },
        }),
      ],
      [
        'settings/tokens: the longest name, every ability',
        async () => ({
          path: '/api/settings/tokens',
          json: {
            name: 't'.repeat(apiTokenNameMaxLength),
            expires_in_days: 365,
            abilities: apiTokenAbilities,
          },
        }),
      ],
      [
        'save (new): every category, every text at its limit',
        async () => ({ path: '/api/document/save', json: document }),
      ],
      [
        'save (update): the same, as the next version',
        async () => ({ path: '/api/document/save', json: { ...document, id: small.id } }),
      ],
      [
        'document/:id/client',
        async () => ({ path: `/api/document/${String(small.id)}/client`, json: { client_id: clientId } }),
      ],
      [
        'document/update (delete)',
        async () => ({ path: '/api/document/update', json: { id: throwaway.id, column: 'deleted_at' } }),
      ],
      [
        'copy: the same document with set names and the catalogue',
        async () => ({ path: '/api/document/copy', form: exportParts }),
      ],
      [
        'download form 1: the same in Korean (PDF on the worker pool)',
        async () => ({
          path: '/api/document/download',
          form: { ...(await worstValidExportParts(icf, '가')), number: 1 },
        }),
      ],
      [
        'import-fhir: the export of that document',
        async () => {
          const response = await fetch(`${server.url}/api/document/${String(small.id)}/fhir`, {
            headers: { Authorization: `Bearer ${token}` },
          });
          return { path: '/api/document/import-fhir', json: await response.json() };
        },
      ],
      [
        'set/personal (new): every category, every text at its limit',
        async () => ({ path: '/api/set/personal', json: personalSet }),
      ],
      [
        'set/personal/:id (update): the same',
        async () => ({
          method: 'PATCH',
          path: `/api/set/personal/${String(setId).replace(/^personal-/, '')}`,
          json: personalSet,
        }),
      ],
      ['client (new): every text at its limit', async () => ({ path: '/api/client', json: client })],
      [
        'client/:id (update): the same',
        async () => ({ method: 'PUT', path: `/api/client/${String(clientId)}`, json: client }),
      ],
      [
        'feedback: the longest message',
        async () => ({
          path: '/api/feedback',
          visitor: true,
          json: { category: 'question', message: text(feedbackMessageMaxLength), email: longEmail('asker') },
        }),
      ],
      [
        'admin/feedback/:id: the longest answer',
        async () => ({
          method: 'PATCH',
          path: `/api/admin/feedback/${String(feedbackId)}`,
          json: { answer: text(feedbackMessageMaxLength), status: 'answered' },
        }),
      ],
      [
        'admin/users/:id',
        async () => ({
          method: 'PATCH',
          path: `/api/admin/users/${String(otherId)}`,
          json: { role: 'user', disabled: false },
        }),
      ],
      [
        'admin/catalogue/check: a list file of about 1 MB',
        async () => ({
          path: '/api/admin/catalogue/check',
          json: { file_name: 'lists.json', content: listFile },
        }),
      ],
      [
        'admin/catalogue/import: the same file',
        async () => ({
          path: '/api/admin/catalogue/import',
          json: { file_name: 'lists.json', content: listFile, accept_warnings: true },
        }),
      ],
      [
        'settings/password: every field at its limit (another account)',
        async () => ({
          method: 'PATCH',
          path: '/api/settings/password',
          json: { old_password: benchPassword, password, password_confirmation: password },
        }),
      ],
    ];

    const measure = async (name: string, request: BenchRequest, asToken: string | undefined) => {
      console.log(`case: ${name}`);
      const init: RequestInit = {
        method: request.method ?? 'POST',
        headers: {
          Accept: 'application/json',
          ...(request.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(asToken && !request.visitor ? { Authorization: `Bearer ${asToken}` } : {}),
        },
        body: request.form ? form(request.form) : JSON.stringify(request.json),
      };
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
      const cpuBefore = eventLoopThreadCpuMs(pid);
      const response = await fetch(`${server.url}${request.path}`, init);
      const bytes = (await response.arrayBuffer()).byteLength;
      const ms = performance.now() - started;
      const eventLoopCpuMs = eventLoopThreadCpuMs(pid) - cpuBefore;
      polling = false;
      await poll;
      const figures = {
        case: name,
        status: response.status,
        ms: Math.round(ms),
        answerBytes: bytes,
        longestCheapCallMs: Math.round(longestCheapMs),
        cheapCalls,
        eventLoopCpuMs: Math.round(eventLoopCpuMs),
        serverRssMiB: Math.round(rssMiB(pid)),
      };
      console.log(JSON.stringify(figures));
      return figures;
    };

    const attackResults = [];
    for (const [name, request] of attacks) attackResults.push(await measure(name, request, token));
    const validResults = [];
    for (const [name, build] of valid) {
      const asToken = name.startsWith('settings/password') ? other.token : token;
      validResults.push(await measure(name, await build(), asToken));
    }
    return {
      categories: categories.length,
      codeEntriesBound: bound,
      attacks: attackResults,
      worstValid: validResults,
      worstValidLongestCheapCallMs: Math.max(...validResults.map((figures) => figures.longestCheapCallMs)),
      worstValidMostEventLoopCpuMs: Math.max(...validResults.map((figures) => figures.eventLoopCpuMs)),
    };
  } finally {
    await server.stop();
  }
}
