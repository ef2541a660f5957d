import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { apiRoutesDefine } from './apps/web/build/api-routes.ts';
import { compiledWorkersVariable } from './apps/server/src/workers/worker-module.ts';

/**
 * The suites that take minutes, mostly waiting on npm, a clone or a child process rather than on a core: they
 * start first, so the other suites run beside them instead of after them (decision record 0044).
 */
const slowSuites = ['apps/server/test/fresh-clone.test.ts', 'apps/server/test/deploy/pruned-install.test.ts'];

class SlowSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSlow = (file: TestSpecification) => slowSuites.some((suite) => file.moduleId.endsWith(suite));
    return [...sorted.filter(isSlow), ...sorted.filter((file) => !isSlow(file))];
  }
}

export default defineConfig({
  // The web's `callApi` reads its routes from this table, as in the built app (decision record 0059).
  define: apiRoutesDefine,
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default leaves one core to itself, which is one worker on a two-core CI machine; the server
    // suites spend much of their time waiting on a database thread, PostgreSQL or a child process, so two
    // workers there keep both cores busy (decision record 0044). A third was measured slower: beside Playwright
    // the cores are already busy the whole run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: SlowSuitesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // Suites start the compiled server and read the built app: what is stale is built first.
          globalSetup: ['apps/server/test/support/build-before-tests.ts'],
          // Worker threads (PGlite, PDF, request bodies) run their compiled modules, as in production, instead
          // of loading tsx and transforming their sources in each thread (decision record 0044).
          env: { [compiledWorkersVariable]: '1' },
          // One module graph per worker, not per file: each file loading the whole server anew was about 2.5 s
          // of a core, 170 times (Vitest alone: about 812 s of CPU before, 678 s after). The suites share no
          // module state they change: no mocks, no fake timers, no environment they leave changed (decision
          // record 0044).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
