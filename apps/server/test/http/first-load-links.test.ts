import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * A web build as the server sees it: index.html, the first-load list the build writes beside it, and a
 * renderer module that shows what it was given (the real one is apps/web/src/app/render-first-screen.tsx).
 */
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
      catalogues: {
        kr: { all: ['/assets/kr-1.js', '/assets/kr-frame-1.js'], frame: ['/assets/kr-frame-1.js'] },
        en: { all: ['/assets/en-1.js', '/assets/en-frame-1.js'], frame: ['/assets/en-frame-1.js'] },
      },
      framePages: ['/'],
      pages: {
        '/': ['/assets/welcome-page-1.js', '/assets/app-1.js'],
        '/select': ['/assets/documentation-1.js', '/assets/documentation-1.css'],
        '/write': ['/assets/documentation-1.js', '/assets/documentation-1.css'],
      },
      renderer: 'renderer/render-first-screen.mjs',
    }),
  );
  mkdirSync(path.join(dir, 'renderer'));
  writeFileSync(
    path.join(dir, 'renderer/render-first-screen.mjs'),
    `export const firstScreenPaths = ['/', '/select', '/write'];
export async function renderFirstScreen(path, locale, data) {
  const groups = data.coreSets.map((group) => group.key).join(' ');
  const shown = path === '/select' ? { coreSets: data.coreSets } : path === '/' ? { site: data.site } : {};
  return {
    markup: \`<main><h1>\${locale} \${path}</h1><p>\${groups}</p></main>\`,
    title: \`\${path} · \${locale}\`,
    data: shown,
  };
}
`,
  );
}

const linksIn = (html: string) => html.match(/<link [^>]*>/g) ?? [];
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1];
const dataOf = (html: string) =>
  /<script type="application\/json" id="first-screen-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? null;
const templateOf = (html: string) =>
  /<template id="first-render-files">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? null;

/**
 * Decision records 0035 and 0039: the HTML of a page names the files its first render needs (the app, the
 * locale's catalogue, the page's chunks and stylesheets), so the browser loads them beside the entry; a
 * visitor of a first page gets that page's first screen, rendered with the data the API answers a visitor,
 * its stylesheets in the head and its scripts inert until the entry has seen the first paint.
 */
describe('first load in the served HTML', () => {
  let server: TestServer;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'icf-web-dist-'));
    writeWebBuild(webDistDir);
    server = await startTestServer('pglite', {
      webDistDir,
      site: { contacts: [{ role: 'researcher', name: '</script><script>alert(1)</script>', email: null }] },
    });
    // The renderer is imported in the background at start-up.
    await vi.waitFor(
      async () => {
        if (!rootOf(await (await server.request('/')).text())) throw new Error('no first screen yet');
      },
      { timeout: 20_000, interval: 100 },
    );
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it("sends a visitor the page's first screen, title and data in the cookie's locale, its scripts held in a template (the landing page's naming the catalogue's frame alone)", async () => {
    const korean = await (await server.request('/select')).text();
    expect(rootOf(korean)).toMatch(/^<main><h1>kr \/select<\/h1><p>[a-z0-9 ]+<\/p><\/main>$/);
    expect(korean).toContain('<title>/select · kr</title>');
    expect(linksIn(headOf(korean))).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/documentation-1.css">',
    ]);
    expect(templateOf(korean)).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/kr-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/kr-frame-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/documentation-1.js">',
      ].join(''),
    );
    // The data the screen shows, as the API answers a visitor.
    const coreSets = await (await server.request('/api/set/all')).json();
    expect(JSON.parse(dataOf(korean)!)).toEqual({ coreSets });

    const english = await (await server.request('/', { headers: { Cookie: 'locale=en' } })).text();
    expect(english).toContain('<html lang="en"');
    expect(rootOf(english)).toMatch(/^<main><h1>en \/<\/h1>/);
    // Nothing in the data can end its block, whatever the operator wrote into a contact.
    expect(dataOf(english)).not.toContain('</script>');
    expect(JSON.parse(dataOf(english)!)).toEqual({
      site: { contacts: [{ role: 'researcher', name: '</script><script>alert(1)</script>', email: null }] },
    });
    expect(linksIn(headOf(english))).toEqual([]);
    expect(templateOf(english)).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/en-frame-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/welcome-page-1.js">',
      ].join(''),
    );
  });

  it('renders a signed-in visit in the browser, naming the files of its first render in the head', async () => {
    const signedIn = await (await server.request('/select', { headers: { Cookie: 'token=1|abc' } })).text();
    expect(signedIn).toContain('<div id="root"></div>');
    expect(templateOf(signedIn)).toBeNull();
    expect(dataOf(signedIn)).toBeNull();
    expect(linksIn(signedIn)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/kr-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/kr-frame-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/documentation-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/documentation-1.css">',
    ]);
  });

  it('renders other pages in the browser, with the app and the catalogue only', async () => {
    const login = await (await server.request('/login')).text();
    expect(login).toContain('<div id="root"></div>');
    expect(login).toContain('<title>ICF Core Sets</title>');
    expect(linksIn(login)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/kr-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/kr-frame-1.js">',
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
