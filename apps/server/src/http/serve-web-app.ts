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
 * index.html carries `<html lang>` of the `locale` cookie, so the first paint already has the right language.
 */
export function serveWebApp(app: Hono, distDir: string, logger: Logger): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn('web app not built; only the API is served', { distDir });
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';
  const sendIndex = (c: Context) => {
    const cookie = getCookie(c, localeCookieName);
    const locale = isLocale(cookie) ? cookie : defaultLocale;
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Cookie');
    return c.html(indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(locale)}"`));
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
