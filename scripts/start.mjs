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
