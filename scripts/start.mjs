// `npm start`: checks the Node version, builds what is missing or older than its sources, then runs the
// compiled server in this same process with plain node (decision 0024). A second start builds nothing.
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const minimumNode = [22, 12];
// Compiled code is cached on disk between starts (Node 22.1+), so a restart does not compile it again.
module.enableCompileCache?.();

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < minimumNode[0] || (major === minimumNode[0] && minor < minimumNode[1])) {
  console.error(
    `ICF Core Sets needs Node.js ${minimumNode.join('.')} or newer (this is ${process.versions.node}): ` +
      'run `npm install` and start with `npm start`, which uses the Node 24 it installs, or install Node 24 LTS.',
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const shared = [at('packages/shared/src'), at('package-lock.json')];
const builds = [
  {
    name: 'web app',
    output: at('apps/web/dist/index.html'),
    sources: [
      ...shared,
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/build'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
    ],
    command: ['run', 'build', '--workspace', '@icf/web'],
  },
  {
    name: 'server',
    output: at('apps/server/dist/main.js'),
    sources: [...shared, at('apps/server/src'), at('apps/server/build.mjs'), at('apps/server/package.json')],
    command: ['run', 'build', '--workspace', '@icf/server'],
  },
];

for (const { name, output, sources, command } of builds) {
  const built = modifiedAt(output);
  if (built !== undefined && sources.every((source) => newestIn(source) <= built)) continue;
  console.log(
    built === undefined ? `Building the ${name}…` : `Rebuilding the ${name} (its sources changed)…`,
  );
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, ...command], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', command, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Cannot start: building the ${name} failed.`);
    process.exit(1);
  }
}

// The server runs in this process (no child to forward signals to): SIGTERM and SIGINT reach its own handlers,
// which stop it cleanly and set the exit code (apps/server/src/main.ts).
await import(pathToFileURL(at('apps/server/dist/main.js')).href);

function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time in a file or folder (0 when it does not exist). */
function newestIn(entry) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestIn(path.join(entry, child)));
  }
  return newest;
}
