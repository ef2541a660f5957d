import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * How a server is started: the compiled bundle itself; `npm start`'s script (its Node check, its
 * is-the-build-stale walk over the sources and the compile cache, then the same bundle); or the TypeScript
 * sources through tsx, as the server ran before it was compiled and as `npm run dev` still does.
 */
export type ServerEntry = 'compiled' | 'npm-start' | 'source';

const entryArguments: Record<ServerEntry, string[]> = {
  compiled: ['apps/server/dist/main.js'],
  'npm-start': ['scripts/start.mjs'],
  source: ['--import', 'tsx', 'apps/server/src/main.ts'],
};

/** Starts the compiled server (`npm run bench` builds it first) and resolves once it logs the address it listens on. */
export function startServer(
  env: Record<string, string> = {},
  { entry = 'compiled' }: { entry?: ServerEntry } = {},
): Promise<RunningServer> {
  const args = entryArguments[entry];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: 'memory://', DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"url":"(http:\/\/localhost:\d+)"/);
      if (match?.[1]) {
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({
          url: match[1],
          process: child,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}
