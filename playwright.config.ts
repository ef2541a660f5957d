import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, fullBrowserTag } from './e2e/support/chromium-launch';

const port = Number(process.env.E2E_PORT ?? 4180);

/**
 * End-to-end tests drive Debian's chromium (never a downloaded browser) against the built app served by
 * the real server on a fresh in-memory PGlite database: its headless shell, and the full browser for the specs
 * tagged `@full-browser`, which need its PDF viewer (decision record 0060).
 */
export default defineConfig({
  testDir: './e2e',
  // Each spec file's tests in order. Files may run side by side (every spec makes its own accounts and data
  // and reads only its own mails), but Playwright's default of half the cores is one worker on a two-core
  // machine, where two were measured slower: the browsers compete for the cores (decision record 0044).
  fullyParallel: false,
  // No trace while tests pass: recording one (every action's page snapshots and a screencast) cost about a third
  // of a test's time even when it was thrown away (`retain-on-failure`). A failed test runs once more, recording
  // its trace, and the run fails all the same, also when the second attempt passes (decision record 0044).
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: 'test-results',
  timeout: 30_000,
  // A functional check waits long enough for a loaded CI machine (a route's chunk and the codes load before the
  // URL changes); speed is the benchmarks' to judge, never an assertion's timeout.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ko-KR',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker would answer requests that specs route or hold back (page.route never sees
    // them); e2e/offline.spec.ts allows it where it is what is tested (decision record 0026).
    serviceWorkers: 'block',
    browserName: 'chromium',
  },
  projects: [
    {
      name: 'chromium-headless-shell',
      grepInvert: new RegExp(fullBrowserTag),
      use: { launchOptions: chromiumLaunchOptions('none', 'headlessShell') },
    },
    {
      name: 'chromium',
      grep: new RegExp(fullBrowserTag),
      use: { launchOptions: chromiumLaunchOptions('none', 'fullBrowser') },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (`npm test` and `npm run test:e2e` build it first).
    command: 'node apps/server/dist/main.js',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // Every spec registers its own accounts from one address; the default (10 an hour) is tested in
      // apps/server/test/auth/throttling.test.ts.
      REGISTER_RATE_LIMIT_PER_HOUR: '1000',
      // No LLM: suggestions come from the built-in offline provider (e2e/suggestions.spec.ts).
      LLM_BASE_URL: '',
      LLM_API_KEY: '',
      // The first administrator (e2e/admin.spec.ts registers this address).
      ADMIN_EMAIL: 'admin@e2e.example.com',
      // Mails go to this folder as .eml files: e2e/teams.spec.ts follows the link of a team invitation.
      OUTBOX_DIR: 'test-results/e2e-outbox',
    },
  },
});
