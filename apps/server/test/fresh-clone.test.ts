import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeMapSchema, coreSetGroupsSchema } from '@icf/shared';
import { loadIcfData } from '../src/icf/load-icf-data';
import { repositoryRoot } from '../src/server-paths';
import { icfDataDir } from './support/test-server';

/**
 * The README's two set-up steps as a new user runs them: a clone of the committed repository in an empty
 * folder, with no ../shared beside it, `npm install`, then `npm start` (decisions 0023 and 0024). The
 * machine's own npm and Node are used for the install, as on a fresh machine; nothing of this
 * repository's node_modules is on the PATH.
 */
describe('a fresh clone', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'icf-fresh-clone-'));
  const clone = path.join(parent, 'icf-documentation');
  const running: ChildProcess[] = [];
  // The clone holds a whole node_modules: removing it can take a minute on a busy machine.
  afterAll(async () => {
    for (const child of running) await stopGroup(child, 'SIGKILL');
    await rm(parent, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  }, 300_000);

  /** The environment of a user's shell: no npm script variables, no test settings, no database URL. */
  const userEnv = (): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = {};
    for (const [key, value] of Object.entries(process.env)) {
      if (/^(npm_|INIT_CWD|VITEST|DATABASE_URL|ICF_|DATA_DIR|PORT|NODE_ENV|NODE_OPTIONS)/.test(key)) continue;
      env[key] = value;
    }
    env.PATH = (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((entry) => !entry.includes('node_modules'))
      .join(path.delimiter);
    return env;
  };

  function startApp(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
    const child = spawn('npm', ['start'], {
      cwd: clone,
      env: { ...userEnv(), PORT: '0', LOG_LEVEL: 'info' },
      detached: true,
    });
    running.push(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise((resolve, reject) => {
      const timer = setInterval(() => {
        const match = output.match(/"url":"(http:\/\/localhost:\d+)"/);
        if (match?.[1]) {
          clearInterval(timer);
          resolve({ child, url: match[1], output: () => output });
        }
      }, 100);
      child.once('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`npm start exited with ${code}:\n${output}`));
      });
    });
  }

  /** Stops `npm start` and everything it started (one process group), until none of them is left. */
  async function stopApp(child: ChildProcess): Promise<void> {
    await stopGroup(child, 'SIGTERM');
  }

  it(
    'installs, starts with npm start as compiled JavaScript on a supported Node, and serves every category and core set',
    { timeout: 600_000 },
    async () => {
      execFileSync('git', ['clone', '--quiet', repositoryRoot, clone]);
      expect(readdirSync(parent)).toEqual(['icf-documentation']);
      const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
        cwd: clone,
        env: userEnv(),
        encoding: 'utf8',
        timeout: 480_000,
      });
      expect(install.status, install.stderr).toBe(0);

      const { child, url, output } = await startApp();
      const codes = codeMapSchema.parse(await (await fetch(`${url}/api/code/all`)).json());
      const groups = coreSetGroupsSchema.parse(await (await fetch(`${url}/api/set/all`)).json());
      const shipped = await loadIcfData(icfDataDir);
      const categories = (map: typeof codes) =>
        Object.values(map).filter((code) => code.kind === 'category').length;
      expect(categories(codes)).toBe(categories(shipped.codes));
      expect(categories(codes)).toBeGreaterThanOrEqual(1549);
      const setIds = (list: typeof groups) => list.flatMap((group) => group.sets.map((set) => set.id)).sort();
      expect(setIds(groups)).toEqual(setIds(shipped.coreSetGroups));
      expect(output()).toMatch(/Building the web app/);
      expect(output()).toMatch(/Building the server/);

      // The running server: plain node on the compiled files, no tsx, on a Node the project supports.
      const processes = descendantsOf(child.pid!);
      expect(processes.map((entry) => entry.args).join('\n')).not.toMatch(/tsx/);
      const server = processes.find((entry) => /^\S*node \S*scripts\/start\.mjs/.test(entry.args));
      expect(server, processes.map((entry) => entry.args).join('\n')).toBeDefined();
      const nodeBinary = readlinkSync(`/proc/${server!.pid}/exe`);
      const [major, minor] = execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' })
        .trim()
        .replace(/^v/, '')
        .split('.')
        .map(Number);
      expect(major! > 22 || (major === 22 && minor! >= 12)).toBe(true);
      await stopApp(child);

      // A second start finds the build up to date and starts the same data folder again.
      expect(existsSync(path.join(clone, 'data/pglite'))).toBe(true);
      const again = await startApp();
      const answer = await fetch(`${again.url}/api/code/all`);
      expect(answer.status).toBe(200);
      expect(again.output()).not.toMatch(/Building/);
      await stopApp(again.child);
    },
  );
});

/** Every process below `pid`, read from ps (Linux), with its command line. */
function descendantsOf(pid: number): { pid: number; args: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[3]! }));
  const found: { pid: number; args: string }[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parentPid = queue.shift()!;
    for (const row of rows.filter((candidate) => candidate.ppid === parentPid)) {
      found.push({ pid: row.pid, args: row.args });
      queue.push(row.pid);
    }
  }
  return found;
}

/**
 * Signals a process group and waits until every process of it has ended: npm may exit before the server it
 * started has closed its database files.
 */
async function stopGroup(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const alive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-child.pid!, signal);
  for (let waited = 0; alive() && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (alive()) process.kill(-child.pid!, 'SIGKILL');
}
