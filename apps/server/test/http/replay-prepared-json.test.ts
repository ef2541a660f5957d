import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, type LogCapture } from '../support/log-capture';
import { rawGet, type RawResponse } from '../support/raw-get';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/** The headers of an answer, without Date, which only says when it was sent. */
function headersOf(answer: RawResponse): Record<string, unknown> {
  const { date: _date, ...headers } = answer.headers;
  return headers;
}

describe.each(testDatabaseKinds)('the code map replayed without routing on %s', (kind) => {
  let server: TestServer;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs();
    server = await startTestServer(kind, { logger: logs.logger, apiTokenRateLimitPerMinute: 2 });
    // Brotli is made on the thread pool after start-up.
    for (let attempt = 0; attempt < 200; attempt++) {
      const answer = await rawGet(`${server.baseUrl}/api/code/all`, { 'Accept-Encoding': 'br' });
      if (answer.headers['content-encoding'] === 'br') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 120_000);
  afterAll(() => server.close());

  it('answers with the headers and bytes the app itself answers, in each encoding and for 304', async () => {
    const { headers } = await rawGet(`${server.baseUrl}/api/code/all`);
    const kinds: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'gzip' },
      { 'Accept-Encoding': 'gzip, deflate, br' },
      { 'If-None-Match': String(headers.etag) },
    ];
    for (const requestHeaders of kinds) {
      // A bearer token (not a personal one) is never replayed: the app answers it through every middleware.
      const throughApp = await rawGet(`${server.baseUrl}/api/code/all`, {
        ...requestHeaders,
        Authorization: 'Bearer not-a-token',
      });
      expect(throughApp.headers['content-security-policy']).toBeTruthy();
      expect(throughApp.headers['cache-control']).toBe('no-cache');
      for (let request = 0; request < 3; request++) {
        const answer = await rawGet(`${server.baseUrl}/api/code/all`, requestHeaders);
        expect(answer.status, JSON.stringify(requestHeaders)).toBe(throughApp.status);
        expect(headersOf(answer), JSON.stringify(requestHeaders)).toEqual(headersOf(throughApp));
        expect(answer.body.equals(throughApp.body)).toBe(true);
      }
    }
  });

  it('logs every replayed request as the app logs its requests', async () => {
    const before = requestLines(logs).length;
    for (let request = 0; request < 5; request++) await rawGet(`${server.baseUrl}/api/code/all`);
    const lines = requestLines(logs).slice(before);
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatchObject({ method: 'GET', status: 200 });
  });

  it('still counts a personal access token, in the header or in the cookie, against its rate limit', async () => {
    // A made-up personal token counts against the address (2 a minute here): the third call is refused.
    const credentialsOfEachKind: Record<string, string>[] = [
      { Authorization: 'Bearer icfpat_made-up-token' },
      { Cookie: 'token=icfpat_another-made-up-token' },
    ];
    for (const credentials of credentialsOfEachKind) {
      const statuses = [];
      for (let request = 0; request < 3; request++) {
        statuses.push((await rawGet(`${server.baseUrl}/api/code/all`, credentials)).status);
      }
      expect(statuses).toContain(429);
    }
  });
});

function requestLines(logs: LogCapture) {
  return logs.entries().filter((entry) => entry.message === 'request' && entry.path === '/api/code/all');
}
