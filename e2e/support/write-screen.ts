import { expect, type Browser, type Page } from '@playwright/test';
import { baseUrl, type Account } from './accounts';

/** What the write screen's save shows, in each locale. */
export const saveWords = {
  en: { import: 'Import', save: 'Save', description: 'Description', success: 'Save successed.', ok: 'OK' },
  kr: { import: '불러오기', save: '저장', description: '설명', success: '저장되었습니다.', ok: '확인' },
} as const;
export type Locale = keyof typeof saveWords;

/**
 * A browser of its own (so a draft of its own), signed in as `account` in `locale`, with the account's newest
 * document imported from the dashboard onto /write: one computer of a person who works on two.
 */
export async function openNewestOnWriteScreen(
  browser: Browser,
  account: Account,
  locale: Locale,
  viewport = { width: 1366, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([
    { name: 'token', value: account.token, url: baseUrl() },
    { name: 'locale', value: locale, url: baseUrl() },
  ]);
  const page = await context.newPage();
  await page.goto('/dashboard');
  // The write screen asks whether a newer version exists as it opens (decision record 0036). Once that has
  // answered, a save made elsewhere is one this screen does not know of yet; before, the screen may rightly
  // take it over (on a loaded machine the question can be answered after the caller's next save).
  const newerVersionChecked = page.waitForResponse((response) =>
    /\/api\/document\/\d+\/versions\?after=/.test(response.url()),
  );
  await page
    .locator('.documents-table tbody tr')
    .first()
    .getByRole('button', { name: saveWords[locale].import })
    .click();
  await expect(page).toHaveURL(/\/write$/);
  await newerVersionChecked;
  return page;
}

/** The first qualifier's select of a category's block. */
export function extentOf(page: Page, code: string) {
  return page.locator(`#docu_${code}`).locator('select').first();
}

/** Clicks Save and confirms the description prompt; what follows is the caller's to check. */
export async function startSave(page: Page, locale: Locale): Promise<void> {
  await page.getByRole('button', { name: saveWords[locale].save, exact: true }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt.getByRole('textbox', { name: saveWords[locale].description })).toBeVisible();
  await prompt.getByRole('button', { name: saveWords[locale].save, exact: true }).click();
}

/** 'Save successed.' is shown, and closed. */
export async function expectSaved(page: Page, locale: Locale): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading')).toHaveText(saveWords[locale].success);
  await alert.getByRole('button', { name: saveWords[locale].ok }).click();
  await expect(alert).toHaveCount(0);
}

/** A code entry as the save API takes it, rated `q1` and nothing else. */
export function ratedEntry(q1: string) {
  return { q1, q2: '', q3: '', s1: false, s2: false, s3: false, s4: false, desc: '' };
}
