// What `npm start` and the commands' npm scripts (scripts/cli.mjs) share: the Node version check, and building
// what is missing or older than its sources (decision 0024). A production install runs the compiled files
// with plain node instead (decision 0041) and needs none of this.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const minimumNode = [22, 12];

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(repositoryRoot, ...parts);
const shared = [at('packages/shared/src'), at('package-lock.json')];

export const webBuild = {
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
};

export const serverBuild = {
  name: 'server',
  // dist/cli.js is written by the same esbuild run as dist/main.js, so one output stands for both.
  output: at('apps/server/dist/main.js'),
  sources: [...shared, at('apps/server/src'), at('apps/server/build.mjs'), at('apps/server/package.json')],
  command: ['run', 'build', '--workspace', '@icf/server'],
};

/** Exits with a clear message on a Node older than the project supports. */
export function requireSupportedNode() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < minimumNode[0] || (major === minimumNode[0] && minor < minimumNode[1])) {
    console.error(
      `ICF Core Sets needs Node.js ${minimumNode.join('.')} or newer (this is ${process.versions.node}): ` +
        'run `npm install` and start with `npm start`, which uses the Node 24 it installs, or install Node 24 LTS.',
    );
    process.exit(1);
  }
}

/**
 * Builds each of `builds` whose output is missing or older than one of its sources; exits when one fails.
 * `quiet` sends what the build says to stderr, so that a command's own output (`--json`) stays clean.
 */
export function buildWhenStale(builds, { why, quiet = false }) {
  const say = quiet ? console.error : console.log;
  const stdio = quiet ? ['inherit', 2, 2] : 'inherit';
  for (const { name, output, sources, command } of builds) {
    const built = modifiedAt(output);
    if (built !== undefined && sources.every((source) => newestIn(source) <= built)) continue;
    say(built === undefined ? `Building the ${name}…` : `Rebuilding the ${name} (its sources changed)…`);
    const npm = process.env.npm_execpath;
    // What `npm start` runs is a production build whoever starts it: Vite builds React's development code
    // when NODE_ENV says otherwise (a test runner sets NODE_ENV=test, and its children inherit it).
    const options = { cwd: repositoryRoot, stdio, env: { ...process.env, NODE_ENV: 'production' } };
    const result = npm
      ? spawnSync(process.execPath, [npm, ...command], options)
      : spawnSync('npm', command, options);
    if (result.status !== 0) {
      console.error(`Cannot ${why}: building the ${name} failed.`);
      process.exit(1);
    }
  }
}

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
