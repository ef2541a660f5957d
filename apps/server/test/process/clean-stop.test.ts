import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/server-paths';

/**
 * `npm start` runs `node scripts/start.mjs`, which builds what is missing and runs the compiled server
 * (decision 0024). A SIGTERM to that process (systemd, Docker) or a SIGINT (Ctrl-C) stops the server cleanly:
 * it logs that it takes no more requests, closes the database, logs that it stopped, exits 0 and leaves no
 * process behind.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-clean-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The ids of the processes whose parent is `pid` (Linux /proc). */
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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a clean stop of `npm start`', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops on ${signal}: logs both steps, exits 0, leaves no process`, async () => {
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
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
      });
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
        child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal })),
      );
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /"url":"http:\/\/localhost:(\d+)"/.exec(output);
          if (match?.[1]) resolve(`http://127.0.0.1:${match[1]}`);
        });
        void exited.then(({ code }) => reject(new Error(`the server exited with ${code}: ${output}`)));
      });
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      const pid = child.pid!;
      const descendants = childrenOf(pid);

      process.kill(pid, signal);
      const { code, signal: killedBy } = await exited;

      expect(killedBy, output).toBeNull();
      expect(code, output).toBe(0);
      const messages = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { message: string; signal?: string });
      const stopping = messages.findIndex((line) => line.message === 'stopping: no new requests are taken');
      const stopped = messages.findIndex((line) => line.message === 'stopped');
      expect(stopping, output).toBeGreaterThanOrEqual(0);
      expect(stopped, output).toBeGreaterThan(stopping);
      expect(messages[stopped]?.signal).toBe(signal);
      expect(isRunning(pid)).toBe(false);
      for (const descendant of descendants)
        expect(isRunning(descendant), `process ${descendant}`).toBe(false);
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    }, 240_000);
  }
});
