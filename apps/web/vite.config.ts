import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { apiRoutesDefine } from './build/api-routes.ts';
import { appChunk, documentationChunk } from './build/chunk-groups.ts';
import { firstLoadFiles } from './build/first-load-plugin.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';
import { webAppManifest } from './build/web-app-manifest-plugin.ts';

/**
 * Writes .br and .gz twins of every text asset after the build, so the server sends compressed files
 * without compressing on each request (serveStatic's `precompressed`).
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      for (const file of files) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
        const full = path.join(outDir, file);
        const content = await readFile(full);
        await writeFile(`${full}.br`, brotliCompressSync(content));
        await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  define: apiRoutesDefine,
  plugins: [react(), webAppManifest(), firstLoadFiles(), serviceWorker(), precompressAssets()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/sanctum': apiTarget },
  },
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Decision 0022: on a slow link each file costs a round trip, so a first screen comes in few files.
          groups: [
            // The entry and everything it imports: a few lines that decide when the app loads (decision 0039).
            { name: 'index', tags: ['$initial'], priority: 4 },
            // React itself, evaluated in a task of its own before the app's (decision 0039).
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // The app's start and everything it imports (React, the router, the query client, the frame).
            { name: appChunk(), debugName: 'app', priority: 2 },
            // The select and write pages with the modules only they need: one file instead of fourteen.
            {
              name: documentationChunk(),
              debugName: 'documentation',
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
