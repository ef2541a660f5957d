import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PgliteProfile } from './pglite-profiles';

/**
 * What each of PGlite's profiles (PGLITE_PROFILE, decision 0029) sets.
 * - `small`, the default: a clinic's 1 GB server. PostgreSQL's defaults assume a server of its own: 128 MB
 *   of shared buffers, held inside PGlite's WebAssembly memory, which never shrinks. With 16 MB the
 *   operating system's file cache keeps the rest of the data, as it does for PostgreSQL on a small server;
 *   index builds and vacuum get 16 MB instead of 64 MB for the same reason. And PGlite's WebAssembly runs on
 *   V8's baseline compiler (Liftoff) only: V8 otherwise recompiles the hot functions of PostgreSQL (its
 *   parser and executor are large) with its optimising compiler on background threads, which took the
 *   process from about 140 MB to about 700 MB for seconds at a time.
 * - `fast`: PostgreSQL's and V8's defaults, for a machine with memory to spare; large saves are faster
 *   once V8 has optimised PostgreSQL's code (bench/results/embedded-database.json).
 * Given on every start, so a data folder made before keeps its files and gets the profile's settings.
 */
export function pgliteStartParams(profile: PgliteProfile): string[] {
  if (profile === 'fast') return [...PGlite.defaultStartParams];
  return [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];
}

let baselineCompilerOnly = false;

/**
 * The `small` profile's compiler: V8 reads these flags when it compiles a module, so they are set once before
 * the first PGlite starts (the only WebAssembly in the server is PGlite), and a process keeps them: flags are
 * the process's, so setting them on the PGlite thread covers it (decision 0038).
 */
export function prepareWasmCompiler(profile: PgliteProfile): void {
  if (profile === 'fast' || baselineCompilerOnly) return;
  v8.setFlagsFromString('--no-wasm-tier-up');
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
  baselineCompilerOnly = true;
}
