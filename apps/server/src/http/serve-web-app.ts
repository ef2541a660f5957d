import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { selfReportPathPrefix, tokenCookieName } from '@icf/shared';
import { defaultLocale, htmlLang, isLocale, localeCookieName, type Locale } from '@icf/shared/i18n';
import { loadFirstScreens, type FirstScreen, type FirstScreenData } from './first-screens';
import type { Logger } from './logger';
import { acceptsGzip } from './send-json';

/**
 * Serves the built front end: hashed files under /assets are cached for a year (their names change
 * when their content does); every other path that is not a file gets index.html, so the client router
 * can resolve it (including its own not-found page). Vite writes .br/.gz twins next to each asset.
 * index.html carries `<html lang>` of the `locale` cookie, so the first paint already has the right language,
 * and links to the files its first render needs (decision record 0035); for a visitor of one of the first
 * pages, it carries that page's first screen, rendered with the web build's renderer (decision record 0039).
 */
export function serveWebApp(
  app: Hono,
  distDir: string,
  logger: Logger,
  firstScreenData: () => Promise<FirstScreenData>,
): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn('web app not built; only the API is served', { distDir });
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const firstLoad = readFirstLoadFiles(distDir);
  const root = path.relative(process.cwd(), distDir) || '.';
  const screens = loadFirstScreens(
    firstLoad.renderer && path.resolve(distDir, firstLoad.renderer),
    firstScreenData,
    logger,
  );
  const compressed = compressedOnce();
  const sendIndex = async (c: Context) => {
    const cookie = getCookie(c, localeCookieName);
    const locale = isLocale(cookie) ? cookie : defaultLocale;
    // Decision record 0039: a visitor gets the page's first screen rendered; a signed-in user's page shows
    // their account, which only the app knows, so it is rendered in the browser.
    const screen = getCookie(c, tokenCookieName) ? undefined : await screens.screenFor(c.req.path, locale);
    const html = pageHtml(indexHtml, firstLoad, locale, c.req.path, screen);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie, Accept-Encoding');
    const accepted = c.req.header('Accept-Encoding') ?? '';
    if (/\bbr\b/.test(accepted)) return sendEncoded(c, compressed(html, 'br'), 'br');
    if (acceptsGzip(accepted)) return sendEncoded(c, compressed(html, 'gzip'), 'gzip');
    return c.html(html);
  };

  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // Before the static files, which would send index.html (and its .br twin) unchanged.
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_p, c) => void c.header('Cache-Control', 'no-cache'),
    }),
  );
  app.get('*', sendIndex);
}

/** The web build's `first-load.json` (apps/web/build/first-load-plugin.ts); none in an older build. */
interface FirstLoadFiles {
  app?: string[];
  /** Per locale, the catalogue's files, and those of its frame alone. */
  catalogues: Partial<Record<string, { all: string[]; frame: string[] }>>;
  /** The pages that load only the catalogue's frame (decision record 0039). */
  framePages?: string[];
  pages: Partial<Record<string, string[]>>;
  /** The module that renders the first screens (decision record 0039), relative to the build's folder. */
  renderer?: string;
}

function readFirstLoadFiles(distDir: string): FirstLoadFiles {
  const file = path.join(distDir, 'first-load.json');
  if (!existsSync(file)) return { catalogues: {}, pages: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as FirstLoadFiles;
}

/**
 * index.html for one page: `<html lang>` of the locale, and the files its first render needs. With a first
 * screen (decision record 0039), that screen is in `#root` with the data it shows, its stylesheets in the head
 * (its first paint needs them), and its scripts are named in an inert `<template>`, which the entry puts into
 * the page once that paint is done. Otherwise all of them are in the head (decision record 0035).
 */
function pageHtml(
  indexHtml: string,
  firstLoad: FirstLoadFiles,
  locale: Locale,
  page: string,
  screen: FirstScreen | undefined,
): string {
  const files = [
    ...new Set([
      ...(firstLoad.app ?? []),
      ...(firstLoad.catalogues[locale]?.[firstLoad.framePages?.includes(page) ? 'frame' : 'all'] ?? []),
      ...(firstLoad.pages[page] ?? []),
    ]),
  ];
  const html = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(locale)}"`);
  // A client's self-report link loads its own small page and none of the app (decision record 0053).
  if (page.startsWith(selfReportPathPrefix)) {
    return html.replace('</head>', '<meta name="robots" content="noindex, nofollow" /></head>');
  }
  if (screen === undefined) return html.replace('</head>', `${files.map(linkTo).join('')}</head>`);
  const stylesheets = files.filter(isStylesheet);
  const scripts = files.filter((file) => !isStylesheet(file));
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(screen.title)}</title>`)
    .replace('</head>', `${stylesheets.map(linkTo).join('')}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${screen.markup}</div>${dataScript(screen.dataJson)}<template id="first-render-files">${scripts.map(linkTo).join('')}</template>`,
    );
}

type Encoding = 'br' | 'gzip';

/**
 * The compressed bytes of each page's HTML, made once: there are a few of them (per locale, the first pages
 * and the rest), and a first screen is worth compressing well, since the first paint waits for it.
 */
function compressedOnce(): (html: string, encoding: Encoding) => Buffer {
  const made = new Map<string, Buffer>();
  return (html, encoding) => {
    const key = `${encoding}:${html}`;
    let body = made.get(key);
    if (!body) {
      const bytes = Buffer.from(html);
      body =
        encoding === 'br'
          ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(bytes, { level: 9 });
      made.set(key, body);
    }
    return body;
  };
}

function sendEncoded(c: Context, body: Buffer, encoding: Encoding): Response {
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Encoding': encoding,
  });
}

const isStylesheet = (file: string) => file.endsWith('.css');

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (character) => escapes[character]!);

/**
 * The data the screen was rendered with, for the app's first render (apps/web/src/app/first-screen-data.ts). A
 * JSON data block is not run, so the CSP allows it; `<` is escaped, so no text in it can end the element.
 */
function dataScript(json: string): string {
  return `<script type="application/json" id="first-screen-data">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * Decision record 0035: the app, the locale's catalogue and the page's own chunks and stylesheets, named in the
 * HTML so they load beside the entry instead of one round trip after it has run.
 */
function linkTo(file: string): string {
  return isStylesheet(file)
    ? `<link rel="stylesheet" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;
}
