import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, bearer, registerAccount, type Account } from './support/accounts';
import { keepSavedOneByKeyboard } from './support/conflict-dialog';
import { expectNoSeriousAxeViolation } from './support/pages';
import {
  expectSaved,
  extentOf,
  openNewestOnWriteScreen,
  ratedEntry,
  startSave,
  type Locale,
} from './support/write-screen';

/**
 * Two people saving one evaluation at once (decision record 0036): the write screen sends the version it
 * started from; categories only one side changed merge, and a category both changed opens a dialog with
 * "yours" and "saved meanwhile" side by side, a choice per row. One account on two computers (two browser
 * contexts, each with its own draft), so the spec registers one account per locale.
 */

async function createDocument(api: APIRequestContext, account: Account): Promise<number> {
  const response = await api.post('/api/document/save', {
    headers: bearer(account),
    data: {
      client: 'Park',
      description: 'initial',
      sets: [],
      data: { b280: ratedEntry('1'), b130: ratedEntry('1') },
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

async function readDocument(api: APIRequestContext, account: Account, id: number) {
  const response = await api.get(`/api/document/${id}`, { headers: bearer(account) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { version: number; data: Record<string, { q1: string }> };
}

/** The document imported on /write of a computer of its own, as created (b280 rated 1). */
async function openComputer(
  browser: Browser,
  account: Account,
  locale: Locale,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await openNewestOnWriteScreen(browser, account, locale, viewport);
  await expect(extentOf(page, 'b280')).toHaveValue('1');
  return page;
}

test('two computers change one category and another: the clash is chosen in a dialog, the rest merges', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const account = await registerAccount(api, 'conflict-en');
  const id = await createDocument(api, account);
  const desk = await openComputer(browser, account, 'en', { width: 1366, height: 900 });
  const phone = await openComputer(browser, account, 'en', { width: 390, height: 844 });

  // The desk rates b280 3 and saves first; the phone, still at version 1, rates b280 4 and b130 2.
  await extentOf(desk, 'b280').selectOption('3');
  await startSave(desk, 'en');
  await expectSaved(desk, 'en');
  await extentOf(phone, 'b280').selectOption('4');
  await extentOf(phone, 'b130').selectOption('2');
  await startSave(phone, 'en');

  const dialog = phone.getByRole('dialog', { name: 'Saved meanwhile by you, on another screen or device' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveText(['Entry', 'Yours', 'Saved meanwhile']);
  // Only b280 clashes; b130 (only the phone changed it) merged without asking.
  const rows = dialog.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toContainText('b280');
  await expect(rows.first().getByRole('cell').nth(0)).toContainText('4');
  await expect(rows.first().getByRole('cell').nth(1)).toContainText('3');
  await expectNoSeriousAxeViolation(phone);

  await keepSavedOneByKeyboard(
    phone,
    dialog,
    { yours: /^Keep yours: b280/, theirs: /^Keep the saved one: b280/ },
    'Save with my choices',
  );
  await expectSaved(phone, 'en');

  // Both computers' work is in the document: the desk's b280 (chosen), the phone's b130 (merged).
  const saved = await readDocument(api, account, id);
  expect(saved.version).toBe(3);
  expect([saved.data.b280!.q1, saved.data.b130!.q1]).toEqual(['3', '2']);
  // The phone's draft shows the document as saved, and its next save starts from version 3.
  await expect(extentOf(phone, 'b280')).toHaveValue('3');
  await expect(extentOf(phone, 'b130')).toHaveValue('2');
  await extentOf(phone, 'b130').selectOption('3');
  await startSave(phone, 'en');
  await expectSaved(phone, 'en');
  expect((await readDocument(api, account, id)).version).toBe(4);
  await api.dispose();
});

test('in Korean the dialog reads in Korean, passes axe on both screens, and Escape saves nothing', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const account = await registerAccount(api, 'conflict-kr');
  const id = await createDocument(api, account);
  const page = await openComputer(browser, account, 'kr', { width: 1366, height: 900 });

  // Someone saves b280 through the API meanwhile (from version 1).
  const other = await api.post('/api/document/save', {
    headers: bearer(account),
    data: {
      id,
      base_version: 1,
      client: 'Park',
      description: 'initial',
      sets: [],
      data: { b280: ratedEntry('2'), b130: ratedEntry('1') },
    },
  });
  expect(other.status()).toBe(200);

  await extentOf(page, 'b280').selectOption('4');
  await startSave(page, 'kr');
  const dialog = page.getByRole('dialog', { name: '그 사이에 내가 다른 화면이나 기기에서 저장했습니다' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveText(['항목', '내 값', '그 사이 저장된 값']);
  await expect(dialog.getByRole('button', { name: '선택대로 저장' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('button', { name: '선택대로 저장' })).toBeInViewport();
  await expectNoSeriousAxeViolation(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading')).toHaveText(
    '저장하지 않았습니다. 초안은 그대로입니다. 다시 저장하면 고를 수 있습니다.',
  );
  await alert.getByRole('button', { name: '확인' }).click();
  // Nothing was saved, and the draft keeps the user's value.
  expect((await readDocument(api, account, id)).version).toBe(2);
  await expect(extentOf(page, 'b280')).toHaveValue('4');
  await api.dispose();
});
