import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverDistFolder } from '../server-paths';

/**
 * Set by the server suites (`vitest.config.ts`), whose global setup builds the server first: a worker thread
 * started from source runs its compiled module, with no flags, as under `node dist/main.js`. Loading tsx
 * transformed each thread's module graph anew, for each of a run's 140 or so threads (decision record 0044).
 */
export const compiledWorkersVariable = 'ICF_COMPILED_WORKERS';

/**
 * A worker thread's module beside the module that starts it, and the arguments its thread needs. Run from
 * source (tsx: `npm run dev`, the CLIs) the module is TypeScript and its thread loads tsx whatever started the
 * process; compiled, it is the JavaScript beside dist/main.js (decision 0024), where build.mjs gives each
 * worker an entry of its own, named after its module.
 */
export function workerModule(
  /** The worker's module, relative to `from`, without extension. */
  file: string,
  /** The module that names `file` (its `import.meta.url`). */
  from: string,
): { url: URL; execArgv: string[] } {
  const runFromSource = from.endsWith('.ts');
  if (runFromSource && process.env[compiledWorkersVariable] === '1') {
    return { url: pathToFileURL(path.join(serverDistFolder, `${path.basename(file)}.js`)), execArgv: [] };
  }
  const url = new URL(`${file}${runFromSource ? '.ts' : '.js'}`, from);
  const execArgv =
    !runFromSource || process.execArgv.some((argument) => argument.includes('tsx'))
      ? process.execArgv
      : [...process.execArgv, '--import', 'tsx'];
  return { url, execArgv };
}
