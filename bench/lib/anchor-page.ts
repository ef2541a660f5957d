import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { build, type PluginOption } from 'vite';
import { repoRoot } from './start-server';

/** The anchor page (/work/shared/bench/anchor-page): a bare React page that Vite builds. */
const anchorSource = path.resolve(repoRoot, process.env.BENCH_ANCHOR_DIR ?? '../shared/bench/anchor-page');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Builds the anchor with the project's own vite, react, react-dom and @vitejs/plugin-react (copied into the
 * repository's cache folder, so its imports resolve to them) and serves it as its README says: brotli,
 * hashed assets cached for a year, index.html revalidated. Resolves with its URL and a stop function.
 */
export async function startAnchorPage(): Promise<{ url: string; stop(): Promise<void> }> {
  const root = path.join(repoRoot, 'node_modules/.cache/icf-anchor-page');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  cpSync(anchorSource, root, { recursive: true });
  const outDir = path.join(root, 'dist');
  // The web workspace's own plugin (a dev dependency of apps/web, not of the repository root).
  const fromWeb = createRequire(path.join(repoRoot, 'apps/web/package.json'));
  const { default: react } = (await import(pathToFileURL(fromWeb.resolve('@vitejs/plugin-react')).href)) as {
    default: () => PluginOption;
  };
  await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir } });

  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://anchor').pathname;
    const file = pathname === '/' ? 'index.html' : pathname.slice(1);
    const full = path.join(outDir, file);
    if (!full.startsWith(outDir) || file.includes('..')) return void response.writeHead(404).end();
    let body: Buffer;
    try {
      body = readFileSync(full);
    } catch {
      return void response.writeHead(404).end();
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(brotli ? { 'Content-Encoding': 'br' } : {}),
      Vary: 'Accept-Encoding',
    });
    response.end(brotli ? brotliCompressSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
