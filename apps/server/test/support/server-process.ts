import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** The repository root: where `npm start` and the npm scripts run. */
export const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The compiled server and commands, as `npm start`, the commands' npm scripts and a production install run them
 * (decisions 0024 and 0041), relative to the repository root. The server suites' global setup builds them first
 * when their sources are newer (`build-before-tests.ts`), so no suite runs an old build. Through tsx, each start
 * compiled the whole server again, about 1.6 times the CPU of a compiled start (decision record 0044).
 */
export const compiledServer = 'apps/server/dist/main.js';
export const compiledCli = 'apps/server/dist/cli.js';

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or `kill -9` ends it: no shutdown code runs. */
  kill(): Promise<void>;
}

/**
 * The real server (`apps/server/dist/main.js`) in a process of its own, as an operator runs it, with `env` over
 * a port the OS chooses; resolves once it logs the address it listens on.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [compiledServer], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"http:\/\/localhost:(\d+)"/.exec(output);
      if (!match) return;
      child.stdout!.off('data', collect);
      child.stdout!.resume();
      resolve({
        url: `http://127.0.0.1:${match[1]}`,
        process: child,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
        kill: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/** Runs one of the npm scripts' commands (`apps/server/dist/cli.js <name>`) with `env`; answers its exit code and output. */
export async function runCliCommand(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [compiledCli, name, ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}
