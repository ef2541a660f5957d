import { buildWhenStale, serverBuild, webBuild } from '../../../../scripts/build-when-stale.mjs';

/**
 * Vitest's global setup for the server suites: builds the web app and the server when their sources are newer
 * than the build, as `npm start` does (decision 0024). Suites start the compiled server and commands
 * (`server-process.ts`) and read the built app's assets, so `vitest run` never tests an old build. After
 * `npm test`'s own build this reads modification times only.
 */
export default function buildBeforeTests(): void {
  buildWhenStale([webBuild, serverBuild], { why: 'run the server suites' });
}
