import {
  exportMessagesMaxCount,
  institutionCoreSetFileFormat,
  institutionCoreSetsMaxCount,
  personalCoreSetCodesMaxCount,
  type ApiErrorBody,
} from '@icf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsMaxCount } from '../../src/errors/app-error';
import { createDocumentCatalogue } from '../../src/icf/document-catalogue';
import { registerAdmin } from '../admin/admin-api';
import { exportForm } from '../export/export-api';
import { call, registerUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { loadTestIcfData, startTestServer, type TestServer } from '../support/test-server';

/**
 * One request must never hold the server (decision record 0025): every collection of a request is bounded
 * before its members are validated, and every error answer is short. Each call below gets the worst input its
 * route allows (the bound, every member wrong) and the first input over it, while a cheap call runs beside it.
 * How long the cheap call waits is measured by `npm run bench` (bench/bounded-requests.ts), not asserted here.
 */

/** An error answer of a few dozen messages is a few KB; a whole answer per bad member was megabytes. */
const shortAnswerMaxBytes = 16 * 1024;

/** Every field of the entry has the wrong type: eight issues per entry. */
const badEntry = { q1: 1, q2: 1, q3: 1, s1: 'x', s2: 'x', s3: 'x', s4: 'x', desc: 5 };

function entries(count: number, value: unknown = badEntry): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) data[`b${index}`] = value;
  return data;
}

function badObservations(count: number): unknown[] {
  return Array.from({ length: count }, () => ({
    resource: { resourceType: 'Observation', code: { coding: 'not a list' } },
  }));
}

function bundleOf(entry: unknown[]): unknown {
  return { resourceType: 'Bundle', type: 'collection', entry };
}

interface Answer {
  status: number;
  bytes: number;
  body: ApiErrorBody & { report?: { errors: unknown[] } };
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return {
    status: response.status,
    bytes: Buffer.byteLength(text),
    body: JSON.parse(text) as Answer['body'],
  };
}

function messageCount(body: ApiErrorBody): number {
  return Object.values(body.errors ?? {}).flat().length;
}

describe.each(testDatabaseKinds)('bounded requests on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let adminToken: string;
  let codeEntriesMax: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await registerUser(server));
    ({ token: adminToken } = await registerAdmin(server));
    codeEntriesMax = createDocumentCatalogue(await loadTestIcfData()).codeEntriesMax;
  });
  afterAll(() => server.close());

  /** Sends the request with `GET /api/site` beside it; the cheap call must be answered too. */
  async function sendBesideCheapCall(send: () => Promise<Response>): Promise<Answer> {
    const [answer, site] = await Promise.all([send().then(answerOf), server.request('/api/site')]);
    expect(site.status).toBe(200);
    await site.arrayBuffer();
    return answer;
  }

  const json = (method: string, path: string, body: unknown, auth: 'user' | 'admin' | 'none' = 'user') =>
    call(server, method, path, {
      token: auth === 'user' ? token : auth === 'admin' ? adminToken : undefined,
      body,
      locale: 'en',
    });
  const multipart = (path: string, parts: Record<string, unknown>) =>
    server.request(path, { method: 'POST', body: exportForm(parts), headers: { 'Accept-Language': 'en' } });

  /** Requests over a bound: one short 422 naming the collection, nothing about its members. */
  const overBound: [string, string, () => Promise<Response>][] = [
    [
      'save: one code entry too many',
      'data',
      () => json('POST', '/api/document/save', { sets: [], data: entries(codeEntriesMax + 1) }),
    ],
    [
      'copy: one code entry too many',
      'data',
      () => multipart('/api/document/copy', { data: entries(codeEntriesMax + 1) }),
    ],
    [
      'download: one code entry too many',
      'data',
      () => multipart('/api/document/download', { data: entries(codeEntriesMax + 1), number: 1 }),
    ],
    [
      'copy: one message too many',
      'message',
      () =>
        multipart('/api/document/copy', {
          data: {},
          message: Object.fromEntries(
            Array.from({ length: exportMessagesMaxCount + 1 }, (_, index) => [`k${index}`, 5]),
          ),
        }),
    ],
    [
      'import-fhir: one Observation too many',
      'entry',
      () => json('POST', '/api/document/import-fhir', bundleOf(badObservations(codeEntriesMax + 3))),
    ],
    [
      'personal set: one code too many',
      'codes',
      () =>
        json('POST', '/api/set/personal', {
          name: 'x',
          codes: Array(personalCoreSetCodesMaxCount + 1).fill(1),
        }),
    ],
  ];

  it.each(overBound)('%s is one short 422', async (_name, field, send) => {
    const answer = await sendBesideCheapCall(send);
    expect(answer.status).toBe(422);
    expect(answer.bytes).toBeLessThan(1024);
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
    expect(messageCount(answer.body)).toBe(1);
  });

  /** Requests at the bound with every member wrong: a 422 of at most `fieldErrorsMaxCount` messages. */
  const worstAllowed: [string, () => Promise<Response>][] = [
    ['save', () => json('POST', '/api/document/save', { sets: [], data: entries(codeEntriesMax) })],
    ['copy', () => multipart('/api/document/copy', { data: entries(codeEntriesMax) })],
    ['download', () => multipart('/api/document/download', { data: entries(codeEntriesMax), number: 1 })],
    [
      'import-fhir',
      () => json('POST', '/api/document/import-fhir', bundleOf(badObservations(codeEntriesMax + 2))),
    ],
    [
      'personal set',
      () =>
        json('POST', '/api/set/personal', { name: 'x', codes: Array(personalCoreSetCodesMaxCount).fill(1) }),
    ],
  ];

  it.each(worstAllowed)('%s with every member wrong answers a capped 422', async (_name, send) => {
    const answer = await sendBesideCheapCall(send);
    expect(answer.status).toBe(422);
    expect(answer.bytes).toBeLessThan(shortAnswerMaxBytes);
    expect(messageCount(answer.body)).toBe(fieldErrorsMaxCount);
    expect(answer.body.errors_omitted).toBeGreaterThan(0);
  });

  it('the catalogue check refuses a file over the set bound with one problem, and caps a bad file', async () => {
    const set = { condition: 'BAD', context: 'x' };
    const over = await sendBesideCheapCall(() =>
      json(
        'POST',
        '/api/admin/catalogue/check',
        {
          file_name: 'lists.json',
          content: JSON.stringify({
            format: institutionCoreSetFileFormat,
            sets: Array(institutionCoreSetsMaxCount + 1).fill(set),
          }),
        },
        'admin',
      ),
    );
    expect(over.status).toBe(200);
    expect(over.body.report?.errors).toHaveLength(1);

    const worst = await sendBesideCheapCall(() =>
      json(
        'POST',
        '/api/admin/catalogue/check',
        {
          file_name: 'lists.json',
          content: JSON.stringify({
            format: institutionCoreSetFileFormat,
            sets: Array(institutionCoreSetsMaxCount).fill(set),
          }),
        },
        'admin',
      ),
    );
    expect(worst.status).toBe(200);
    expect(worst.bytes).toBeLessThan(shortAnswerMaxBytes);
  });

  /** The calls with small bodies: a body at their 16 KB limit full of junk is still a short answer. */
  const smallBodyCalls: [string, string, 'user' | 'admin' | 'none'][] = [
    ['POST', '/api/login', 'none'],
    ['POST', '/api/register', 'none'],
    ['POST', '/api/forgot-password', 'none'],
    ['POST', '/api/reset-password', 'none'],
    ['PATCH', '/api/settings/password', 'user'],
    ['POST', '/api/document/update', 'user'],
    ['POST', '/api/client', 'user'],
    ['POST', '/api/feedback', 'none'],
  ];

  it.each(smallBodyCalls)('%s %s answers junk at its body limit briefly', async (method, path, auth) => {
    const junk = Object.fromEntries(Array.from({ length: 1500 }, (_, index) => [`f${index}`, [index]]));
    const answer = await sendBesideCheapCall(() => json(method, path, junk, auth));
    expect([413, 422]).toContain(answer.status);
    expect(answer.bytes).toBeLessThan(shortAnswerMaxBytes);
  });
});
