import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, registerAccount, type Account } from './support/accounts';
import { chromiumLaunchOptions } from './support/chromium-launch';
import { setToggle } from './support/core-set-toggle';

/**
 * "This is a shared computer" at login (decision record 0046). Closing the browser is modelled by closing a
 * real Chromium profile on disk and starting it again: session cookies and sessionStorage die with it, while
 * localStorage, IndexedDB and Cache Storage are what the disk keeps. With the box, no patient name is left
 * in any of them; without it, the draft comes back as decision 0009 says. The service worker runs, so its
 * caches are real.
 */

const loginWords = {
  en: { email: 'Email', password: 'Password', shared: 'This is a shared computer' },
  kr: { email: '이메일', password: '비밀번호', shared: '공용 컴퓨터입니다' },
} as const;

let account: Account;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  account = await registerAccount(api, 'shared-computer');
  await api.dispose();
});

/** A browser with its own profile folder: closing it and starting it again is a closed and reopened browser. */
async function startBrowser(profile: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    baseURL: baseUrl(),
    locale: 'en-US',
    viewport: { width: 1366, height: 900 },
    serviceWorkers: 'allow',
  });
  await context.addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
  return context;
}

async function logIn(page: Page, sharedComputer: boolean): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  const box = page.getByRole('checkbox', { name: loginWords.en.shared });
  await box.setChecked(sharedComputer);
  await page.locator('.auth-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('account')).toContainText(account.name);
}

/** Picks the generic set and writes the client's name into the draft. */
async function writeClientName(page: Page, clientName: string): Promise<void> {
  await page.goto('/select');
  const toggle = page.getByRole('button', { name: setToggle('ICF Generic Set') });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await openWrite(page);
  await expect(page.locator('#docu_b280')).toBeVisible();
  await page.getByLabel('Client', { exact: true }).fill(clientName);
}

/** The write screen, once its form is there (a busy machine may take a while over a fresh profile's first visit). */
async function openWrite(page: Page): Promise<void> {
  await page.goto('/write');
  await expect(page.getByRole('heading', { name: 'Document form', level: 1 })).toBeVisible();
}

/** Every value the page's origin keeps on the disk: localStorage, IndexedDB and Cache Storage, as text. */
async function keptOnDisk(page: Page): Promise<{ localStorage: string; indexedDB: string; caches: string }> {
  return page.evaluate(async () => {
    const local = JSON.stringify(Object.entries(localStorage));
    const databases: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(database.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = database.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        databases.push(`${info.name}/${store}: ${JSON.stringify(values)}`);
      }
      database.close();
    }
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        cached.push(`${name} ${request.url} ${response ? await response.text() : ''}`);
      }
    }
    return { localStorage: local, indexedDB: databases.join('\n'), caches: cached.join('\n') };
  });
}

async function sessionText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
}

test.describe('a shared computer', () => {
  let profile: string;
  test.beforeEach(async () => {
    profile = await mkdtemp(path.join(tmpdir(), 'icf-shared-computer-'));
  });
  test.afterEach(async () => {
    await rm(profile, { recursive: true, force: true });
  });

  for (const locale of ['kr', 'en'] as const) {
    test(`the login form offers the box, in ${locale}`, async ({ page, context }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
      await page.goto('/login');
      const box = page.getByRole('checkbox', { name: loginWords[locale].shared });
      await expect(box).toBeVisible();
      await expect(box).not.toBeChecked();
      await page.getByText(loginWords[locale].shared, { exact: true }).click();
      await expect(box).toBeChecked();
    });
  }

  test('with the box, the draft lives in the session, and closing the browser leaves no patient name', async () => {
    test.setTimeout(90_000);
    const clientName = `Shared Patient ${Date.now()}`;
    let context = await startBrowser(profile);
    let page = context.pages()[0] ?? (await context.newPage());
    await logIn(page, true);
    await writeClientName(page, clientName);
    // Kept for the session: a reload of the tab still shows it, and the tab's sessionStorage holds it.
    await expect.poll(() => sessionText(page)).toContain(clientName);
    await page.reload();
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue(clientName);
    expect((await keptOnDisk(page)).localStorage).not.toContain(clientName);

    // A save made offline waits in the session too.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save when online', exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByRole('button', { name: 'Save', exact: true }).click();
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'queued');
    expect(await sessionText(page)).toContain('icf-queued-save-v1:user:');
    expect((await keptOnDisk(page)).localStorage).not.toContain(clientName);
    await context.close();

    context = await startBrowser(profile);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    // It really was closed: the session's cookies are gone with it.
    const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookieNames).not.toContain('token');
    expect(cookieNames).not.toContain('icf-shared-computer');
    const kept = await keptOnDisk(page);
    expect(kept.caches.length).toBeGreaterThan(0);
    expect(kept.localStorage).not.toContain(clientName);
    expect(kept.indexedDB).not.toContain(clientName);
    expect(kept.caches).not.toContain(clientName);
    expect(kept.localStorage).not.toContain(account.email);

    await logIn(page, false);
    await openWrite(page);
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue('');
    await context.close();
  });

  test('without the box, the draft stays on this computer and comes back at the next login (decision 0009)', async () => {
    test.setTimeout(90_000);
    const clientName = `Own Patient ${Date.now()}`;
    let context = await startBrowser(profile);
    let page = context.pages()[0] ?? (await context.newPage());
    await logIn(page, false);
    await writeClientName(page, clientName);
    await expect.poll(async () => (await keptOnDisk(page)).localStorage).toContain(clientName);
    expect(await sessionText(page)).not.toContain(clientName);
    await context.close();

    context = await startBrowser(profile);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('token');
    expect((await keptOnDisk(page)).localStorage).toContain(clientName);
    await logIn(page, false);
    await openWrite(page);
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue(clientName);
    await context.close();
  });

  test('a draft the account kept on this computer moves into the session at a login with the box', async () => {
    test.setTimeout(90_000);
    const clientName = `Kept Patient ${Date.now()}`;
    let context = await startBrowser(profile);
    let page = context.pages()[0] ?? (await context.newPage());
    await logIn(page, false);
    await writeClientName(page, clientName);
    await page.getByTestId('account').getByRole('button', { name: account.name }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByRole('heading')).toHaveText('Keep this unsaved draft on this computer?');
    await alert.getByRole('button', { name: 'Keep it' }).click();
    await expect(page.getByTestId('account')).toHaveCount(0);
    expect((await keptOnDisk(page)).localStorage).toContain(clientName);

    await logIn(page, true);
    await openWrite(page);
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue(clientName);
    expect((await keptOnDisk(page)).localStorage).not.toContain(clientName);
    expect(await sessionText(page)).toContain(clientName);
    await context.close();

    context = await startBrowser(profile);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    expect((await keptOnDisk(page)).localStorage).not.toContain(clientName);
    await context.close();
  });

  test('logout on a shared computer asks before unsaved work goes, then clears the session', async () => {
    test.setTimeout(90_000);
    const clientName = `Logout Patient ${Date.now()}`;
    const context = await startBrowser(profile);
    const page = context.pages()[0] ?? (await context.newPage());
    await logIn(page, true);
    await writeClientName(page, clientName);
    await expect.poll(() => sessionText(page)).toContain(clientName);

    const logOut = async () => {
      await page.getByTestId('account').getByRole('button', { name: account.name }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    };
    await logOut();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toHaveText('Log out and discard your unsaved work?');
    // The default is to stay: Escape keeps the user logged in with the draft.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('account')).toContainText(account.name);
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue(clientName);

    await logOut();
    await dialog.getByRole('button', { name: 'Discard and log out' }).click();
    await expect(page.getByTestId('account')).toHaveCount(0);
    expect(await sessionText(page)).not.toContain(clientName);
    expect(await sessionText(page)).not.toContain(account.email);
    expect((await keptOnDisk(page)).localStorage).not.toContain(clientName);
    // The browser is still the shared one: the next person finds the box ticked.
    await page.goto('/login');
    await expect(page.getByRole('checkbox', { name: loginWords.en.shared })).toBeChecked();
    await context.close();
  });
});
