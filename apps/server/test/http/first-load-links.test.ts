import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

/** A web build as the server sees it: index.html and the first-load list the build writes beside it. */
function writeWebBuild(dir: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ko"><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'first-load.json'),
    JSON.stringify({
      catalogues: { kr: ['/assets/kr-1.js'], en: ['/assets/en-1.js'] },
      pages: {
        '/': ['/assets/welcome-page-1.js'],
        '/select': ['/assets/documentation-1.js', '/assets/documentation-1.css'],
      },
    }),
  );
}

const linksIn = (html: string) => html.match(/<link [^>]*>/g) ?? [];

/**
 * Decision record 0035: the HTML of a page names the files its first render waits for (the locale's catalogue,
 * the page's chunks and stylesheets), so the browser loads them beside the entry.
 */
describe('first-load links in the served HTML', () => {
  let server: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'icf-web-dist-'));
    writeWebBuild(webDistDir);
    server = await startTestServer('pglite', { webDistDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it("name the default locale's catalogue and the page's chunks, in the head", async () => {
    const html = await (await server.request('/select')).text();
    expect(linksIn(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/kr-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/documentation-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/documentation-1.css">',
    ]);
    expect(html.indexOf('documentation-1.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('follow the locale cookie, as <html lang> does, and give other pages the catalogue only', async () => {
    const english = await (await server.request('/', { headers: { Cookie: 'locale=en' } })).text();
    expect(english).toContain('<html lang="en"');
    expect(linksIn(english)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/en-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/welcome-page-1.js">',
    ]);
    const login = await (await server.request('/login')).text();
    expect(linksIn(login)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/kr-1.js">']);
  });
});
