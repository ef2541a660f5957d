import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { Logger } from './logger';

/**
 * Serves the built front end: hashed files under /assets are cached for a year (their names change
 * when their content does); every other path that is not a file gets index.html, so the client router
 * can resolve it (including its own not-found page). Vite writes .br/.gz twins next to each asset.
 */
export function serveWebApp(app: Hono, distDir: string, logger: Logger): void {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn('web app not built; only the API is served', { distDir });
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';

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
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_p, c) => void c.header('Cache-Control', 'no-cache'),
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
