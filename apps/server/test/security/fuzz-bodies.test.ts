import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/** Every account and document call that reads a body or a path parameter: [method, path, needs a token]. */
const calls: [string, string, boolean][] = [
  ['POST', '/api/login', false],
  ['POST', '/api/register', false],
  ['POST', '/api/forgot-password', false],
  ['POST', '/api/reset-password', false],
  ['PATCH', '/api/settings/password', true],
  ['POST', '/api/email/verification-notification', true],
  ['POST', '/api/document/save', true],
  ['POST', '/api/document/update', true],
  ['POST', '/api/document/download', false],
  ['POST', '/api/document/copy', false],
  ['POST', '/api/set/personal', true],
];

const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', "' or 1=1 --", '%00', '${x}', '<script>', '9'.repeat(400)),
);
/** Objects with the fields the calls know, and random ones, holding random JSON of any type. */
const fieldNames = fc.constantFrom(
  'email',
  'password',
  'password_confirmation',
  'old_password',
  'name',
  'token',
  'id',
  'column',
  'client',
  'age',
  'evaluation_date',
  'sets',
  'data',
  'codes',
  'number',
  'message',
  'note',
  '__proto__',
  'constructor',
);
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(
    nastyString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.bigInt().map(String),
  ),
  node: fc.oneof({ depthSize: 'small' }, tie('leaf'), fc.array(tie('node'), { maxLength: 4 }), tie('object')),
  object: fc.dictionary(fc.oneof(fieldNames, fc.string()), tie('node'), { maxKeys: 6 }),
})).node;
const rawBody = fc.oneof(
  value.map((json) => JSON.stringify(json) ?? 'null'),
  nastyString,
  fc.constantFrom('{', '[]', '{"email":', 'null', '1e999', '{"a":' + '['.repeat(5000)),
);

describe.each(testDatabaseKinds)('fuzzed bodies on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await registerUser(server));
  });
  afterAll(() => server.close());

  it('never answer 500 or more, on any account or document call', async () => {
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), rawBody, async ([method, path, needsToken], body) => {
        const response = await server.request(path, {
          method,
          body,
          headers: {
            'Content-Type': 'application/json',
            ...(needsToken ? { Authorization: `Bearer ${token}` } : {}),
          },
        });
        await response.arrayBuffer();
        requests++;
        expect(response.status, `${method} ${path} ${body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 300, seed: 17 },
    );
    expect(requests).toBe(300);
  }, 120_000);

  it('never answer 500 or more to fuzzed path parameters and queries', async () => {
    const segment = nastyString.map((text) => {
      // A lone surrogate cannot be percent-encoded as UTF-8; its raw bytes go as they are.
      let encoded = '%ED%A0%80';
      try {
        encoded = encodeURIComponent(text);
      } catch {
        // keep the raw bytes of a lone surrogate
      }
      return encoded.slice(0, 300) || 'x';
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/document/%s',
          '/api/document/%s/versions',
          '/api/set/personal/%s',
          '/api/email/verify/%s/%s',
          '/api/document/all?sort=%s&page=%s',
        ),
        segment,
        segment,
        async (template, a, b) => {
          const path = template.replace('%s', a).replace('%s', b);
          const response = await server.request(path, { headers: { Authorization: `Bearer ${token}` } });
          await response.arrayBuffer();
          expect(response.status, path).toBeLessThan(500);
        },
      ),
      { numRuns: 150, seed: 17 },
    );
  }, 120_000);
});
