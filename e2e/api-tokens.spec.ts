import { expect } from '@playwright/test';
import { test } from './support/test';
import {
  baseUrl,
  bearer,
  expectNoSidewaysScroll,
  registerAccount,
  useEnglish,
  useToken,
  type Account,
} from './support/accounts';

/**
 * Settings → API tokens (decision record 0027), by keyboard: create a token with a name, an expiry and
 * abilities, see it once, use it against the API, revoke it after confirming, and see it refused.
 */
let account: Account;
test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  account = await registerAccount(api, 'tokens');
  await api.dispose();
});

test('creates a token by keyboard, shows it once, and revokes it after asking', async ({
  page,
  context,
  request,
}) => {
  await useEnglish(context);
  await useToken(context, account);
  await page.goto('/settings/profile');
  await page.getByRole('link', { name: 'API tokens' }).click();
  await expect(page).toHaveURL(/\/settings\/tokens$/);
  await expect(page.getByText('No tokens yet.')).toBeVisible();

  await page.getByLabel('Name').focus();
  await page.keyboard.type('Hospital records');
  await page.keyboard.press('Tab');
  await page.keyboard.press('End');
  await expect(page.getByLabel('Expires after')).toHaveValue('365');
  // documents:read is ticked already; add export by keyboard.
  await page.getByRole('checkbox', { name: /^export/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Create token' }).focus();
  await page.keyboard.press('Enter');

  const value = page.getByLabel('Token "Hospital records"');
  await expect(value).toHaveValue(/^icfpat_/);
  const token = await value.inputValue();
  const list = await request.get('/api/document/all', { headers: { Authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  const account403 = await request.get('/api/settings/tokens', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(account403.status()).toBe(403);

  await page.getByRole('button', { name: 'Done' }).press('Enter');
  await expect(page.locator('.api-token-value')).toHaveCount(0);
  const item = page.locator('.api-token-item', { hasText: 'Hospital records' });
  await expect(item).toContainText('documents:read');
  await expect(item).toContainText('export');

  await item.getByRole('button', { name: 'Revoke "Hospital records"' }).press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('cannot be undone');
  // The safe answer has the focus: Escape or Cancel keeps the token.
  await dialog.getByRole('button', { name: 'Revoke' }).press('Enter');
  await expect(page.getByText('No tokens yet.')).toBeVisible();
  const refused = await request.get('/api/document/all', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  // The sign-in token keeps working.
  expect((await request.get('/api/user', { headers: bearer(account) })).status()).toBe(200);
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the new token and the list fit the screen', async ({ page, context }) => {
    await useToken(context, account);
    await page.goto('/settings/tokens');
    await page.locator('input[name="name"]').fill('휴대폰에서 만든 토큰');
    await page.locator('.api-token-form button[type="submit"]').click();
    await expect(page.locator('.api-token-value')).toHaveValue(/^icfpat_/);
    await expect(page.locator('.api-token-item')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath('api-tokens-phone.png'), fullPage: true });
  });
});
