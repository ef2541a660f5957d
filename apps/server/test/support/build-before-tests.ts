import type { TestProject } from 'vitest/node';
import { buildWhenStale, serverBuild, webBuild } from '../../../../scripts/build-when-stale.mjs';

/**
 * Vitest's global setup for the server suites: builds the web app and the server when their sources are newer
 * than the build, as `npm start` does (decision 0024). Suites start the compiled server and commands
 * (`server-process.ts`), run the compiled worker threads (`ICF_COMPILED_WORKERS`) and read the built app's
 * assets, so `vitest run` never tests an old build; in watch mode, neither does a rerun after an edit. After
 * `npm test`'s own build this reads modification times only.
 */
export default function buildBeforeTests(project: TestProject): void {
  const buildStale = () => buildWhenStale([webBuild, serverBuild], { why: 'run the server suites' });
  buildStale();
  project.onTestsRerun(buildStale);
}
