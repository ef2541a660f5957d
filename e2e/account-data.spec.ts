import { expect } from '@playwright/test';
import { test } from './support/test';
import { bearer, registerAccount, useEnglish, useToken } from './support/accounts';

/**
 * Settings → Your data (decision 0028): the ZIP of everything, and deleting the account after a dialog that
 * asks for the password and the e-mail; afterwards this browser keeps no draft of it and no token.
 */
test.describe('settings: your data', () => {
  test('downloads the ZIP, then deletes the account after confirming, leaving nothing in the browser', async ({
    page,
    context,
    request,
  }) => {
    const account = await registerAccount(request, 'erase');
    const saved = await request.post('/api/document/save', {
      headers: bearer(account),
      data: { client: 'Erased Client', description: 'to be erased', sets: [], data: {} },
    });
    expect(saved.status()).toBe(200);
    await useEnglish(context);
    await useToken(context, account);

    // An unsaved draft of this account in the browser.
    await page.goto('/write');
    await page.getByLabel('Client', { exact: true }).fill('Draft of the erased account');
    await expect
      .poll(() => page.evaluate(() => JSON.stringify(Object.values(localStorage))))
      .toContain('Draft of the erased account');

    await page.goto('/settings/profile');
    await page.getByRole('link', { name: 'Your data' }).click();
    await expect(page).toHaveURL(/\/settings\/data$/);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download all my data (ZIP)' }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toMatch(/^icf-my-data-\d{4}-\d{2}-\d{2}\.zip$/);

    // Escape closes the dialog and erases nothing.
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect((await request.get('/api/user', { headers: bearer(account) })).status()).toBe(200);

    // A mistyped e-mail is refused under its field.
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByLabel('Type your e-mail address').fill('someone.else@example.com');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await expect(dialog.getByText('Type the e-mail address of this account to confirm.')).toBeVisible();

    await dialog.getByLabel('Type your e-mail address').fill(account.email);
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alertdialog')).toContainText(
      'Your account and all its data have been deleted.',
    );
    await expect(page.getByTestId('account')).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
    expect(await page.evaluate(() => JSON.stringify(Object.values(localStorage)))).not.toContain(
      'Draft of the erased account',
    );
    expect((await request.get('/api/user', { headers: bearer(account) })).status()).toBe(401);
  });
});
