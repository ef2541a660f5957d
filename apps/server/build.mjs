// Compiles the server to JavaScript for `npm start`, which runs it with plain node (decision 0024). esbuild
// bundles the server's own code, @icf/shared (TypeScript sources in this repository) and the pure-JavaScript
// packages it uses into dist/main.js, and each worker thread's module (PDF, body, PGlite) into a file of its
// own beside it. They sit one folder below apps/server, as src/ does, so the paths in src/server-paths.ts hold
// for all.
//
// Bundling the packages is what makes a restart fast: Node looks up the package.json of every ES module file
// it loads, and drizzle-orm alone is ~900 files under a 180 KB package.json (over a second of a restart went
// there). The packages below stay imports of node_modules because they load files of their own at run time
// (WebAssembly, native addons, worker threads, font and metric files) or are CommonJS with optional requires.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverRoot, 'dist');
const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const loadsFilesAtRunTime = [
  '@electric-sql/pglite', // its WebAssembly and data files, next to its modules
  '@node-rs/argon2', // a native addon
  '@expo-google-fonts/noto-sans-kr', // font files, resolved from the package
  'piscina', // starts worker threads from its own files
  'pino', // may start transport workers from its own files
  'pdfkit', // font metric files next to its modules
  'fontkit',
  'pg', // CommonJS, with an optional pg-native require
  'pg-boss', // imports pg
  'nodemailer', // CommonJS
];
for (const name of loadsFilesAtRunTime) {
  if (!manifest.dependencies[name]) throw new Error(`build.mjs names ${name}, which is not a dependency`);
}

// The prepared PGlite data folder (below) stays: it is made again only when it is out of date.
const preparedDataFolder = 'pglite-data';
for (const entry of safeReaddir(outdir)) {
  if (entry !== preparedDataFolder) await rm(path.join(outdir, entry), { recursive: true, force: true });
}
await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli/cli.ts',
    'pdf-worker': 'src/features/export/pdf/pdf-worker.ts',
    'body-worker': 'src/workers/body-worker.ts',
    'pglite-worker': 'src/db/pglite/pglite-worker.ts',
    'prepare-pglite-data': 'src/cli/prepare-pglite-data.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: loadsFilesAtRunTime.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages require Node's built-in modules; an ES module has no `require` of its own.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
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
