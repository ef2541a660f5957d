import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { en } from '../packages/shared/src/i18n/en';
import type { Messages } from '../packages/shared/src/i18n';
import { bearer, registerAccount, useToken, type Account } from './support/accounts';
import { catalogues, listDocuments, localeVariants, openWriteScreen } from './support/offline-saves';

/**
 * Decision record 0031: a save queued offline is sent by the app, not by the write screen: from any page,
 * after the browser was closed, once, under its own account, and the user is told when, with a link. A save
 * whose answer was lost is sent again with the same Idempotency-Key and stored once. The service worker stays
 * blocked here (playwright.config.ts), so `page.route` sees every save; no page is reloaded while offline.
 */

// Going offline and back, and waiting for the retry of a lost answer, can pass 30 s on a busy machine.
test.beforeEach(() => test.slow());

/** Offline, on the write screen: a client name and a save, which waits in the browser. */
async function queueSaveOffline(page: Page, t: Messages, client: string, description: string) {
  await page.getByLabel(t['info.client'], { exact: true }).fill(client);
  await page.getByRole('button', { name: t['offline.save_button'], exact: true }).click();
  const alert = page.getByRole('alertdialog');
  await alert.getByRole('textbox', { name: t['documents.save_description'] }).fill(description);
  await alert.getByRole('button', { name: t['documents.save_confirm'], exact: true }).click();
  await expect(alert.getByRole('heading')).toHaveText(t['offline.save_queued_title']);
  await alert.getByRole('button', { name: t['alert.ok'] }).click();
  await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'queued');
}

/** On a phone the navigation bar's links are behind its toggle. */
async function openMenu(page: Page, t: Messages) {
  const toggle = page.getByRole('button', { name: t['nav.toggle'] });
  if (await toggle.isVisible()) await toggle.click();
}

/** The dashboard through the account menu (a link, so the page is not reloaded). */
async function goToDashboardByLink(page: Page, t: Messages, account: Account) {
  await openMenu(page, t);
  await page.getByTestId('account').getByRole('button', { name: account.name }).click();
  await page.getByRole('menuitem', { name: t['nav.dashboard'] }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Every save reaches the server, but the first one's answer never reaches the page (the connection drops
 * after the server stored it). Answers what each attempt sent and got.
 */
async function loseTheFirstSaveAnswer(page: Page) {
  const attempts: { key: string | undefined; replayed: string | undefined; status: number }[] = [];
  await page.route('**/api/document/save', async (route) => {
    const response = await route.fetch();
    attempts.push({
      key: route.request().headers()['idempotency-key'],
      replayed: response.headers()['idempotent-replayed'],
      status: response.status(),
    });
    if (attempts.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });
  return attempts;
}

for (const { locale, viewport } of localeVariants) {
  test.describe(`${locale} at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('queued on the write screen, online again on the dashboard: sent once, and the notice says when, with a link', async ({
      page,
      context,
      request,
    }) => {
      const t = catalogues[locale];
      const account = await registerAccount(request, `queued-dashboard-${locale}`);
      await openWriteScreen(page, context, account, locale);
      // The dashboard's code is loaded once online, so this page can show it offline without a reload.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await openMenu(page, t);
      await page.getByRole('link', { name: t['page.write'], exact: true }).click();
      await expect(page.locator('#docu_b280')).toBeVisible();

      await context.setOffline(true);
      await queueSaveOffline(page, t, 'Client of the dashboard', 'sent from the dashboard');
      await goToDashboardByLink(page, t, account);
      expect((await listDocuments(request, account)).total).toBe(0);

      await context.setOffline(false);
      const notice = page.getByTestId('queued-save-notice');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(t['offline.queued_saved']);
      // The time it was saved, in the page's language.
      await expect(notice).toContainText(
        locale === 'kr' ? /(오전|오후) \d{1,2}:\d{2}/ : /\d{1,2}:\d{2}\s?[AP]M/,
      );
      // Announced: it is inside the connection bar's live region.
      await expect(page.getByRole('status').filter({ has: notice })).toHaveCount(1);
      const list = await listDocuments(request, account);
      expect(list.total).toBe(1);
      expect(list.data[0]).toMatchObject({
        client: 'Client of the dashboard',
        description: 'sent from the dashboard',
      });
      await expect(page.getByText('Client of the dashboard').first()).toBeVisible();

      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
      ).toEqual([]);

      // The link opens the document: the draft is that document now, saved.
      await notice.getByRole('link', { name: t['offline.queued_saved_open'] }).click();
      await expect(page).toHaveURL(/\/write$/);
      await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'saved');
      await expect(page.getByTestId('queued-save-notice')).toHaveCount(0);
      expect((await listDocuments(request, account)).total).toBe(1);
    });
  });
}

test('queued, the browser closed, opened again on another page: sent once, under its own account only', async ({
  browser,
  request,
}) => {
  const account = await registerAccount(request, 'queued-reopened');
  const other = await registerAccount(request, 'queued-reopened-other');
  const first = await browser.newContext();
  const page = await first.newPage();
  await openWriteScreen(page, first, account, 'en');
  await first.setOffline(true);
  await queueSaveOffline(page, en, 'Client of a closed browser', 'sent after reopening');
  const storage = await first.storageState();
  await first.close();

  // The browser again, the same profile, online, but another account signed in: nothing is sent.
  const shared = await browser.newContext({ storageState: storage });
  await useToken(shared, other);
  const again = await shared.newPage();
  await again.goto('/clients');
  await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(again.getByTestId('queued-save-notice')).toHaveCount(0);
  expect((await listDocuments(request, other)).total).toBe(0);
  expect((await listDocuments(request, account)).total).toBe(0);

  // Its own account: sent on whatever page opens first.
  await useToken(shared, account);
  await again.goto('/clients');
  await expect(again.getByTestId('queued-save-notice')).toContainText(en['offline.queued_saved']);
  // The draft kept in the browser is that document now: the link opens it on the write screen.
  await expect(again.getByTestId('queued-save-notice').getByRole('link')).toHaveText(
    en['offline.queued_saved_open'],
  );
  const list = await listDocuments(request, account);
  expect(list.total).toBe(1);
  expect(list.data[0]!.client).toBe('Client of a closed browser');
  expect((await listDocuments(request, other)).total).toBe(0);
  await shared.close();
});

test('the first answer is lost after the server stored the save: the retry, with the same key, leaves one document', async ({
  page,
  context,
  request,
}) => {
  const account = await registerAccount(request, 'queued-lost-answer');
  await openWriteScreen(page, context, account, 'en');
  const attempts = await loseTheFirstSaveAnswer(page);

  await context.setOffline(true);
  await queueSaveOffline(page, en, 'Client of a lost answer', 'stored once');
  await context.setOffline(false);

  await expect(page.getByTestId('queued-save-notice')).toContainText(en['offline.queued_saved'], {
    timeout: 30_000,
  });
  expect(attempts).toHaveLength(2);
  expect(attempts[0]).toMatchObject({ status: 200, replayed: undefined });
  expect(attempts[1]).toMatchObject({ status: 200, replayed: 'true', key: attempts[0]!.key });
  expect(attempts[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  const list = await listDocuments(request, account);
  expect(list.total).toBe(1);
  expect(list.data[0]).toMatchObject({ client: 'Client of a lost answer', description: 'stored once' });
  await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'saved');
});

test('a new document whose answer was lost, then saved again offline with changes: one document, the later state its next version', async ({
  page,
  context,
  request,
}) => {
  const account = await registerAccount(request, 'queued-lost-then-changed');
  await openWriteScreen(page, context, account, 'en');
  const attempts = await loseTheFirstSaveAnswer(page);

  await context.setOffline(true);
  await queueSaveOffline(page, en, 'First state', 'first state');
  // Online for the first attempt only: the server stores it, the answer is lost, and the connection goes again.
  await context.setOffline(false);
  await expect.poll(() => attempts.length).toBe(1);
  await context.setOffline(true);
  await queueSaveOffline(page, en, 'Later state', 'later state');
  await context.setOffline(false);

  await expect(page.getByTestId('queued-save-notice')).toContainText(en['offline.queued_saved'], {
    timeout: 30_000,
  });
  // The first request again with its key (answered from the server's record), then the later state.
  expect(attempts.map(({ replayed }) => replayed)).toEqual([undefined, 'true', undefined]);
  expect(attempts[1]!.key).toBe(attempts[0]!.key);
  expect(attempts[2]!.key).not.toBe(attempts[0]!.key);
  const list = await listDocuments(request, account);
  expect(list.total).toBe(1);
  expect(list.data[0]).toMatchObject({ client: 'Later state', description: 'later state' });
  const versions = await request.get(`/api/document/${list.data[0]!.id}/versions`, {
    headers: bearer(account),
  });
  const descriptions = ((await versions.json()) as { data: { description: string }[] }).data.map(
    (version) => version.description,
  );
  expect(descriptions).toEqual(['later state', 'first state']);
});

test('online, the answer of a save is lost: saving again sends the same key and leaves one document', async ({
  page,
  context,
  request,
}) => {
  const account = await registerAccount(request, 'online-lost-answer');
  await openWriteScreen(page, context, account, 'en');
  const attempts = await loseTheFirstSaveAnswer(page);
  await page.getByLabel('Client', { exact: true }).fill('Client saved twice');
  const alert = page.getByRole('alertdialog');
  for (const expected of ['Save failed.', 'Save successed.']) {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await alert.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(alert.getByRole('heading')).toHaveText(expected);
    await alert.getByRole('button', { name: 'OK' }).click();
  }
  expect(attempts).toHaveLength(2);
  expect(attempts[1]).toMatchObject({ replayed: 'true', key: attempts[0]!.key });
  expect((await listDocuments(request, account)).total).toBe(1);
  await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'saved');
});
