import { expect } from '@playwright/test';
import { test } from './support/test';

test.describe('API client and chunk failures', () => {
  test('a server error (≥500) shows the generic Oops alert', async ({ page }) => {
    await page.route('**/api/login', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal"}' }),
    );
    await page.route('**/sanctum/csrf-cookie', (route) => route.fulfill({ status: 204 }));
    await page.context().addCookies([{ name: 'locale', value: 'en', url: 'http://localhost' }]);
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill('someone@example.org');
    await page.getByLabel(/^Password/).fill('a-long-password');
    await page.getByLabel(/^Password/).press('Enter');
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByRole('heading', { name: 'Oops...' })).toBeVisible();
    await expect(alert).toContainText('Something went wrong! Please try again.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('every API call carries the current locale in Accept-Language', async ({ page }) => {
    const codeRequest = page.waitForRequest((request) => request.url().endsWith('/api/code/all'));
    await page.goto('/select');
    expect((await codeRequest).headers()['accept-language']).toBe('kr');
  });

  test('a lazy chunk that fails to load during navigation reloads the page', async ({ page }) => {
    // The app takes the served landing page over after its first paint (decision record 0039); its router's
    // start, which rewrites the history entry, must be over before a navigation counts as the reload.
    await page.goto('/', { waitUntil: 'networkidle' });
    // As after a deploy: the old chunk is gone (its preload and its import both fail) until the page reloads.
    let reloading = false;
    let aborted = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloading = true;
    });
    await page.route(/\/assets\/documentation-[^/]+\.js$/, (route) => {
      if (reloading) return route.continue();
      aborted++;
      return route.abort('failed');
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: '시작하기' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/select$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('핵심세트 선택');
    expect(aborted).toBeGreaterThanOrEqual(1);
  });
});
