import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, bearer, registerAccount, type Account } from './support/accounts';
import { expectNoSeriousAxeViolation } from './support/pages';
import {
  expectSaved,
  extentOf,
  openNewestOnWriteScreen,
  ratedEntry,
  startSave,
  type Locale,
} from './support/write-screen';
import { setToggle } from './support/core-set-toggle';

type Viewport = { width: number; height: number };

/**
 * A save never writes stale fields back (decision record 0036): a clash settled on one screen keeps the info
 * fields another screen saved; a write screen that finds a newer version (a restore, a save elsewhere) shows
 * it or says so; and the next client's document never becomes a version of the previous client's.
 */

const words = {
  en: {
    age: 'Age',
    dx: 'Diagnosis',
    youElsewhere: 'Saved meanwhile by you, on another screen or device',
    saveChoices: 'Save with my choices',
    restoredNotice: /Version 1 was restored meanwhile\. This screen now shows the newest version \(3\)\./,
    behind: /Saved meanwhile by you, on another screen or device\. Your unsaved changes are still here/,
    merge: 'Compare and merge',
    reset: 'Reset',
    startNew: 'Start a new document',
    startNewTitle: 'Start a new document?',
    next: 'Next',
    genericSet: setToggle('ICF Generic Set'),
    versionsOf: /^Versions of/,
    restoreVersion1: 'Restore version 1',
    restore: 'Restore',
    restoredAs: 'Version 1 was restored as version 3.',
    restoredWord: 'restored',
    clearDraft: 'Clear draft',
    clearTitle: 'Clear the whole draft?',
    clearLinkedText:
      'The selected codes, ratings, descriptions and client information will be removed from this draft, and the next save makes a new document. The saved document “first visit” stays as it is.',
    clear: 'Clear',
    client: 'Client',
  },
  kr: {
    age: '나이',
    dx: '진단명',
    youElsewhere: '그 사이에 내가 다른 화면이나 기기에서 저장했습니다',
    saveChoices: '선택대로 저장',
    restoredNotice:
      /그 사이에 버전 1의 내용이 복원되었습니다\. 이 화면은 이제 최신 버전\(3\)을 보여 줍니다\./,
    behind:
      /그 사이에 내가 다른 화면이나 기기에서 저장했습니다\. 저장하지 않은 변경 사항은 이 화면에 그대로 있습니다/,
    merge: '비교하고 합치기',
    reset: '초기화',
    startNew: '새 문서 시작',
    startNewTitle: '새 문서를 시작할까요?',
    next: '다음',
    genericSet: setToggle('ICF 일반 세트'),
    versionsOf: /^문서 버전: /,
    restoreVersion1: '버전 1 복원',
    restore: '복원',
    restoredAs: '버전 1을(를) 버전 3(으)로 복원했습니다.',
    restoredWord: '복원',
    clearDraft: '작성 내용 지우기',
    clearTitle: '작성 중인 문서를 모두 지울까요?',
    clearLinkedText:
      '이 초안에서 선택된 코드, 평가치, 문제 기술과 대상자 정보가 모두 지워지고, 다음에 저장하면 새 문서가 됩니다. 저장된 문서 “first visit”은(는) 그대로 남습니다.',
    clear: '지우기',
    client: '대상자',
  },
} as const;

async function createDocument(api: APIRequestContext, account: Account): Promise<number> {
  const response = await api.post('/api/document/save', {
    headers: bearer(account),
    data: {
      client: 'Park',
      age: '60',
      description: 'first visit',
      sets: [],
      data: { b280: ratedEntry('1') },
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

interface StoredDocument {
  version: number;
  info: Record<string, string>;
  data: Record<string, { q1: string }>;
}

async function readDocument(api: APIRequestContext, account: Account, id: number): Promise<StoredDocument> {
  const response = await api.get(`/api/document/${id}`, { headers: bearer(account) });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredDocument;
}

async function openScreen(browser: Browser, account: Account, locale: Locale, viewport?: Viewport) {
  const page = await openNewestOnWriteScreen(browser, account, locale, viewport);
  await expect(extentOf(page, 'b280')).toBeVisible();
  return page;
}

function field(page: Page, locale: Locale, name: 'age' | 'dx') {
  return page.getByLabel(words[locale][name], { exact: true });
}

for (const locale of ['en', 'kr'] as const) {
  test(`${locale}: a clash settled as "mine" keeps the info fields the other screen saved, on both screens`, async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const w = words[locale];
    const api = await playwright.request.newContext({ baseURL: baseUrl() });
    const account = await registerAccount(api, `clash-info-${locale}`);
    const id = await createDocument(api, account);
    const desk = await openScreen(browser, account, locale);
    const phone = await openScreen(browser, account, locale, { width: 390, height: 844 });

    // The desk adds a diagnosis and rates b280 3; the phone, still at version 1, changes the age and rates 4.
    await field(desk, locale, 'dx').fill('stroke');
    await extentOf(desk, 'b280').selectOption('3');
    await startSave(desk, locale);
    await expectSaved(desk, locale);
    await field(phone, locale, 'age').fill('61');
    await extentOf(phone, 'b280').selectOption('4');
    await startSave(phone, locale);

    // The dialog names who saved meanwhile: the same account, elsewhere.
    const dialog = phone.getByRole('dialog', { name: w.youElsewhere });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('tbody tr')).toHaveCount(1);
    await expect(dialog.locator('tbody tr').first().getByRole('rowheader')).toContainText('b280');
    await expectNoSeriousAxeViolation(phone);
    await dialog.getByRole('button', { name: w.saveChoices }).click();
    await expectSaved(phone, locale);

    // The server holds both screens' fields and the chosen rating.
    const saved = await readDocument(api, account, id);
    expect(saved.version).toBe(3);
    expect(saved.info).toMatchObject({ client: 'Park', age: '61', dx: 'stroke' });
    expect(saved.data.b280!.q1).toBe('4');

    // Both screens show it, also after a reload: the desk finds the newer version when it opens again.
    for (const page of [phone, desk]) {
      await page.reload();
      await expect(field(page, locale, 'dx')).toHaveValue('stroke');
      await expect(field(page, locale, 'age')).toHaveValue('61');
      await expect(extentOf(page, 'b280')).toHaveValue('4');
      await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'saved');
    }
    await api.dispose();
  });
}

for (const locale of ['en', 'kr'] as const) {
  test(`${locale}: an info field both screens changed is shown side by side; settled as "mine", both screens show it`, async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const w = words[locale];
    const api = await playwright.request.newContext({ baseURL: baseUrl() });
    const account = await registerAccount(api, `clash-dx-${locale}`);
    const id = await createDocument(api, account);
    const desk = await openScreen(browser, account, locale);
    const phone = await openScreen(browser, account, locale, { width: 390, height: 844 });

    // Both screens start from version 1; each writes its own diagnosis, and the desk saves first.
    await field(desk, locale, 'dx').fill('stroke');
    await startSave(desk, locale);
    await expectSaved(desk, locale);
    await field(phone, locale, 'dx').fill('aphasia');
    await startSave(phone, locale);

    // One row, the field by its label, the phone's value beside the desk's.
    const dialog = phone.getByRole('dialog', { name: w.youElsewhere });
    await expect(dialog).toBeVisible();
    const rows = dialog.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('rowheader')).toHaveText(w.dx);
    await expect(rows.first().getByRole('cell')).toHaveText(['aphasia', 'stroke']);
    await expect(rows.first().getByRole('radio').first()).toBeChecked();
    await expectNoSeriousAxeViolation(phone);
    await dialog.getByRole('button', { name: w.saveChoices }).click();
    await expectSaved(phone, locale);

    // The server holds the phone's diagnosis; the rest of version 1 is untouched.
    const saved = await readDocument(api, account, id);
    expect(saved.version).toBe(3);
    expect(saved.info).toMatchObject({ client: 'Park', age: '60', dx: 'aphasia' });
    expect(saved.data.b280!.q1).toBe('1');

    for (const page of [phone, desk]) {
      await page.reload();
      await expect(field(page, locale, 'dx')).toHaveValue('aphasia');
      await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'saved');
    }
    await api.dispose();
  });
}

for (const locale of ['en', 'kr'] as const) {
  test(`${locale}: a restore on another screen is shown by an open write screen, and a save without edits keeps it`, async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const w = words[locale];
    const api = await playwright.request.newContext({ baseURL: baseUrl() });
    const account = await registerAccount(api, `restore-elsewhere-${locale}`);
    const id = await createDocument(api, account);
    const desk = await openScreen(browser, account, locale);

    // Version 2: the desk rates b280 3 and changes the age.
    await field(desk, locale, 'age').fill('70');
    await extentOf(desk, 'b280').selectOption('3');
    await startSave(desk, locale);
    await expectSaved(desk, locale);

    // Another device restores version 1 through the dashboard's versions dialog: version 3.
    const other = await (await browser.newContext()).newPage();
    await other.context().addCookies([
      { name: 'token', value: account.token, url: baseUrl() },
      { name: 'locale', value: locale, url: baseUrl() },
    ]);
    await other.goto('/dashboard');
    await other
      .locator('.documents-table tbody tr')
      .first()
      .getByRole('button', { name: w.versionsOf })
      .click();
    const versions = other.getByRole('dialog');
    await versions.getByRole('button', { name: w.restoreVersion1 }).click();
    await versions.getByRole('group').getByRole('button', { name: w.restore }).click();
    await expect(versions.getByRole('status')).toHaveText(w.restoredAs);

    // The desk, reloaded, shows the restored content and says it was a restore.
    await desk.reload();
    await expect(desk.getByRole('status').filter({ hasText: w.restoredWord })).toHaveText(w.restoredNotice);
    await expect(extentOf(desk, 'b280')).toHaveValue('1');
    await expect(field(desk, locale, 'age')).toHaveValue('60');
    await expectNoSeriousAxeViolation(desk);

    // Saved without any edit: the newest version still holds the restored content.
    await startSave(desk, locale);
    await expectSaved(desk, locale);
    const saved = await readDocument(api, account, id);
    expect(saved.version).toBe(4);
    expect(saved.info.age).toBe('60');
    expect(saved.data.b280!.q1).toBe('1');
    await api.dispose();
  });
}

test('kr: a restore in the same tab is shown on the write screen; unsaved work is kept and merged by choice', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const w = words.kr;
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const account = await registerAccount(api, 'restore-same-tab');
  const id = await createDocument(api, account);
  const page = await openScreen(browser, account, 'kr');
  await extentOf(page, 'b280').selectOption('3');
  await startSave(page, 'kr');
  await expectSaved(page, 'kr');

  // Restored on the dashboard of the same tab: /write shows version 3 as restored, not "all saved" on old content.
  await page.goto('/dashboard');
  await page
    .locator('.documents-table tbody tr')
    .first()
    .getByRole('button', { name: /^문서 버전: / })
    .click();
  const versions = page.getByRole('dialog');
  await versions.getByRole('button', { name: '버전 1 복원' }).click();
  await versions.getByRole('group').getByRole('button', { name: '복원' }).click();
  await expect(versions.getByRole('status')).toHaveText('버전 1을(를) 버전 3(으)로 복원했습니다.');
  await versions.getByRole('button', { name: '닫기' }).click();
  await page.goto('/write');
  await expect(page.getByRole('status').filter({ hasText: '복원' })).toHaveText(w.restoredNotice);
  await expect(extentOf(page, 'b280')).toHaveValue('1');

  // With unsaved changes, a newer version saved elsewhere changes nothing on screen until the user merges.
  await field(page, 'kr', 'age').fill('61');
  const other = await api.post('/api/document/save', {
    headers: bearer(account),
    data: {
      id,
      base_version: 3,
      client: 'Park',
      age: '62',
      dx: 'stroke',
      sets: [],
      data: { b280: ratedEntry('1') },
    },
  });
  expect(other.status()).toBe(200);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = page.getByRole('alert').filter({ hasText: w.merge });
  await expect(notice).toContainText(w.behind);
  await expect(field(page, 'kr', 'age')).toHaveValue('61');
  await expect(field(page, 'kr', 'dx')).toHaveValue('');
  await expectNoSeriousAxeViolation(page);

  await notice.getByRole('button', { name: w.merge }).click();
  const dialog = page.getByRole('dialog', { name: w.youElsewhere });
  await expect(dialog.locator('tbody tr')).toHaveCount(1);
  await dialog.getByRole('button', { name: w.saveChoices }).click();
  // The diagnosis saved elsewhere came in; the user's age stays, still to be saved.
  await expect(field(page, 'kr', 'dx')).toHaveValue('stroke');
  await expect(field(page, 'kr', 'age')).toHaveValue('61');
  await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'unsaved');
  await startSave(page, 'kr');
  await expectSaved(page, 'kr');
  const saved = await readDocument(api, account, id);
  expect(saved).toMatchObject({ version: 5, info: { age: '61', dx: 'stroke' } });
  await api.dispose();
});

for (const locale of ['en', 'kr'] as const) {
  test(`${locale}: Reset after a save starts a new document; the first stays as it was`, async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const w = words[locale];
    const api = await playwright.request.newContext({ baseURL: baseUrl() });
    const account = await registerAccount(api, `next-client-${locale}`);
    const first = await createDocument(api, account);
    const page = await openScreen(browser, account, locale);
    await extentOf(page, 'b280').selectOption('2');
    await startSave(page, locale);
    await expectSaved(page, locale);
    const before = await readDocument(api, account, first);

    await page.goto('/select');
    await page.getByRole('button', { name: w.reset, exact: true }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask.getByRole('heading')).toHaveText(w.startNewTitle);
    await expectNoSeriousAxeViolation(page);
    await ask.getByRole('button', { name: w.startNew }).click();
    await expect(ask).toHaveCount(0);

    // The next client: another set, another rating, no info of the previous client.
    await page.getByRole('button', { name: w.genericSet }).click();
    await page.getByRole('button', { name: w.next, exact: true }).click();
    await expect(page).toHaveURL(/\/write$/);
    await expect(field(page, locale, 'age')).toHaveValue('');
    await expect(page.getByLabel(locale === 'en' ? 'Client' : '대상자', { exact: true })).toHaveValue('');
    await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', /new|empty/);
    await extentOf(page, 'b130').selectOption('1');
    await startSave(page, locale);
    await expectSaved(page, locale);

    const list = await api.get('/api/document/all', { headers: bearer(account) });
    const ids = ((await list.json()) as { data: { id: number }[] }).data.map((row) => row.id);
    expect(ids).toHaveLength(2);
    const second = ids.find((candidate) => candidate !== first)!;
    expect(await readDocument(api, account, first)).toEqual(before);
    const saved = await readDocument(api, account, second);
    expect(saved.info).toMatchObject({ client: '', age: '' });
    expect(saved.data.b130!.q1).toBe('1');

    if (locale === 'en') {
      // Deleting the first of the two on the dashboard: focus lands on the delete button of the row that took
      // its place, not on the page's body.
      await page.goto('/dashboard');
      const rows = page.locator('.documents-table tbody tr');
      await expect(rows).toHaveCount(2);
      await rows.first().getByRole('button', { name: 'Delete' }).click();
      const ask = page.getByRole('alertdialog');
      await ask.getByRole('button', { name: 'Delete it' }).click();
      await ask.getByRole('button', { name: 'OK' }).click();
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByRole('button', { name: 'Delete' })).toBeFocused();
    }
    await api.dispose();
  });
}

for (const locale of ['en', 'kr'] as const) {
  test(`${locale}: Clear draft after a save starts a new document; the first stays as it was`, async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const w = words[locale];
    const api = await playwright.request.newContext({ baseURL: baseUrl() });
    const account = await registerAccount(api, `clear-linked-${locale}`);
    const first = await createDocument(api, account);
    const page = await openScreen(browser, account, locale);
    await extentOf(page, 'b280').selectOption('2');
    await startSave(page, locale);
    await expectSaved(page, locale);
    const before = await readDocument(api, account, first);

    // The question says the saved document stays and the next save makes a new one.
    await page.getByRole('button', { name: w.clearDraft, exact: true }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask.getByRole('heading')).toHaveText(w.clearTitle);
    await expect(ask).toContainText(w.clearLinkedText);
    await expectNoSeriousAxeViolation(page);
    await ask.getByRole('button', { name: w.clear, exact: true }).click();
    await expect(ask).toHaveCount(0);

    // The next client: another set, another rating, no info of the previous client.
    await page.goto('/select');
    await page.getByRole('button', { name: w.genericSet }).click();
    await page.getByRole('button', { name: w.next, exact: true }).click();
    await expect(page).toHaveURL(/\/write$/);
    await expect(field(page, locale, 'age')).toHaveValue('');
    await expect(page.getByLabel(w.client, { exact: true })).toHaveValue('');
    await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'new');
    await extentOf(page, 'b130').selectOption('1');
    await startSave(page, locale);
    await expectSaved(page, locale);

    const list = await api.get('/api/document/all', { headers: bearer(account) });
    const ids = ((await list.json()) as { data: { id: number }[] }).data.map((row) => row.id);
    expect(ids).toHaveLength(2);
    const second = ids.find((candidate) => candidate !== first)!;
    expect(await readDocument(api, account, first)).toEqual(before);
    const saved = await readDocument(api, account, second);
    expect(saved.version).toBe(1);
    expect(saved.info).toMatchObject({ client: '', age: '' });
    expect(saved.data.b130!.q1).toBe('1');
    // b280 is in the new set too, but not with the previous client's rating.
    expect(saved.data.b280?.q1 ?? '').toBe('');
    await api.dispose();
  });
}
