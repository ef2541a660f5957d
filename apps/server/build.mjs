// Compiles the server to JavaScript for `npm start`, which runs it with plain node (decision 0024). esbuild
// bundles the server's own code and @icf/shared (TypeScript sources in this repository) into
// dist/main.js, and the PDF worker into dist/pdf-worker.js beside it; every installed package stays an
// import of node_modules. Both files sit one folder below apps/server, as src/ does, so the paths in
// src/server-paths.ts hold for both.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverRoot, 'dist');
const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
// drizzle-orm is bundled too: loaded from node_modules as ES modules, its ~300 files each cost Node 24 a
// pass over its 180 KB package.json exports map, about 150 MB of heap that stays (decision 0029).
const bundledPackages = new Set(['drizzle-orm']);
const installed = Object.keys(manifest.dependencies).filter(
  (name) => !name.startsWith('@icf/') && !bundledPackages.has(name),
);

// The prepared PGlite data folder (below) stays: it is made again only when it is out of date.
const preparedDataFolder = 'pglite-data';
for (const entry of safeReaddir(outdir)) {
  if (entry !== preparedDataFolder) await rm(path.join(outdir, entry), { recursive: true, force: true });
}
await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    main: 'src/main.ts',
    'pdf-worker': 'src/features/export/pdf/pdf-worker.ts',
    'prepare-pglite-data': 'src/cli/prepare-pglite-data.ts',
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

// A separate step (decision 0029): a migrated PGlite data folder, dist/pglite-data, that a server's first
// start on a new DATA_DIR copies instead of running initdb. Made in a process of its own, by the compiled
// code, so it gets the server's own PGlite settings and migrations.
const prepared = spawnSync(process.execPath, [path.join(outdir, 'prepare-pglite-data.js')], {
  stdio: 'inherit',
});
if (prepared.status !== 0) {
  console.error('Preparing the PGlite data folder failed.');
  process.exit(prepared.status ?? 1);
}

function safeReaddir(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
