import { readdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const webDistDir = path.resolve(import.meta.dirname, '../../../web/dist');
const asset = readdirSync(path.join(webDistDir, 'assets')).find((file) => file.endsWith('.js'));

function expectSecurityHeaders(response: Response, what: string): void {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toMatch(/connect-src 'self'/);
  expect(csp, what).not.toContain('unsafe-inline');
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

describe.each(testDatabaseKinds)('security headers on %s', (kind) => {
  let server: TestServer;
  let httpsServer: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { webDistDir });
    httpsServer = await startTestServer(kind, {
      webDistDir,
      auth: { appUrl: 'https://icf.example.org', appKey: randomBytes(32).toString('hex') },
    });
  });
  afterAll(async () => {
    await server.close();
    await httpsServer.close();
  });

  it('are on HTML, API (answers and errors) and asset answers', async () => {
    expect(asset).toBeDefined();
    for (const url of ['/', '/login', `/assets/${asset}`, '/api/set/all', '/api/user', '/api/no-such-call']) {
      const response = await server.request(url);
      await response.arrayBuffer();
      expectSecurityHeaders(response, url);
      expect(response.headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  it('add HSTS and the app origin to connect-src when APP_URL is https', async () => {
    for (const url of ['/', '/api/set/all', `/assets/${asset}`]) {
      const response = await httpsServer.request(url);
      await response.arrayBuffer();
      expectSecurityHeaders(response, url);
      expect(response.headers.get('strict-transport-security'), url).toMatch(/max-age=31536000/);
      expect(response.headers.get('content-security-policy')).toContain('https://icf.example.org');
    }
  });

  it('serve the service worker and the manifests uncached, so a new release is seen at once (decision 0026)', async () => {
    for (const url of ['/service-worker.js', '/manifest.en.webmanifest', '/manifest.kr.webmanifest']) {
      const response = await server.request(url);
      const body = await response.text();
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expectSecurityHeaders(response, url);
      if (url === '/service-worker.js') {
        expect(response.headers.get('content-type')).toMatch(/javascript/);
        expect(body).toContain('self.__SHELL__');
      } else {
        expect(response.headers.get('content-type')).toMatch(/application\/manifest\+json/);
        expect(JSON.parse(body)).toMatchObject({ start_url: '/', icons: expect.any(Array) });
      }
    }
  });

  it('serve an index.html without inline script or style', async () => {
    const html = await (await server.request('/')).text();
    // A first screen's data is a JSON block, which the browser never runs (decision record 0039).
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=/);
  });
});
