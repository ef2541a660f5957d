import { expect, type Page, type Response } from '@playwright/test';
import { test } from './support/test';
import { setToggle } from './support/core-set-toggle';

/**
 * Decision record 0039: a visitor's landing page and write screen come from the server already rendered (by
 * the build, with React's server renderer); the app's scripts are asked for only after that first paint, and
 * the app then takes the page over with `hydrateRoot`, keeping the nodes the browser has painted.
 */
// The worker registers after the load as it does for a visitor (the other specs block it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const pages = [
  { path: '/', locale: 'kr', heading: 'ICF 핵심세트를 이용한 기능 평가 및 문서화', title: 'ICF 핵심세트' },
  {
    path: '/',
    locale: 'en',
    heading: 'Functional evaluation and documentation using ICF core sets',
    title: 'ICF Core Sets',
  },
  { path: '/write', locale: 'kr', heading: '문서 양식', title: '문서 양식 · ICF 핵심세트' },
  { path: '/write', locale: 'en', heading: 'Document form', title: 'Document form · ICF Core Sets' },
];

/** Keeps the `<main>` the browser built from the served HTML, to compare with the one the app ends with. */
async function keepServedMain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { servedMain?: Element | null }).servedMain = document.querySelector('#root main');
    });
  });
}

for (const { path, locale, heading, title } of pages) {
  test(`${path} (${locale}): the served first screen is kept by the app, whose files load after its paint`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: baseURL! }]);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await keepServedMain(page);

    const response = await page.goto(path);
    const html = await response!.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(heading);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toMatch(/<link rel="modulepreload"[^>]*>(?![\s\S]*<\/template>)/);

    // The app has taken over: it sets the document title and answers the language menu.
    await expect(page).toHaveTitle(title);
    await page.getByRole('button', { name: locale === 'kr' ? /KR/ : /EN/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');

    expect(
      await page.evaluate(
        () => (window as { servedMain?: Element | null }).servedMain === document.querySelector('#root main'),
      ),
    ).toBe(true);
    const { firstPaint, appRequested } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      appRequested: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/app-[^/]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(appRequested).toBeGreaterThan(firstPaint);
    expect(problems).toEqual([]);
  });
}

test('a signed-in visit and the other pages are rendered by the app', async ({ page, context, baseURL }) => {
  const login = await (await page.goto('/login'))!.text();
  expect(login).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.addCookies([{ name: 'token', value: '1|not-a-real-token', url: baseURL! }]);
  for (const path of ['/', '/select', '/write']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
  }
});

test('/select (kr): the served first screen lists the core sets, and the app keeps it', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  await keepServedMain(page);
  const html = await (await page.goto('/select'))!.text();
  expect(html).toContain('ICF 일반 세트');
  expect(html).toMatch(/<script type="application\/json" id="first-screen-data">\{"coreSets":/);
  // The sets can be ticked once the codes have come and the draft has been fitted to them.
  const generic = page.getByRole('button', { name: setToggle('ICF 일반 세트') }).first();
  await expect(page.locator('.select-sets')).toHaveAttribute('aria-busy', 'false');
  await expect(generic).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as { servedMain?: Element | null }).servedMain === document.querySelector('#root main'),
    ),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test('a tap before the app has taken over is held and given again once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The app's chunk waits until the tap is made, so the tap lands on the server's screen alone.
  const releaseApp = await holdApp(page);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: '메뉴 열기/닫기' });
  await toggle.click();
  // Nothing of the app has run: the platform did not open the menu on its own either.
  await expect(page.locator('#navbar-menu')).toBeHidden();
  releaseApp();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#navbar-menu').getByRole('link', { name: '로그인' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the skip link used before the app has taken over moves focus to the content and leaves the address as it is', async ({
  page,
}) => {
  const releaseApp = await holdApp(page);
  await page.goto('/select');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '본문으로 건너뛰기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // No fragment for the router to read once the app takes over.
  await expect(page).toHaveURL(/\/select$/);
  releaseApp();
  await expect(page.locator('.select-sets')).toHaveAttribute('aria-busy', 'false');
  await expect(page).toHaveURL(/\/select$/);
});

test('the select and write screens evaluate no request schemas, nor zod: those load only when a save answers 409', async ({
  page,
}) => {
  // A message key that only the document request schemas use (packages/shared/src/api/documents.ts).
  const documentSchemaKey = 'validation.date_format';
  // The name zod gives its base class: the code entry's rules need no zod (decision record 0039).
  const zodCode = '$ZodType';
  for (const path of ['/select', '/write']) {
    const scripts: { url: string; body: string }[] = [];
    const collect = (response: Response) => {
      if (response.url().endsWith('.js')) scripts.push({ url: response.url(), body: '' });
    };
    page.on('response', collect);
    await page.goto(path);
    // The app has taken over (it answers the language menu) and asked for everything it asks for unprompted.
    await page.getByRole('button', { name: /KR/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const body = await (await page.request.get(script.url)).text();
      expect(body.includes(documentSchemaKey), `${script.url} holds the document schemas`).toBe(false);
      expect(body.includes(zodCode), `${script.url} holds zod`).toBe(false);
      expect(script.url).not.toMatch(/save-conflicts/);
    }
  }
});

/** Holds the app's chunk back until the returned function is called: until then the page is the server's alone. */
async function holdApp(page: Page): Promise<() => void> {
  let releaseApp!: () => void;
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  return releaseApp;
}
