import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { defaultLocale, htmlLang, isLocale, localeCookieName } from '@icf/shared/i18n';
import type { Logger } from './logger';

/**
 * Serves the built front end: hashed files under /assets are cached for a year (their names change
 * when their content does); every other path that is not a file gets index.html, so the client router
 * can resolve it (including its own not-found page). Vite writes .br/.gz twins next to each asset.
 * index.html carries `<html lang>` of the `locale` cookie, so the first paint already has the right language,
 * and links to the files its first render needs (decision record 0035).
 */
export function serveWebApp(app: Hono, distDir: string, logger: Logger): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn('web app not built; only the API is served', { distDir });
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const firstLoad = readFirstLoadFiles(distDir);
  const root = path.relative(process.cwd(), distDir) || '.';
  const sendIndex = (c: Context) => {
    const cookie = getCookie(c, localeCookieName);
    const locale = isLocale(cookie) ? cookie : defaultLocale;
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    const files = new Set([...(firstLoad.catalogues[locale] ?? []), ...(firstLoad.pages[c.req.path] ?? [])]);
    return c.html(
      indexHtml
        .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(locale)}"`)
        .replace('</head>', `${[...files].map(linkTo).join('')}</head>`),
    );
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
  catalogues: Partial<Record<string, string[]>>;
  pages: Partial<Record<string, string[]>>;
}

function readFirstLoadFiles(distDir: string): FirstLoadFiles {
  const file = path.join(distDir, 'first-load.json');
  if (!existsSync(file)) return { catalogues: {}, pages: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as FirstLoadFiles;
}

/**
 * Decision record 0035: the locale's catalogue and the page's own chunks and stylesheets, named in the HTML so
 * they load beside the entry instead of one round trip after it has run.
 */
function linkTo(file: string): string {
  return file.endsWith('.css')
    ? `<link rel="stylesheet" crossorigin href="${file}">`
    : `<link rel="modulepreload" crossorigin href="${file}">`;
}
