import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * /api/docs (decision record 0027): the one answer whose style-src adds a nonce, new for every answer, for
 * Redoc's style elements. Scripts stay 'self' and the page has no inline script; every other answer keeps
 * style-src 'self' alone.
 */
describe.each(testDatabaseKinds)('the API reference page and its CSP on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const nonceOf = async (response: Response) => {
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    return { csp, html, nonce };
  };

  it('gives the page a fresh style nonce that its meta element names, and nothing else', async () => {
    const first = await nonceOf(await server.request('/api/docs'));
    const second = await nonceOf(await server.request('/api/docs'));
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.html).toContain(`<meta name="csp-nonce" content="${first.nonce}">`);
    expect(first.csp).toContain("script-src 'self';");
    expect(first.csp).not.toContain('unsafe-inline');
    expect(first.html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(first.html).not.toMatch(/<style|\sstyle=/);

    for (const path of ['/api/openapi.json', '/api/docs/reference.js', '/api/health']) {
      const response = await server.request(path);
      await response.arrayBuffer();
      expect(response.headers.get('content-security-policy'), path).toContain("style-src 'self';");
    }
  });

  it('serves Redoc and the init script from this server, and nothing for other names', async () => {
    const redoc = await server.request('/api/docs/redoc.standalone.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(redoc.status).toBe(200);
    expect(redoc.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await redoc.text()).length).toBeGreaterThan(500_000);
    const init = await server.request('/api/docs/reference.js');
    expect(await init.text()).toContain("Redoc.init('/api/openapi.json'");
    const again = await server.request('/api/docs/reference.js', {
      headers: { 'If-None-Match': init.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect((await server.request('/api/docs/..%2Fpackage.json')).status).toBe(404);
  });
});
