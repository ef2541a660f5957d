import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
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
  plugins: [react(), precompressAssets()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/sanctum': apiTarget },
  },
  build: { sourcemap: false },
});
