// `npm run release`: a tarball of the production install (decision 0041). The committed tree (HEAD) is copied
// to a temporary folder and installed there exactly as the README's "Deploy" section says, `npm ci`,
// `npm run build`, `npm prune --omit=dev`, so the developer's own node_modules and dist stay as they are.
// The tarball holds that pruned folder: unpacked on a server with Node >= 22.12, it runs
// `node apps/server/dist/main.js` and `node apps/server/dist/cli.js …` with no dev dependency.
//
//   npm run release [-- --out FOLDER]   (default: release/ in the repository)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repositoryRoot, requireSupportedNode } from './build-when-stale.mjs';

requireSupportedNode();
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outFolder = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  values.out ?? path.join(repositoryRoot, 'release'),
);
const { name, version } = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'));
const releaseName = `${name}-${version}`;

const changed = run('git', ['status', '--porcelain', '--untracked-files=no'], {
  cwd: repositoryRoot,
  capture: true,
});
if (changed.trim()) console.warn('Uncommitted changes are not part of the release: it is made from HEAD.');

const work = mkdtempSync(path.join(tmpdir(), 'icf-release-'));
try {
  const folder = path.join(work, releaseName);
  mkdirSync(folder);
  run('sh', ['-c', 'git archive --format=tar HEAD | tar -x -C "$1"', 'sh', folder], { cwd: repositoryRoot });
  // npm as this script runs it (the Node 24 npm installs, under `npm run`), or the machine's.
  const npm = (args) =>
    process.env.npm_execpath
      ? run(process.execPath, [process.env.npm_execpath, ...args], { cwd: folder })
      : run('npm', args, { cwd: folder });
  npm(['ci', '--no-audit', '--no-fund']);
  npm(['run', 'build']);
  npm(['prune', '--omit=dev', '--no-audit', '--no-fund']);
  mkdirSync(outFolder, { recursive: true });
  const tarball = path.join(outFolder, `${releaseName}.tar.gz`);
  run('tar', ['-czf', tarball, '--owner=0', '--group=0', '--numeric-owner', '-C', work, releaseName], {
    cwd: work,
  });
  console.log(`Release written to ${tarball}`);
} finally {
  rmSync(work, { recursive: true, force: true, maxRetries: 5 });
}

function run(command, args, { cwd, capture = false }) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(
      `Release failed: ${command} ${args.join(' ')} exited with ${result.status ?? result.signal}.`,
    );
    process.exit(1);
  }
  return result.stdout ?? '';
}
