import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import {
  expectNoSidewaysScroll,
  password,
  registerAccount,
  useEnglish,
  useToken,
  type Account,
} from './support/accounts';

/**
 * The administrator area (decision 0015): a user asks on the questions page, the first administrator (ADMIN_EMAIL in playwright.config.ts)
 * answers in the admin area, and the user reads the answer; a user without the role is sent home from /admin.
 */

const adminEmail = 'admin@e2e.example.com';

/** The configured administrator: registered on the first run against this server, logged in after that. */
async function adminAccount(api: APIRequestContext): Promise<Account> {
  const registered = await api.post('/api/register', {
    data: { name: 'E2E Admin', email: adminEmail, password, password_confirmation: password },
  });
  const response = registered.ok()
    ? registered
    : await api.post('/api/login', { data: { email: adminEmail, password } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { name: 'E2E Admin', email: adminEmail, password, token };
}

test('a user asks, an administrator answers, the user sees the answer', async ({ browser, request }) => {
  const user = await registerAccount(request, 'asker');
  const admin = await adminAccount(request);
  const question = `How do I print the functioning profile? ${Date.now()}`;
  const answer = 'Open the write screen and choose Download, then the functioning profile.';

  const userContext = await browser.newContext();
  await useToken(userContext, user);
  await useEnglish(userContext);
  const userPage = await userContext.newPage();
  await userPage.goto('/feedback');
  await expect(userPage.getByRole('heading', { name: 'Questions and suggestions' })).toBeVisible();
  await expect(userPage.getByLabel('Contact e-mail')).toHaveValue(user.email);
  await userPage.getByRole('textbox', { name: 'Message' }).fill(question);
  await userPage.getByRole('button', { name: 'Send' }).click();
  await expect(userPage.getByRole('alertdialog')).toContainText('Your message has been sent.');
  await userPage.keyboard.press('Enter');
  const mine = userPage.getByTestId('my-feedback').filter({ hasText: question });
  await expect(mine).toContainText('Waiting for an answer');

  const adminContext = await browser.newContext();
  await useToken(adminContext, admin);
  await useEnglish(adminContext);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/');
  await adminPage.getByTestId('account').getByRole('button').first().click();
  await adminPage.getByRole('menuitem', { name: 'Administration' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/users$/);
  await adminPage
    .getByRole('navigation', { name: 'Administration menu' })
    .getByRole('link', {
      name: 'Questions and suggestions',
    })
    .click();
  const card = adminPage.getByTestId('admin-feedback').filter({ hasText: question });
  await expect(card).toContainText(user.name);
  await card.getByRole('textbox', { name: 'Answer' }).fill(answer);
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(adminPage.getByText('The answer has been saved and mailed.')).toBeVisible();

  await adminPage.getByRole('link', { name: 'Audit log' }).click();
  // Other specs running beside this one write entries too: the answer's is found among them.
  await expect(
    adminPage.getByTestId('audit-entry').filter({ hasText: 'feedback.answer' }).first(),
  ).toBeVisible();

  await userPage.reload();
  await expect(mine).toContainText('Answered');
  await expect(mine).toContainText(answer);

  await userContext.close();
  await adminContext.close();
});

test('a user without the admin role is sent home from the admin area', async ({ page, context, request }) => {
  const user = await registerAccount(request, 'not-admin');
  await useToken(context, user);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/home$/);
});

test('the questions page and the admin area fit a 390 px phone, in Korean', async ({ browser, request }) => {
  const admin = await adminAccount(request);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await useToken(context, admin);
  const page = await context.newPage();
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { name: '질문 및 제안' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  for (const path of ['/admin/users', '/admin/usage', '/admin/feedback', '/admin/lists', '/admin/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '관리', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await context.close();
});

test('the job queues are named, "Make administrator" asks first, the audit log reads as keys and values', async ({
  page,
  context,
  request,
}) => {
  const admin = await adminAccount(request);
  const user = await registerAccount(request, 'to-promote');
  await useToken(context, admin);
  await useEnglish(context);

  // Each of the server's six queues under a name that says what it does (the sixth, the nightly vacuum, is
  // PGlite's, which the e2e server runs on).
  await page.goto('/admin/usage');
  const queues = page.getByRole('region', { name: 'Job queue' });
  const names = [
    'Treatment plan suggestions',
    'Password reset e-mails',
    'Clean-up of expired sign-ins and links',
    'Clean-up of old save-retry records',
    'Removal of deleted documents',
    'Nightly upkeep of the built-in database',
  ];
  await expect(queues.getByRole('heading', { level: 4 })).toHaveCount(6);
  expect((await queues.getByRole('heading', { level: 4 }).allTextContents()).sort()).toEqual(
    [...names].sort(),
  );
  for (const name of names) {
    await expect(queues.getByLabel(name, { exact: true })).toHaveCount(1);
  }

  // Making someone an administrator asks first; Cancel leaves the account as it was.
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(user.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByTestId('admin-user').filter({ hasText: user.email });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Make administrator' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Make administrator' });
  await expect(confirm).toContainText(`Make ${user.name} an administrator?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(user.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(card).toContainText('User');
  await expect(card).not.toContainText('Administrator');
  await page.goto('/admin/audit');
  await expect(page.getByTestId('audit-entry').filter({ hasText: user.email })).toHaveCount(0);

  // Confirmed, the account becomes an administrator and the audit log says so, readably.
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(user.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await card.getByRole('button', { name: 'Make administrator' }).click();
  await confirm.getByRole('button', { name: 'Make administrator' }).click();
  await expect(card.getByRole('button', { name: 'Remove administrator' })).toBeVisible();
  await page.goto('/admin/audit');
  const entry = page.getByTestId('audit-entry').filter({ hasText: user.email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('user.promote');
  const pairs = await entry
    .locator('dl div')
    .evaluateAll((rows) => rows.map((row) => [row.children[0]?.textContent, row.children[1]?.textContent]));
  expect(pairs.sort()).toEqual([
    ['email', user.email],
    ['from', 'user'],
  ]);
  await expect(entry).not.toContainText('{');
});
