// The commands' npm scripts (`npm run backup -- FILE`, …): build the server when its sources changed, then run
// the compiled apps/server/dist/cli.js in this same process, the file a production install runs with plain
// node (decision 0041). The subcommand and its arguments are this script's own arguments.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWhenStale, repositoryRoot, requireSupportedNode, serverBuild } from './build-when-stale.mjs';

requireSupportedNode();
buildWhenStale([serverBuild], { why: 'run the command', quiet: true });

await import(pathToFileURL(path.join(repositoryRoot, 'apps/server/dist/cli.js')).href);
