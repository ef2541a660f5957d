import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/server-paths';

/**
 * `npm start` runs `node scripts/start.mjs` through a shell, and that builds what is missing and runs the
 * compiled server (decision 0024). A SIGTERM to npm itself (a supervisor that started `npm start`) or a SIGINT
 * (Ctrl-C) stops the server cleanly: it logs that it takes no more requests, closes the database, logs that it
 * stopped, exits 0 and leaves no process behind, however many processes npm put between itself and the server.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-clean-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The ids of every process below `pid`: its children, theirs, and so on (Linux /proc). */
function descendantsOf(pid: number): number[] {
  const children = childrenOf(pid);
  return [...children, ...children.flatMap(descendantsOf)];
}

/** The ids of the processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command's closing parenthesis: state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // The process ended while the folder was read.
    }
  }
  return children;
}

/** Whether `pid` still runs: a zombie (ended, not yet reaped by an init that may never reap it) does not. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('a clean stop of `npm start`', () => {
  /** What a failed run leaves behind is killed, so that the next test gets the data folder. */
  const started: number[] = [];
  afterEach(() => {
    for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  });

  // A supervisor signals npm's process alone; Ctrl-C in a terminal signals npm's whole process group.
  for (const [signal, whom] of [
    ['SIGTERM', 'npm'],
    ['SIGINT', 'the process group'],
  ] as const) {
    it(`stops on ${signal} to ${whom}: logs both steps, leaves no process`, async () => {
      // The npm that runs this test when there is one (`npm test`), else the one on the PATH.
      const npm = process.env.npm_execpath
        ? { command: process.execPath, args: [process.env.npm_execpath, 'start'] }
        : { command: 'npm', args: ['start'] };
      const child = spawn(npm.command, npm.args, {
        cwd: repositoryRoot,
        env: {
          ...process.env,
          DATABASE_URL: '',
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // A process group of its own, as a terminal gives a command.
        detached: true,
      });
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      // Closed when every process holding npm's output has ended, the server included.
      const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /"url":"http:\/\/localhost:(\d+)"/.exec(output);
          if (match?.[1]) resolve(`http://127.0.0.1:${match[1]}`);
        });
        child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${output}`)));
      });
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const pid = child.pid!;
      const descendants = descendantsOf(pid);
      expect(descendants.length, 'npm runs the server in a process of its own').toBeGreaterThan(0);
      started.push(pid, ...descendants);

      process.kill(whom === 'npm' ? pid : -pid, signal);
      // An orphaned server never closes the output: give up after a minute and let the checks below say so.
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 60_000))]);

      const messages = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { message: string; signal?: string });
      const stopping = messages.findIndex((line) => line.message === 'stopping: no new requests are taken');
      const stopped = messages.findIndex((line) => line.message === 'stopped');
      expect(stopping, output).toBeGreaterThanOrEqual(0);
      expect(stopped, output).toBeGreaterThan(stopping);
      expect(messages[stopped]?.signal).toBe(signal);
      // A process closes its files before the kernel marks it ended: the output can close a moment before its
      // last writer is gone, longer on a loaded machine (seen once in CI). A process still running after
      // 10 s fails here.
      for (const process of [pid, ...descendants])
        await expect
          .poll(() => isRunning(process), { message: `process ${process}`, timeout: 10_000 })
          .toBe(false);
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    }, 240_000);
  }
});
