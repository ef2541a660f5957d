import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the compiled server (`npm run bench` builds it first) and resolves once it logs the address it listens on. */
export function startServer(
  env: Record<string, string> = {},
  { fromSource = false }: { fromSource?: boolean } = {},
): Promise<RunningServer> {
  // From source is how the server ran before it was compiled (tsx, as `npm run dev` still does).
  const entry = fromSource ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['apps/server/dist/main.js'];
  const child = spawn(process.execPath, entry, {
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
