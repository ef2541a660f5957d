// Compiles the server to JavaScript for `npm start`, which runs it with plain node (decision 0024). esbuild
// bundles the server's own code and @icf/shared (TypeScript sources in this repository) into
// dist/main.js, and the PDF worker into dist/pdf-worker.js beside it; every installed package stays an
// import of node_modules. Both files sit one folder below apps/server, as src/ does, so the paths in
// src/server-paths.ts hold for both.
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverRoot, 'dist');
const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const installed = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@icf/'));

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    main: 'src/main.ts',
    'pdf-worker': 'src/features/export/pdf/pdf-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // Packages and their subpaths (drizzle-orm/pglite, …) load from node_modules as they are.
  external: installed.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
