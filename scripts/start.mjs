// `npm start`: checks the Node version, builds what is missing or older than its sources, then runs the
// compiled server in this same process with plain node (decision 0024). A second start builds nothing.
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildWhenStale,
  repositoryRoot,
  requireSupportedNode,
  serverBuild,
  webBuild,
} from './build-when-stale.mjs';

// Compiled code is cached on disk between starts (Node 22.1+), so a restart does not compile it again.
module.enableCompileCache?.();
requireSupportedNode();
buildWhenStale([webBuild, serverBuild], { why: 'start' });

// The server runs in this process (no child to forward signals to): SIGTERM and SIGINT reach its own handlers,
// which stop it cleanly and set the exit code (apps/server/src/main.ts).
await import(pathToFileURL(path.join(repositoryRoot, 'apps/server/dist/main.js')).href);
stopWhenStarterEnds();

/**
 * `npm start` runs this file through `sh -c`, and a SIGTERM sent to npm (a supervisor's stop) ends npm and the
 * shell without reaching this process: the server would run on as an orphan. When the process that started
 * this one is gone (this one is handed to another parent), stop as on SIGTERM: cleanly, logged.
 */
function stopWhenStarterEnds() {
  const starter = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === starter) return;
    clearInterval(watch);
    console.log(
      JSON.stringify({
        level: 'info',
        time: new Date().toISOString(),
        starter,
        message: 'the process that ran npm start ended',
      }),
    );
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  watch.unref();
}
