import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/server-paths';

/**
 * The README's "Deploy" path (decision 0041): `npm run release` installs the committed tree in a temporary
 * copy, builds it and prunes the dev dependencies; the tarball is unpacked as a build account (root) would,
 * and a service account of its own runs `node apps/server/dist/main.js` and `apps/server/dist/cli.js` on a
 * Node >= 22.12 that is not part of the install, on a data folder that does not exist yet. Making an account
 * and running processes as it needs root, which CI has.
 */
const isRoot = process.getuid?.() === 0;
const serviceAccount = 'icf-deploy-test';
const exampleList = 'docs/examples/institution-core-sets.example.json';

// CI runs as root (.ci/run installs with apt-get): there the suite must run, never be skipped in silence.
if (process.env.CI === 'true' && !isRoot) {
  throw new Error('The pruned-install test needs root, and CI=true: run CI as root so that it runs.');
}

describe.skipIf(!isRoot)('the pruned production install, run by a service account (needs root)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'icf-deploy-'));
  const install = path.join(work, 'opt');
  const state = path.join(work, 'state');
  const node = path.join(work, 'bin', 'node');
  const running: ChildProcess[] = [];
  let account: { uid: number; gid: number };
  let installFolder: string;

  beforeAll(() => {
    account = serviceAccountIds();
    // The folders a service account reaches: the install (root's, readable) and its own state folder.
    chmodSync(work, 0o755);
    mkdirSync(install, { mode: 0o755 });
    mkdirSync(state, { mode: 0o755 });
    chownSync(state, account.uid, account.gid);
    mkdirSync(path.dirname(node), { mode: 0o755 });
    copyFileSync(supportedNode(), node);
    chmodSync(node, 0o755);

    const release = spawnSync(process.execPath, ['scripts/release.mjs', '--out', work], {
      cwd: repositoryRoot,
      env: withoutTestSettings(),
      encoding: 'utf8',
      timeout: 900_000,
    });
    expect(release.status, release.stdout + release.stderr).toBe(0);
    const tarball = readdirSync(work).find((name) => /^icf-documentation-\d+\.\d+\.\d+\.tar\.gz$/.test(name));
    expect(tarball, readdirSync(work).join(', ')).toBeDefined();
    execFileSync('tar', ['-xzf', path.join(work, tarball!), '-C', install]);
    installFolder = path.join(install, tarball!.replace(/\.tar\.gz$/, ''));
  }, 900_000);

  afterAll(async () => {
    for (const child of running)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }, 120_000);

  /**
   * The service's environment, with the production settings the systemd unit and the README give it: no test
   * settings, no database URL, a data folder of its own.
   */
  const serviceEnv = (dataDir: string): NodeJS.ProcessEnv => ({
    PATH: '/usr/bin:/bin',
    NODE_ENV: 'production',
    APP_URL: 'https://icf.example.org',
    TRUST_PROXY: 'loopback',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  });

  function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
    const child = spawn(node, ['apps/server/dist/main.js'], {
      cwd: installFolder,
      env: serviceEnv(dataDir),
      uid: account.uid,
      gid: account.gid,
    });
    running.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise((resolve, reject) => {
      const timer = setInterval(() => {
        // With APP_URL set, the line's `url` is the public one and `local` the address it listens on.
        const match = /"local":"http:\/\/localhost:(\d+)"/.exec(output);
        if (!match) return;
        clearInterval(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1]}` });
      }, 100);
      child.once('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`the server exited with ${code}:\n${output}`));
      });
    });
  }

  function stopServer(child: ChildProcess): Promise<void> {
    return new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  /** `node apps/server/dist/main.js` or `cli.js` run to its end, as `uid` (the service account unless said). */
  function run(script: string, args: string[], dataDir: string, uid = account.uid, gid = account.gid) {
    const result = spawnSync(node, [`apps/server/dist/${script}`, ...args], {
      cwd: installFolder,
      env: serviceEnv(dataDir),
      uid,
      gid,
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { status: result.status, output: result.stdout + result.stderr };
  }

  it(
    'starts on a new data folder it keeps private, lets one process write it, and backs up and restores through cli.js',
    { timeout: 300_000 },
    async () => {
      // Nothing of the dev dependencies: no tsx, no esbuild, no vitest, not the `node` package.
      for (const devOnly of ['tsx', 'esbuild', 'vitest', 'node', 'typescript']) {
        expect(existsSync(path.join(installFolder, 'node_modules', devOnly)), devOnly).toBe(false);
      }

      // The first start, on a DATA_DIR that does not exist yet, from the prepared folder the build account made.
      const dataDir = path.join(state, 'data');
      const first = await startServer(dataDir);
      expect((await fetch(`${first.url}/api/set/all`)).status).toBe(200);
      expect((await fetch(first.url)).headers.get('content-type')).toMatch(/^text\/html/);
      await stopServer(first.child);
      expectPrivateTo(account.uid, dataDir);
      expect(readdirSync(dataDir).sort()).toEqual(['app-key', 'pglite']);

      // Commands that write, with the server stopped.
      const admin = run('cli.js', ['admin-create', '--email', 'nobody@example.org'], dataDir);
      expect(admin.output).toContain('No account has the e-mail nobody@example.org');
      const icf = run(
        'cli.js',
        ['icf-import', path.join(installFolder, 'icf-data'), '--into', path.join(state, 'icf')],
        dataDir,
      );
      expect(icf.output).toMatch(/Categories: added 15\d\d/);
      expect(icf.status).toBe(0);
      const imported = run('cli.js', ['catalogue-import', path.join(installFolder, exampleList)], dataDir);
      expect(imported.output).toMatch(/Accepted \(import 1\): added institution-1\./);

      // With the server running: a second server and a writing command are refused, naming its pid.
      const server = await startServer(dataDir);
      const pid = server.child.pid!;
      const second = run('main.js', [], dataDir);
      expect(second.status).toBe(1);
      expect(second.output).toContain(`in use by process ${pid}`);
      const withdraw = run('cli.js', ['catalogue-withdraw', 'institution-1'], dataDir);
      expect(withdraw.status).toBe(1);
      expect(withdraw.output).toContain(`in use by process ${pid}`);

      // Another account than the folder's owner is refused, root included.
      for (const [uid, gid] of [
        [0, 0],
        [65534, 65534],
      ] as const) {
        const other = run('cli.js', ['catalogue-list'], dataDir, uid, gid);
        expect(other.status, `uid ${uid}`).toBe(1);
        expect(other.output).toContain(`belongs to the account ${serviceAccount}`);
      }

      // The backup, from the running server, readable by its owner alone.
      const backup = path.join(state, 'before-upgrade.backup');
      const backedUp = run('cli.js', ['backup', backup], dataDir);
      expect(backedUp.output).toContain('from the running server');
      expect(backedUp.status).toBe(0);
      await stopServer(server.child);
      expectPrivateTo(account.uid, dataDir);
      expect(lstatSync(backup).mode & 0o777).toBe(0o600);

      // Restored into a DATA_DIR that does not exist yet, it holds what was imported, and a server starts on it.
      const restoredDir = path.join(state, 'restored');
      const restored = run('cli.js', ['restore', backup], restoredDir);
      expect(restored.output).toContain('Restored');
      expect(restored.status).toBe(0);
      expectPrivateTo(account.uid, restoredDir);
      const listed = run('cli.js', ['catalogue-list'], restoredDir);
      expect(listed.output).toContain('institution-1');
      const onRestored = await startServer(restoredDir);
      expect((await fetch(`${onRestored.url}/api/set/all`)).status).toBe(200);
      await stopServer(onRestored.child);

      // With the server stopped, the command refused above withdraws the list.
      const withdrawn = run('cli.js', ['catalogue-withdraw', 'institution-1'], restoredDir);
      expect(withdrawn.output).toContain('institution-1');
      expect(withdrawn.status, withdrawn.output).toBe(0);
    },
  );
});

/** Every folder in `folder` is 0700 and every other entry 0600, all owned by `uid`; nothing half-made. */
function expectPrivateTo(uid: number, folder: string): void {
  const loose: string[] = [];
  const walk = (entry: string) => {
    const stats = lstatSync(entry);
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777) !== wanted || stats.uid !== uid) {
      loose.push(`${(stats.mode & 0o777).toString(8)} uid ${stats.uid} ${entry}`);
    }
    if (stats.isDirectory()) for (const child of readdirSync(entry)) walk(path.join(entry, child));
  };
  walk(folder);
  expect(loose.slice(0, 10)).toEqual([]);
  expect(readdirSync(path.dirname(folder)).filter((name) => name.includes('.partial-'))).toEqual([]);
}

/** The service account, made when missing (a system account without a home or a shell). */
function serviceAccountIds(): { uid: number; gid: number } {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', serviceAccount], { encoding: 'utf8', stdio: 'pipe' })),
    gid: Number(execFileSync('id', ['-g', serviceAccount], { encoding: 'utf8', stdio: 'pipe' })),
  });
  try {
    return ids();
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', serviceAccount]);
    return ids();
  }
}

/**
 * A Node the project supports, from outside the install (on a server it comes from the OS or NodeSource):
 * the one running the tests when it is new enough, otherwise the one the repository's `node` dev dependency
 * installed. Copied beside the install, where the service account may run it.
 */
function supportedNode(): string {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major > 22 || (major === 22 && minor >= 12)) return process.execPath;
  return realpathSync(path.join(repositoryRoot, 'node_modules/node/bin/node'));
}

/** The environment without the test's own settings, as a build account's shell has it. */
function withoutTestSettings(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(VITEST|DATABASE_URL|ICF_|DATA_DIR|PORT|NODE_ENV|NODE_OPTIONS|TEST)/.test(key)) continue;
    env[key] = value;
  }
  return env;
}
