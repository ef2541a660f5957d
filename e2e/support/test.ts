import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, with one addition every spec gets: a browser context a test opens itself
 * (`browser.newContext()`, for a second computer or another screen size) is closed when the test ends, as
 * Playwright closes its own `context`. One left open keeps its pages' renderers for the rest of the run, on a
 * machine where CI is bound by CPU (decision record 0044); a failed test's screenshots once showed 25 of them.
 */
export const test = base.extend<{ contextsClosedAfterTest: void }>({
  contextsClosedAfterTest: [
    async ({ browser }, use) => {
      const openBefore = new Set(browser.contexts());
      await use();
      const leftOpen = browser.contexts().filter((context) => !openBefore.has(context));
      await Promise.all(leftOpen.map((context) => context.close()));
    },
    { auto: true },
  ],
});
