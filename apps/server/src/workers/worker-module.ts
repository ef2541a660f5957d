/**
 * A worker thread's module beside the module that starts it, and the arguments its thread needs. Run from
 * source (tsx: `npm run dev`, the tests, the CLIs) the module is TypeScript and its thread loads tsx whatever
 * started the process; compiled, it is the JavaScript beside dist/main.js (decision 0024), where build.mjs
 * gives each worker an entry of its own.
 */
export function workerModule(
  /** The worker's module, relative to `from`, without extension. */
  file: string,
  /** The module that names `file` (its `import.meta.url`). */
  from: string,
): { url: URL; execArgv: string[] } {
  const runFromSource = from.endsWith('.ts');
  const url = new URL(`${file}${runFromSource ? '.ts' : '.js'}`, from);
  const execArgv =
    !runFromSource || process.execArgv.some((argument) => argument.includes('tsx'))
      ? process.execArgv
      : [...process.execArgv, '--import', 'tsx'];
  return { url, execArgv };
}
