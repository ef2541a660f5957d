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
    '<!doctype html><html lang="ko"><head><title>ICF Core Sets</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'first-load.json'),
    JSON.stringify({
      app: ['/assets/app-1.js'],
      catalogues: { kr: ['/assets/kr-1.js'], en: ['/assets/en-1.js'] },
      pages: {
        '/': ['/assets/welcome-page-1.js', '/assets/app-1.js'],
        '/select': ['/assets/documentation-1.js', '/assets/documentation-1.css'],
        '/write': ['/assets/documentation-1.js', '/assets/documentation-1.css'],
      },
      screens: {
        kr: {
          '/': { markup: '<main><h1>환영</h1></main>', title: 'ICF 핵심세트' },
          '/write': { markup: '<main><h1>문서 양식</h1></main>', title: '문서 양식 · ICF 핵심세트' },
        },
        en: {
          '/': { markup: '<main><h1>Welcome</h1></main>', title: 'ICF Core Sets' },
          '/write': { markup: '<main><h1>Document form</h1></main>', title: 'Document form · ICF Core Sets' },
        },
      },
    }),
  );
}

const linksIn = (html: string) => html.match(/<link [^>]*>/g) ?? [];
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><template/.exec(html)?.[1];
const templateOf = (html: string) =>
  /<template id="first-render-files">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? null;

/**
 * Decision records 0035 and 0037: the HTML of a page names the files its first render needs (the app, the
 * locale's catalogue, the page's chunks and stylesheets), so the browser loads them beside the entry; a
 * visitor of a page the build rendered gets that page's first screen, its stylesheets in the head and its
 * scripts inert until the entry has seen the first paint.
 */
describe('first load in the served HTML', () => {
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

  it("names the app, the default locale's catalogue and the page's chunks in the head of a page rendered in the browser", async () => {
    const html = await (await server.request('/select')).text();
    expect(linksIn(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/kr-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/documentation-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/documentation-1.css">',
    ]);
    expect(html.indexOf('documentation-1.css')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
    expect(templateOf(html)).toBeNull();
  });

  it("sends a visitor the page's first screen and title in the cookie's locale, its scripts held in a template", async () => {
    const korean = await (await server.request('/write')).text();
    expect(rootOf(korean)).toBe('<main><h1>문서 양식</h1></main>');
    expect(korean).toContain('<title>문서 양식 · ICF 핵심세트</title>');
    expect(linksIn(headOf(korean))).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/documentation-1.css">',
    ]);
    expect(templateOf(korean)).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/kr-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/documentation-1.js">',
      ].join(''),
    );

    const english = await (await server.request('/', { headers: { Cookie: 'locale=en' } })).text();
    expect(english).toContain('<html lang="en"');
    expect(rootOf(english)).toBe('<main><h1>Welcome</h1></main>');
    expect(linksIn(headOf(english))).toEqual([]);
    expect(templateOf(english)).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/en-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/welcome-page-1.js">',
      ].join(''),
    );
  });

  it('renders a signed-in visit in the browser, and other pages with the app and the catalogue only', async () => {
    const signedIn = await (await server.request('/', { headers: { Cookie: 'token=1|abc' } })).text();
    expect(signedIn).toContain('<div id="root"></div>');
    expect(linksIn(signedIn)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/kr-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/welcome-page-1.js">',
    ]);
    const login = await (await server.request('/login')).text();
    expect(login).toContain('<div id="root"></div>');
    expect(linksIn(login)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/kr-1.js">',
    ]);
  });

  it('compresses the page with brotli or gzip, as accepted, and says that it varies with the cookie', async () => {
    const plain = await server.request('/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const expected = await plain.text();
    for (const encoding of ['br', 'gzip']) {
      const response = await server.request('/', { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/Cookie/);
      expect(await response.text()).toBe(expected);
    }
  });
});
