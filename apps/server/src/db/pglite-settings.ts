import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings for PGlite, sized for one process that serves one clinic (decision 0029). PostgreSQL's
 * defaults assume a server of its own: 128 MB of shared buffers, held inside PGlite's WebAssembly memory,
 * which never shrinks. With 16 MB the operating system's file cache keeps the rest of the data, as it does
 * for PostgreSQL on a small server; index builds and vacuum get 16 MB instead of 64 MB for the same reason.
 * Given on every start, so a data folder made before keeps its files and gets the same settings.
 */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
];

let baselineCompilerOnly = false;

/**
 * Runs PGlite's WebAssembly with V8's baseline compiler (Liftoff) only. V8 otherwise recompiles the hot
 * functions of PostgreSQL (its parser and executor are large) with its optimising compiler on background
 * threads, which took the process from about 140 MB to about 700 MB for seconds at a time (decision 0029).
 * V8 reads these flags when it compiles a module, so they are set once before the first PGlite starts; the
 * only WebAssembly in the server is PGlite.
 */
export function useBaselineWasmCompiler(): void {
  if (baselineCompilerOnly) return;
  v8.setFlagsFromString('--no-wasm-tier-up');
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
  baselineCompilerOnly = true;
}
