import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, registerAccount, useEnglish, bearer, password, type Account } from './support/accounts';
import { setToggle } from './support/core-set-toggle';

/**
 * A clinician's work is never silently lost, duplicated or left behind (decision 0009): one test
 * per way the write flow used to lose or expose it, and the versions of a saved document. Registrations are
 * throttled (10 per hour per address, shared with the other specs), so this file registers 2 accounts.
 */

const genericSet = setToggle('ICF Generic Set');

/**
 * A fresh token for the account (logout revokes the one in use), handed to the browser as login would. The
 * login call goes through `api`, which has none of the browser's cookies (with them it would need the XSRF
 * header, decision 0006).
 */
async function signIn(context: BrowserContext, api: APIRequestContext, account: Account): Promise<void> {
  const response = await api.post('/api/login', { data: { email: account.email, password } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await context.addCookies([{ name: 'token', value: token, url: baseUrl() }]);
}

async function pickGenericSet(page: Page): Promise<void> {
  await page.goto('/select');
  const toggle = page.getByRole('button', { name: genericSet });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

async function openWrite(page: Page): Promise<void> {
  await page.goto('/write');
  await expect(page.locator('#docu_b280')).toBeVisible();
}

function extentOf(page: Page, code: string) {
  return page.locator(`#docu_${code}`).getByLabel('Extent of impairment');
}

/** Saves from the write screen with this description and closes 'Save successed.'. */
async function save(page: Page, description: string, button = 'Save'): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('heading')).toHaveText('Save successed.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Opens the write screen signed in as the account: the app's `GET /api/user` answers 200 for the token signIn
 * gave the browser, and the account menu names it (an empty form alone would pass for a visitor too).
 */
async function openWriteAs(page: Page, account: Account): Promise<void> {
  const userAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
  await page.goto('/write');
  expect((await userAnswer).status()).toBe(200);
  await expect(page.getByTestId('account')).toContainText(account.name);
}

async function logOut(page: Page, account: Account): Promise<void> {
  await page.getByTestId('account').getByRole('button', { name: account.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** A code entry rated with this first qualifier, nothing else. */
function rated(q1: string) {
  return { q1, q2: '', q3: '', s1: false, s2: false, s3: false, s4: false, desc: '' };
}

let clinician: Account;
let colleague: Account;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  clinician = await registerAccount(api, 'draft-clinician');
  colleague = await registerAccount(api, 'draft-colleague');
  await api.dispose();
});

test.describe('draft safety', () => {
  test('1. un-ticking a set with rated codes offers Undo, which brings the ratings back; re-adding does too', async ({
    page,
    context,
  }) => {
    await useEnglish(context);
    await pickGenericSet(page);
    await openWrite(page);
    await extentOf(page, 'b280').selectOption('3');
    await page.locator('#docu_b280').getByLabel('Problem description').fill('pain when climbing stairs');
    await extentOf(page, 'b130').selectOption('1');

    await page.goto('/select');
    await page.getByRole('button', { name: genericSet }).click();
    await expect(page.getByTestId('selected-count')).toHaveText('0 selected');
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('2 rated codes removed');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(toast).toHaveCount(0);
    await expect(page.getByRole('button', { name: genericSet })).toHaveAttribute('aria-pressed', 'true');

    await openWrite(page);
    await expect(extentOf(page, 'b280')).toHaveValue('3');
    await expect(page.locator('#docu_b280').getByLabel('Problem description')).toHaveValue(
      'pain when climbing stairs',
    );
    await expect(extentOf(page, 'b130')).toHaveValue('1');

    // Minus on one rated code: the same offer; without Undo, adding the code back brings its data back.
    await page.getByRole('switch', { name: 'Modify' }).check();
    await page
      .locator('#docu_b280')
      .getByRole('button', { name: /^Remove b280 / })
      .click();
    await expect(page.locator('#docu_b280')).toHaveCount(0);
    await expect(toast).toContainText('1 rated code removed');
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await page.goto('/select');
    await page.getByRole('tab', { name: /Diff codes/ }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Add b280 / })
      .click();
    await openWrite(page);
    await expect(extentOf(page, 'b280')).toHaveValue('3');

    // What is hidden is never saved: the draft's entries hold only selected codes.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('icf-draft-v1') ?? '{}'));
    expect(Object.keys(stored.selection.entries)).toEqual(stored.selection.selectedCodes);
  });

  test('2. two tabs share one draft: an edit in one shows in the other, and neither overwrites the other', async ({
    context,
  }) => {
    await useEnglish(context);
    const tab1 = await context.newPage();
    await pickGenericSet(tab1);
    await openWrite(tab1);
    const tab2 = await context.newPage();
    await openWrite(tab2);

    await tab1.getByLabel('Client', { exact: true }).fill('Typed in tab 1');
    await expect(tab2.getByLabel('Client', { exact: true })).toHaveValue('Typed in tab 1');

    await extentOf(tab2, 'b280').selectOption('2');
    await tab2.getByLabel('Diagnosis', { exact: true }).fill('Stroke, typed in tab 2');
    await expect(extentOf(tab1, 'b280')).toHaveValue('2');
    await expect(tab1.getByLabel('Diagnosis', { exact: true })).toHaveValue('Stroke, typed in tab 2');

    // Tab 1 edits again; nothing of tab 2's work is lost, in either tab or after a reload.
    await tab1.getByLabel('Age', { exact: true }).fill('67');
    await expect(tab2.getByLabel('Age', { exact: true })).toHaveValue('67');
    for (const tab of [tab1, tab2]) {
      await tab.reload();
      await expect(tab.getByLabel('Client', { exact: true })).toHaveValue('Typed in tab 1');
      await expect(tab.getByLabel('Diagnosis', { exact: true })).toHaveValue('Stroke, typed in tab 2');
      await expect(tab.getByLabel('Age', { exact: true })).toHaveValue('67');
      await expect(extentOf(tab, 'b280')).toHaveValue('2');
    }
  });

  test('3. save, edit, save: one document with two versions; "Save as new document" makes a second one', async ({
    page,
    context,
    request,
  }) => {
    await useEnglish(context);
    await signIn(context, request, clinician);
    await pickGenericSet(page);
    await openWrite(page);
    await page.getByLabel('Client', { exact: true }).fill('Lee Sora');
    await extentOf(page, 'b280').selectOption('2');
    const status = page.getByTestId('draft-save-status');
    await expect(status).toHaveAttribute('data-state', 'new');

    await save(page, 'first visit');
    await expect(status).toHaveAttribute('data-state', 'saved');
    await expect(status).toContainText('first visit');
    await expect(status).toContainText('All changes saved.');

    await extentOf(page, 'b280').selectOption('3');
    await expect(status).toHaveAttribute('data-state', 'unsaved');
    await expect(status).toContainText('Unsaved changes');
    await save(page, 'second visit');
    await expect(status).toHaveAttribute('data-state', 'saved');

    const list = await page.request.get('/api/document/all', { headers: bearer(clinician) });
    const listed = (await list.json()) as { total: number; data: { id: number }[] };
    expect(listed.total).toBe(1);
    const id = listed.data[0]!.id;
    expect(await status.getAttribute('data-document-id')).toBe(String(id));
    const versions = await page.request.get(`/api/document/${id}/versions`, { headers: bearer(clinician) });
    const versionList = (await versions.json()) as { data: { version: number; description: string }[] };
    expect(versionList.data.map((row) => [row.version, row.description])).toEqual([
      [2, 'second visit'],
      [1, 'first visit'],
    ]);

    await save(page, 'copy for the team', 'Save as new document');
    const after = (await (
      await page.request.get('/api/document/all', { headers: bearer(clinician) })
    ).json()) as { total: number; data: { id: number }[] };
    expect(after.total).toBe(2);
    const copyId = after.data.map((row) => row.id).find((other) => other !== id);
    expect(await status.getAttribute('data-document-id')).toBe(String(copyId));
  });

  test('versions: listed on the dashboard, opened read only, restored as a new version; 404 for another user', async ({
    page,
    context,
    request,
  }) => {
    await useEnglish(context);
    await signIn(context, request, clinician);
    const created = await page.request.post('/api/document/save', {
      headers: bearer(clinician),
      data: {
        client: 'Versioned',
        description: 'v1',
        sets: [],
        data: { b280: rated('1'), b130: rated('2') },
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: number };
    const updated = await page.request.post('/api/document/save', {
      headers: bearer(clinician),
      data: { id, client: 'Versioned', description: 'v2', sets: [], data: { b280: rated('4') } },
    });
    expect(updated.status()).toBe(200);

    await page.goto('/dashboard?sort=created_at&order=desc');
    const row = page.locator('.documents-table tbody tr', { hasText: 'Versioned' });
    await row.getByRole('button', { name: /^Versions of v2, / }).click();
    const dialog = page.getByRole('dialog');
    const versionRows = dialog.locator('.versions-table tbody tr');
    await expect(versionRows).toHaveCount(2);
    await expect(versionRows.nth(0)).toContainText('v2');
    await expect(versionRows.nth(1)).toContainText('v1');
    // Rated codes: version 2 rates one code, version 1 two.
    await expect(versionRows.nth(0).getByRole('cell').nth(3)).toHaveText('1');
    await expect(versionRows.nth(1).getByRole('cell').nth(3)).toHaveText('2');

    await dialog.getByRole('button', { name: 'Open version 1' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Version 1, read only');
    await expect(dialog.getByRole('row', { name: /b130/ })).toContainText('2');
    await expect(dialog.locator('input, select, textarea')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Back to the versions' }).click();

    await dialog.getByRole('button', { name: 'Restore version 1' }).click();
    await dialog.getByRole('group').getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText('Version 1 was restored as version 3.');
    await expect(versionRows).toHaveCount(3);
    await expect(versionRows.nth(0)).toContainText('v1');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const restored = (await (
      await page.request.get(`/api/document/${id}`, { headers: bearer(clinician) })
    ).json()) as { version: number; data: Record<string, { q1: string }> };
    expect(restored.version).toBe(3);
    expect(restored.data.b130?.q1).toBe('2');

    for (const path of [`/api/document/${id}/versions`, `/api/document/${id}/versions/1`]) {
      const foreign = await page.request.get(path, { headers: bearer(colleague) });
      expect(foreign.status(), path).toBe(404);
    }
  });

  test('4. logout asks to keep an unsaved draft; another account never sees it, the same account does', async ({
    page,
    context,
    request,
  }) => {
    await useEnglish(context);
    await signIn(context, request, clinician);
    await pickGenericSet(page);
    await openWrite(page);
    await page.getByLabel('Client', { exact: true }).fill('Patient of the clinician');

    // Kept on this computer: only the same account sees it again.
    await logOut(page, clinician);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toHaveText('Keep this unsaved draft on this computer?');
    await expect(dialog.getByRole('button', { name: 'Discard' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/write');
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue('');

    await signIn(context, request, colleague);
    await openWriteAs(page, colleague);
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue('');
    // The kept draft is still on this computer, under the clinician's key only.
    const holders = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) =>
        localStorage.getItem(key)?.includes('Patient of the clinician'),
      ),
    );
    expect(holders).toHaveLength(1);
    expect(holders[0]).toMatch(/^icf-draft-v1:user:\d+$/);
    await logOut(page, colleague);
    await expect(dialog).toHaveCount(0);

    await signIn(context, request, clinician);
    await openWriteAs(page, clinician);
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue('Patient of the clinician');

    // Discarded (the default): gone from this computer.
    await logOut(page, clinician);
    await dialog.getByRole('button', { name: 'Discard' }).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => JSON.stringify(Object.values(localStorage)))).not.toContain(
      'Patient of the clinician',
    );
    await signIn(context, request, clinician);
    await openWriteAs(page, clinician);
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue('');
  });

  test('5. a save that reaches no server fails out loud, and the draft stays intact', async ({
    page,
    context,
    request,
  }) => {
    // Offline (the browser knows) the save is queued instead: e2e/offline.spec.ts (decision record 0026).
    await useEnglish(context);
    await signIn(context, request, clinician);
    await pickGenericSet(page);
    await openWrite(page);
    await page.getByLabel('Client', { exact: true }).fill('Unreachable client');
    await extentOf(page, 'b280').selectOption('4');

    await page.route('**/api/document/save', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('server down');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Save failed.', { timeout: 5_000 });
    await expect(dialog).toContainText('could not be reached');
    await dialog.getByRole('button', { name: 'OK' }).click();

    await expect(page.getByLabel('Client', { exact: true })).toHaveValue('Unreachable client');
    await expect(extentOf(page, 'b280')).toHaveValue('4');
    await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'new');

    // The server back, the same draft saves.
    await page.unroute('**/api/document/save');
    await save(page, 'server down');
    await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'saved');
  });
});
