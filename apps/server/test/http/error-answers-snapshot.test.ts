import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { registerAdmin } from '../admin/admin-api';
import { createApiTokenOk } from '../api-tokens/api-token-api';
import { samplePersonalCoreSet } from '../core-sets/personal-core-set-api';
import { entry, sampleDocument } from '../documents/document-api';
import { call, registerUser, uniqueEmail, type RegisteredUser } from '../support/auth-api';
import { rawRequest, repeatedBody } from '../support/raw-request';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every error answer the API gives (status, the headers a client reads, the body byte for byte) in both
 * locales, compared with a committed snapshot. Where an error gets its words may change; what a client
 * receives may not. Regenerate only on purpose: UPDATE_ERROR_SNAPSHOT=1 npx vitest run <this file>.
 */
const snapshotFile = path.join(import.meta.dirname, 'error-answers.snapshot.json');
const locales = ['en', 'kr'] as const;
const recordedHeaders = [
  'content-type',
  'content-length',
  'retry-after',
  'cache-control',
  'www-authenticate',
  'allow',
];

interface Fixtures {
  user: RegisteredUser;
  other: RegisteredUser;
  admin: RegisteredUser & { id: number };
  documentId: number;
  othersDocumentId: number;
  clientId: number;
  /** A personal access token with only the `documents:read` ability. */
  readOnlyToken: string;
}

interface ErrorCase {
  name: string;
  method: string;
  path: string;
  token?: (f: Fixtures) => string;
  body?: unknown;
  /** A body sent as it is, for malformed JSON and multipart forms. */
  raw?: () => { body: string | FormData; contentType?: string };
  /**
   * A body over the route's limit, sent on a connection of its own: the server answers 413 before reading
   * it all and closes the connection (a string is announced with Content-Length, a Readable streamed).
   */
  oversized?: () => string | Readable;
  headers?: Record<string, string>;
}

const signedInRoutes: [string, string][] = [
  ['GET', '/api/user'],
  ['GET', '/api/document/all'],
  ['GET', '/api/document/1'],
  ['GET', '/api/document/1/versions'],
  ['GET', '/api/document/1/versions/1'],
  ['POST', '/api/document/1/versions/1/restore'],
  ['POST', '/api/document/save'],
  ['POST', '/api/document/update'],
  ['POST', '/api/document/1/client'],
  ['GET', '/api/document/1/fhir'],
  ['POST', '/api/document/import-fhir'],
  ['GET', '/api/document/export.csv'],
  ['POST', '/api/set/personal'],
  ['PATCH', '/api/set/personal/p1'],
  ['DELETE', '/api/set/personal/p1'],
  ['GET', '/api/client/all'],
  ['POST', '/api/client'],
  ['GET', '/api/client/1'],
  ['PUT', '/api/client/1'],
  ['DELETE', '/api/client/1'],
  ['GET', '/api/client/1/documents'],
  ['GET', '/api/client/1/progress'],
  ['GET', '/api/feedback'],
  ['GET', '/api/settings/tokens'],
  ['POST', '/api/settings/tokens'],
  ['DELETE', '/api/settings/tokens/1'],
  ['PATCH', '/api/settings/password'],
  ['GET', '/api/settings/export'],
  ['DELETE', '/api/settings/account'],
  ['POST', '/api/email/verification-notification'],
  ['POST', '/api/logout'],
  ['GET', '/api/admin/users'],
];

const adminRoutes: [string, string][] = [
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/admin/users/1'],
  ['GET', '/api/admin/usage'],
  ['GET', '/api/admin/feedback'],
  ['PATCH', '/api/admin/feedback/1'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/catalogue'],
  ['POST', '/api/admin/catalogue/check'],
  ['POST', '/api/admin/catalogue/import'],
  ['POST', '/api/admin/catalogue/KR-1/withdraw'],
];

const malformedJsonRoutes: [string, string][] = [
  ['POST', '/api/register'],
  ['POST', '/api/login'],
  ['POST', '/api/forgot-password'],
  ['POST', '/api/reset-password'],
  ['POST', '/api/document/save'],
  ['POST', '/api/document/update'],
  ['POST', '/api/document/import-fhir'],
  ['POST', '/api/set/personal'],
  ['POST', '/api/client'],
  ['POST', '/api/feedback'],
  ['POST', '/api/settings/tokens'],
  ['PATCH', '/api/settings/password'],
  ['DELETE', '/api/settings/account'],
  ['PATCH', '/api/admin/users/1'],
  ['PATCH', '/api/admin/feedback/1'],
  ['POST', '/api/admin/catalogue/check'],
];

const emptyBodyRoutes: [string, string][] = [
  ['POST', '/api/register'],
  ['POST', '/api/login'],
  ['POST', '/api/forgot-password'],
  ['POST', '/api/reset-password'],
  ['POST', '/api/document/update'],
  ['POST', '/api/document/import-fhir'],
  ['POST', '/api/set/personal'],
  ['POST', '/api/client'],
  ['POST', '/api/feedback'],
  ['POST', '/api/settings/tokens'],
  ['PATCH', '/api/settings/password'],
  ['DELETE', '/api/settings/account'],
  ['POST', '/api/admin/catalogue/check'],
  ['POST', '/api/admin/catalogue/import'],
];

const user = (f: Fixtures) => f.user.token;
const admin = (f: Fixtures) => f.admin.token;
const tokenFor = (route: string) => (route.startsWith('/api/admin') ? admin : user);
const form = (parts: Record<string, string>) => () => {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) body.append(name, value);
  return { body };
};

const cases: ErrorCase[] = [
  ...signedInRoutes.map(([method, route]) => ({ name: `401 ${method} ${route}`, method, path: route })),
  ...adminRoutes.map(([method, route]) => ({
    name: `403 not an administrator ${method} ${route}`,
    method,
    path: route,
    token: user,
  })),
  {
    name: '403 personal token lacks the ability',
    method: 'POST',
    path: '/api/document/save',
    token: (f) => f.readOnlyToken,
    body: sampleDocument(),
  },
  {
    name: '403 personal token on an account route',
    method: 'GET',
    path: '/api/settings/tokens',
    token: (f) => f.readOnlyToken,
  },
  { name: '403 invalid verification link', method: 'GET', path: '/api/email/verify/1/bad', token: user },
  { name: '404 unknown API route', method: 'GET', path: '/api/no-such-thing' },
  { name: '404 unknown API route (POST)', method: 'POST', path: '/api/no/such/thing', body: {} },
  // A path that exists, called with a method it doesn't answer: 405 naming the methods it takes.
  { name: '405 wrong method on reference data', method: 'DELETE', path: '/api/code/all' },
  { name: '405 wrong method on a document', method: 'PATCH', path: '/api/document/1', token: user, body: {} },
  {
    name: '415 text body to a JSON call',
    method: 'POST',
    path: '/api/client',
    token: user,
    raw: () => ({ body: 'display_name=P-1', contentType: 'text/plain' }),
  },
  {
    name: '415 form body to the save',
    method: 'POST',
    path: '/api/document/save',
    token: user,
    raw: () => ({ body: 'description=x', contentType: 'application/x-www-form-urlencoded' }),
  },
  {
    name: '415 JSON body to the PDF download',
    method: 'POST',
    path: '/api/document/download',
    raw: () => ({ body: '{"number":"1"}', contentType: 'application/json' }),
  },
  { name: '404 document', method: 'GET', path: '/api/document/999999', token: user },
  { name: '404 document of another', method: 'GET', path: '/api/document/{other}', token: user },
  { name: '404 document id out of range', method: 'GET', path: '/api/document/99999999999999', token: user },
  { name: '404 document versions', method: 'GET', path: '/api/document/999999/versions', token: user },
  { name: '404 document version', method: 'GET', path: '/api/document/{doc}/versions/99', token: user },
  {
    name: '404 restore missing version',
    method: 'POST',
    path: '/api/document/{doc}/versions/99/restore',
    token: user,
  },
  { name: '404 document fhir', method: 'GET', path: '/api/document/999999/fhir', token: user },
  {
    name: '404 update missing document',
    method: 'POST',
    path: '/api/document/update',
    token: user,
    body: { id: 999999, column: 'deleted_at' },
  },
  {
    name: '404 save over missing document',
    method: 'POST',
    path: '/api/document/save',
    token: user,
    body: sampleDocument({ id: 999999 }),
  },
  {
    name: '404 attach client to missing document',
    method: 'POST',
    path: '/api/document/999999/client',
    token: user,
    body: { client_id: null },
  },
  { name: '404 personal set', method: 'DELETE', path: '/api/set/personal/p999999', token: user },
  {
    name: '404 personal set update',
    method: 'PATCH',
    path: '/api/set/personal/p999999',
    token: user,
    body: samplePersonalCoreSet(),
  },
  { name: '404 client', method: 'GET', path: '/api/client/999999', token: user },
  { name: '404 client documents', method: 'GET', path: '/api/client/999999/documents', token: user },
  { name: '404 client progress', method: 'GET', path: '/api/client/999999/progress', token: user },
  {
    name: '404 client update',
    method: 'PUT',
    path: '/api/client/999999',
    token: user,
    body: { display_name: 'P-1' },
  },
  { name: '404 client delete', method: 'DELETE', path: '/api/client/999999', token: user },
  { name: '404 access token', method: 'DELETE', path: '/api/settings/tokens/999999', token: user },
  {
    name: '404 admin user',
    method: 'PATCH',
    path: '/api/admin/users/999999',
    token: admin,
    body: { role: 'admin' },
  },
  {
    name: '404 admin user id not a number',
    method: 'PATCH',
    path: '/api/admin/users/abc',
    token: admin,
    body: { role: 'admin' },
  },
  {
    name: '404 admin feedback',
    method: 'PATCH',
    path: '/api/admin/feedback/999999',
    token: admin,
    body: { status: 'closed' },
  },
  {
    name: '503 admin job retry without a queue',
    method: 'POST',
    path: '/api/admin/jobs/suggestions/1/retry',
    token: admin,
  },
  {
    name: '404 withdraw unknown institution list',
    method: 'POST',
    path: '/api/admin/catalogue/KR-999/withdraw',
    token: admin,
  },
  {
    name: '404 withdraw malformed institution list id',
    method: 'POST',
    path: '/api/admin/catalogue/nonsense/withdraw',
    token: admin,
  },
  ...malformedJsonRoutes.map(([method, route]) => ({
    name: `422 malformed JSON ${method} ${route}`,
    method,
    path: route,
    token: route === '/api/register' || route === '/api/login' ? undefined : tokenFor(route),
    raw: () => ({ body: '{"broken": ', contentType: 'application/json' }),
  })),
  ...emptyBodyRoutes.map(([method, route]) => ({
    name: `422 empty body ${method} ${route}`,
    method,
    path: route,
    token: ['/api/register', '/api/login', '/api/forgot-password', '/api/reset-password'].includes(route)
      ? undefined
      : tokenFor(route),
    body: {},
  })),
  {
    name: '422 body not an object',
    method: 'POST',
    path: '/api/set/personal',
    token: user,
    body: [1, 2],
  },
  {
    name: '422 wrong types',
    method: 'POST',
    path: '/api/register',
    body: { name: 5, email: 'not an address', password: 'short', password_confirmation: 'other' },
  },
  {
    name: '422 text that cannot be stored',
    method: 'POST',
    path: '/api/client',
    token: user,
    body: { display_name: 'a\u0000b' },
  },
  {
    name: '422 login wrong password',
    method: 'POST',
    path: '/api/login',
    body: { email: '{email}', password: 'wrong one!' },
  },
  {
    name: '422 register taken e-mail',
    method: 'POST',
    path: '/api/register',
    body: {
      name: 'Lee',
      email: '{email}',
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
    },
  },
  {
    name: '422 reset-password invalid token',
    method: 'POST',
    path: '/api/reset-password',
    body: {
      token: 'x'.repeat(64),
      email: '{email}',
      password: 'new password 1',
      password_confirmation: 'new password 1',
    },
  },
  {
    name: '422 change password wrong current',
    method: 'PATCH',
    path: '/api/settings/password',
    token: user,
    body: {
      old_password: 'not it at all',
      password: 'new password 1',
      password_confirmation: 'new password 1',
    },
  },
  {
    name: '422 delete account wrong password and e-mail',
    method: 'DELETE',
    path: '/api/settings/account',
    token: user,
    body: { password: 'not it at all', email: 'someone@else.org' },
  },
  {
    name: '422 delete account wrong e-mail',
    method: 'DELETE',
    path: '/api/settings/account',
    token: user,
    body: { password: '{password}', email: 'someone@else.org' },
  },
  {
    name: '422 document list query',
    method: 'GET',
    path: '/api/document/all?page=x&per_page=1000&order_by=up&order_by_column=secret',
    token: user,
  },
  { name: '422 CSV query', method: 'GET', path: '/api/document/export.csv?client_id=abc', token: user },
  {
    name: '422 admin users query',
    method: 'GET',
    path: '/api/admin/users?page=0&role=king',
    token: admin,
  },
  { name: '422 admin feedback query', method: 'GET', path: '/api/admin/feedback?status=lost', token: admin },
  { name: '422 admin audit query', method: 'GET', path: '/api/admin/audit?page=-1', token: admin },
  {
    name: '422 admin demotes self',
    method: 'PATCH',
    path: '/api/admin/users/{adminId}',
    token: admin,
    body: { role: 'user' },
  },
  {
    name: '422 admin disables self',
    method: 'PATCH',
    path: '/api/admin/users/{adminId}',
    token: admin,
    body: { disabled: true },
  },
  {
    name: '422 document with unknown codes and sets',
    method: 'POST',
    path: '/api/document/save',
    token: user,
    body: sampleDocument({ sets: ['stroke', 'nope', 'stroke'], data: { x1: entry({}), b99999: entry({}) } }),
  },
  {
    name: '422 document with unknown sets',
    method: 'POST',
    path: '/api/document/save',
    token: user,
    body: sampleDocument({ sets: ['nope', 'stroke', 'stroke'] }),
  },
  {
    name: '422 document with illegal entries',
    method: 'POST',
    path: '/api/document/save',
    token: user,
    body: sampleDocument({
      data: {
        b280: entry({ q1: '7' }),
        d450: entry({ q1: '1', q2: '9' }),
        e310: entry({ q1: '+9' }),
        b130: entry({ desc: 'x'.repeat(5000) }),
      },
    }),
  },
  {
    name: '422 document field types',
    method: 'POST',
    path: '/api/document/save',
    token: user,
    body: { client: 5, age: [], sets: 'stroke', data: [] },
  },
  {
    name: '422 document update column',
    method: 'POST',
    path: '/api/document/update',
    token: user,
    body: { id: 'x', column: 'secret' },
  },
  {
    name: '422 attach an unknown client',
    method: 'POST',
    path: '/api/document/{doc}/client',
    token: user,
    body: { client_id: 999999 },
  },
  {
    name: '422 client fields',
    method: 'POST',
    path: '/api/client',
    token: user,
    body: { display_name: '', birth_year: 1200, chart_number: 5 },
  },
  {
    name: '422 client progress of unknown documents',
    method: 'GET',
    path: '/api/client/{client}/progress?documents=999998,999999',
    token: user,
  },
  {
    name: '422 personal set with unknown codes',
    method: 'POST',
    path: '/api/set/personal',
    token: user,
    body: samplePersonalCoreSet({ codes: ['x1', 'b280', 'b99999'] }),
  },
  {
    name: '422 personal set fields',
    method: 'POST',
    path: '/api/set/personal',
    token: user,
    body: { name: '', codes: 'b280' },
  },
  {
    name: '422 access token fields',
    method: 'POST',
    path: '/api/settings/tokens',
    token: user,
    body: { name: '', expires_in_days: 3, abilities: ['everything'] },
  },
  {
    name: '422 feedback fields',
    method: 'POST',
    path: '/api/feedback',
    token: user,
    body: { category: 'complaint', message: '' },
  },
  {
    name: '422 FHIR bundle of the wrong kind',
    method: 'POST',
    path: '/api/document/import-fhir',
    token: user,
    body: {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [{ resource: { resourceType: 'Medication' } }],
    },
  },
  {
    name: '422 FHIR bundle with problems',
    method: 'POST',
    path: '/api/document/import-fhir',
    token: user,
    body: {
      resourceType: 'Bundle',
      type: 'document',
      entry: [
        { resource: { resourceType: 'Patient' } },
        { resource: { resourceType: 'Patient' } },
        { resource: { resourceType: 'Composition', section: [{ title: 'nonsense' }] } },
        {
          resource: {
            resourceType: 'Observation',
            code: { coding: [{ system: 'http://loinc.org', code: '1234-5' }] },
          },
        },
      ],
    },
  },
  {
    name: '422 download with a part that is not JSON',
    method: 'POST',
    path: '/api/document/download',
    token: user,
    raw: form({ data: 'not json', info: '{', number: '1' }),
  },
  {
    name: '422 download with invalid parts',
    method: 'POST',
    path: '/api/document/download',
    token: user,
    raw: form({ data: '[]', sets: '5', number: '9' }),
  },
  {
    name: '422 copy with invalid parts',
    method: 'POST',
    path: '/api/document/copy',
    token: user,
    raw: form({ data: '"x"', message: '[]' }),
  },
  {
    name: '422 catalogue check fields',
    method: 'POST',
    path: '/api/admin/catalogue/check',
    token: admin,
    body: { file_name: '', content: 5 },
  },
  {
    name: '413 default body limit',
    method: 'POST',
    path: '/api/login',
    oversized: () => JSON.stringify({ email: 'x'.repeat(20_000) }),
  },
  {
    name: '413 default body limit, streamed',
    method: 'POST',
    path: '/api/login',
    oversized: () => repeatedBody(256 * 1024),
  },
  {
    name: '413 personal core set too large',
    method: 'POST',
    path: '/api/set/personal',
    token: user,
    oversized: () => JSON.stringify({ name: 'x'.repeat(300_000) }),
  },
  {
    name: '413 feedback too large',
    method: 'POST',
    path: '/api/feedback',
    token: user,
    oversized: () => JSON.stringify({ message: 'x'.repeat(70_000) }),
  },
  {
    name: '413 restore with a body',
    method: 'POST',
    path: '/api/document/{doc}/versions/1/restore',
    token: user,
    oversized: () => JSON.stringify({ padding: 'x'.repeat(2_000) }),
  },
  {
    name: '419 CSRF mismatch',
    method: 'POST',
    path: '/api/logout',
    headers: { Cookie: 'XSRF-TOKEN=abc' },
  },
];

/** The throttled calls: the attempt after the limit, with its Retry-After (numbers vary with the clock). */
const throttledCases: { name: string; path: string; attempts: number; body: (email: string) => unknown }[] = [
  {
    name: '429 login attempts',
    path: '/api/login',
    attempts: 6,
    body: (email) => ({ email, password: 'wrong one!' }),
  },
  { name: '429 forgot-password', path: '/api/forgot-password', attempts: 6, body: (email) => ({ email }) },
];

interface Recorded {
  case: string;
  locale: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function record(
  server: TestServer,
  f: Fixtures,
  errorCase: ErrorCase,
  locale: (typeof locales)[number],
): Promise<Recorded> {
  const fill = (text: string) =>
    text
      .replaceAll('{doc}', String(f.documentId))
      .replaceAll('{other}', String(f.othersDocumentId))
      .replaceAll('{adminId}', String(f.admin.id))
      .replaceAll('{client}', String(f.clientId))
      .replaceAll('{email}', f.user.email)
      .replaceAll('{password}', f.user.password);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
  const token = errorCase.token?.(f);
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, errorCase.headers);
  if (errorCase.oversized) {
    headers['Content-Type'] = 'application/json';
    const answer = await rawRequest(`${server.baseUrl}${fill(errorCase.path)}`, {
      method: errorCase.method,
      headers,
      body: errorCase.oversized(),
    });
    const recorded: Record<string, string> = {};
    for (const header of recordedHeaders) {
      const value = answer.headers[header];
      if (typeof value === 'string') recorded[header] = value;
    }
    return { case: errorCase.name, locale, status: answer.status, headers: recorded, body: answer.text };
  }
  let body: string | FormData | undefined;
  if (errorCase.raw) {
    const raw = errorCase.raw();
    body = raw.body;
    if (raw.contentType) headers['Content-Type'] = raw.contentType;
  } else if (errorCase.body !== undefined) {
    body = fill(JSON.stringify(errorCase.body));
    headers['Content-Type'] = 'application/json';
  }
  const response = await server.request(fill(errorCase.path), { method: errorCase.method, headers, body });
  return recordOf(errorCase.name, locale, response);
}

async function recordOf(name: string, locale: string, response: Response): Promise<Recorded> {
  const headers: Record<string, string> = {};
  for (const header of recordedHeaders) {
    const value = response.headers.get(header);
    if (value !== null) headers[header] = value;
  }
  return { case: name, locale, status: response.status, headers, body: await response.text() };
}

/** Seconds until a window ends depend on the clock; the sentence around them does not. */
function withoutClock(recorded: Recorded): Recorded {
  if (recorded.status !== 429) return recorded;
  const headers = { ...recorded.headers };
  if (headers['retry-after']) headers['retry-after'] = '<seconds>';
  delete headers['content-length'];
  return { ...recorded, headers, body: recorded.body.replace(/\d+/g, '<n>') };
}

describe.each(testDatabaseKinds)('every error answer, in en and kr, as recorded on %s', (kind) => {
  let server: TestServer;
  let fixtures: Fixtures;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const [user, other, admin] = await Promise.all([
      registerUser(server),
      registerUser(server),
      registerAdmin(server),
    ]);
    const save = async (token: string) => {
      const response = await call(server, 'POST', '/api/document/save', { token, body: sampleDocument() });
      expect(response.status).toBe(200);
      return ((await response.json()) as { id: number }).id;
    };
    const readOnly = await createApiTokenOk(server, user.token, ['documents:read']);
    const client = await call(server, 'POST', '/api/client', {
      token: user.token,
      body: { display_name: 'P-1' },
    });
    expect(client.status).toBe(201);
    fixtures = {
      user,
      other,
      admin,
      documentId: await save(user.token),
      othersDocumentId: await save(other.token),
      readOnlyToken: readOnly.token,
      clientId: ((await client.json()) as { id: number }).id,
    };
  });
  afterAll(() => server.close());

  it('answers every error as the snapshot says, byte for byte', async () => {
    const recorded: Recorded[] = [];
    for (const errorCase of cases) {
      for (const locale of locales) recorded.push(await record(server, fixtures, errorCase, locale));
    }
    for (const throttled of throttledCases) {
      for (const locale of locales) {
        const email = uniqueEmail('throttled');
        let last: Response | undefined;
        for (let attempt = 0; attempt < throttled.attempts; attempt++) {
          last = await call(server, 'POST', throttled.path, { locale, body: throttled.body(email) });
        }
        recorded.push(withoutClock(await recordOf(throttled.name, locale, last!)));
      }
    }
    // Every case is an error answer; a case that succeeds has lost its meaning.
    for (const entry of recorded)
      expect(entry.status, `${entry.case} ${entry.locale}`).toBeGreaterThanOrEqual(400);

    if (process.env.UPDATE_ERROR_SNAPSHOT === '1') {
      writeFileSync(snapshotFile, `${JSON.stringify(recorded, null, 2)}\n`);
    }
    expect(existsSync(snapshotFile), `${snapshotFile} is missing`).toBe(true);
    const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as Recorded[];
    expect(recorded.map((entry) => `${entry.case} ${entry.locale}`)).toEqual(
      snapshot.map((entry) => `${entry.case} ${entry.locale}`),
    );
    for (const [index, entry] of recorded.entries()) {
      expect(entry, `${entry.case} ${entry.locale}`).toEqual(snapshot[index]);
    }
  });
});
