import { expect } from '@playwright/test';
import { test } from './support/test';

/** What every page carries around its content: language, title, skip link, credits and contacts. */
test.describe('page frame', () => {
  test('with the English cookie, <html lang> is en from the first byte and titles are English', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
    const response = await page.goto('/write');
    // The server writes the language into index.html itself, before any script runs.
    expect(await response!.text()).toMatch(/<html lang="en"/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Document form · ICF Core Sets');

    await page.goto('/');
    await expect(page).toHaveTitle('ICF Core Sets');
    await page.getByRole('link', { name: 'Start' }).click();
    await expect(page).toHaveTitle('Select core sets · ICF Core Sets');

    // Switching the language switches both at once.
    await page.getByRole('button', { name: /EN/ }).click();
    await page.getByRole('menuitemradio', { name: /KR/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveTitle('핵심세트 선택 · ICF 핵심세트');
  });

  test('by default the page is Korean: lang ko and Korean titles, also on the not-found page', async ({
    page,
  }) => {
    const response = await page.goto('/login');
    expect(await response!.text()).toMatch(/<html lang="ko"/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page).toHaveTitle('로그인 · ICF 핵심세트');
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('페이지를 찾을 수 없습니다 · ICF 핵심세트');
  });

  test('the first Tab reaches a visible skip link that moves focus to the main content', async ({ page }) => {
    await page.goto('/select');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const skip = page.getByRole('link', { name: '본문으로 건너뛰기' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL(/\/select$/);
  });

  test('every page that shows ICF text carries the WHO credit', async ({ page }) => {
    for (const path of ['/', '/select', '/write', '/others/beginner', '/others/visual']) {
      await page.goto(path);
      await expect(page.getByTestId('who-credit'), path).toHaveCount(1);
      await expect(page.getByTestId('who-credit'), path).toContainText('세계보건기구(WHO)');
    }
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('who-credit')).toHaveCount(0);
  });

  test('without CONTACT_* settings the footer names no one, and shows no placeholder', async ({ page }) => {
    // The server renders the landing page with what GET /api/site answers (decision record 0039).
    expect(await (await page.request.get('/api/site')).json()).toEqual({ contacts: [] });
    await page.goto('/');
    const footer = page.locator('footer.site-footer');
    await expect(footer.getByTestId('who-credit')).toBeVisible();
    await expect(footer).not.toContainText('to be named');
    await expect(footer).not.toContainText('example.org');
    await expect(footer.getByRole('heading', { name: '문의' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'ICF 문서화 양식' })).toBeVisible();
  });
});
