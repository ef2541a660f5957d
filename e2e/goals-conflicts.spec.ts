import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, bearer, registerAccount, type Account } from './support/accounts';
import { keepSavedOneByKeyboard } from './support/conflict-dialog';
import { expectNoSeriousAxeViolation } from './support/pages';

/**
 * Two people editing one client's goals at once (decision record 0034, amended; the rule of 0036): the goals
 * form sends the version it started from; goals only one side changed merge, and a goal both changed opens
 * the conflict dialog with "yours" and "saved meanwhile" side by side, a choice per goal. One account on two
 * computers (two browser contexts), so the spec registers one account per locale.
 */

const labels = {
  en: {
    cycle1: 'Cycle goal 1',
    saved: 'The goals were saved.',
    merged:
      'The goals were saved together with the changes someone else saved meanwhile; the form shows them all.',
  },
  kr: { cycle1: '주기 목표 1', save: '목표 저장' },
} as const;
type Locale = keyof typeof labels;

async function createClientWithGoals(api: APIRequestContext, account: Account): Promise<number> {
  const created = await api.post('/api/client', {
    headers: bearer(account),
    data: { display_name: 'Kim Minsu' },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const goals = await api.put(`/api/client/${id}/goals`, {
    headers: bearer(account),
    data: { global: 'Live at home', cycle_1: 'Walk 50 m' },
  });
  expect(goals.status()).toBe(200);
  return id;
}

async function readGoals(api: APIRequestContext, account: Account, id: number) {
  const response = await api.get(`/api/client/${id}/goals`, { headers: bearer(account) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { version: number; goals: Record<string, string> };
}

/** A browser of its own signed in as `account`, on the client's page with the goals loaded. */
async function openComputer(
  browser: Browser,
  account: Account,
  locale: Locale,
  viewport: { width: number; height: number },
  clientId: number,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([
    { name: 'token', value: account.token, url: baseUrl() },
    { name: 'locale', value: locale, url: baseUrl() },
  ]);
  const page = await context.newPage();
  await page.goto(`/clients/${clientId}`);
  await expect(goalsOf(page).getByLabel(labels[locale].cycle1)).toHaveValue('Walk 50 m');
  return page;
}

function goalsOf(page: Page) {
  return page.locator('.client-goals');
}

test('two computers change one goal and another: the clash is chosen in the dialog by keyboard, the rest merges', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const account = await registerAccount(api, 'goals-conflict-en');
  const clientId = await createClientWithGoals(api, account);
  const desk = await openComputer(browser, account, 'en', { width: 1366, height: 900 }, clientId);
  const phone = await openComputer(browser, account, 'en', { width: 390, height: 844 }, clientId);

  // The desk rewords cycle goal 1 and saves first; the phone, still at version 1, rewords it too and sets
  // cycle goal 2.
  await goalsOf(desk).getByLabel('Cycle goal 1').fill('Walk 100 m with a cane');
  await goalsOf(desk).getByRole('button', { name: 'Save goals' }).click();
  await expect(goalsOf(desk).getByRole('status')).toHaveText(labels.en.saved);
  await goalsOf(phone).getByLabel('Cycle goal 1').fill('Walk 80 m');
  await goalsOf(phone).getByLabel('Cycle goal 2').fill('Climb 10 stairs');
  await goalsOf(phone).getByRole('button', { name: 'Save goals' }).click();

  const dialog = phone.getByRole('dialog', { name: 'Saved meanwhile by someone else' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('someone saved this client’s goals and changed the same goals');
  await expect(dialog.getByRole('columnheader')).toHaveText(['Entry', 'Yours', 'Saved meanwhile']);
  // Only cycle goal 1 clashes; cycle goal 2 (only the phone changed it) merged without asking.
  const rows = dialog.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toHaveText('Cycle goal 1');
  await expect(rows.first().getByRole('cell').nth(0)).toHaveText('Walk 80 m');
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText('Walk 100 m with a cane');
  await expectNoSeriousAxeViolation(phone);
  await phone.setViewportSize({ width: 1366, height: 900 });
  await expectNoSeriousAxeViolation(phone);

  await keepSavedOneByKeyboard(
    phone,
    dialog,
    { yours: 'Keep yours: Cycle goal 1', theirs: 'Keep the saved one: Cycle goal 1' },
    'Save with my choices',
  );
  await expect(goalsOf(phone).getByRole('status')).toHaveText(labels.en.merged);

  // Both computers' work is kept: the desk's cycle goal 1 (chosen), the phone's cycle goal 2 (merged).
  const saved = await readGoals(api, account, clientId);
  expect(saved.version).toBe(3);
  expect(saved.goals).toMatchObject({
    global: 'Live at home',
    cycle_1: 'Walk 100 m with a cane',
    cycle_2: 'Climb 10 stairs',
  });
  // The phone's form shows the goals as saved, and its next save starts from version 3: a plain save.
  await expect(goalsOf(phone).getByLabel('Cycle goal 1')).toHaveValue('Walk 100 m with a cane');
  await expect(goalsOf(phone).getByLabel('Cycle goal 2')).toHaveValue('Climb 10 stairs');
  await goalsOf(phone).getByLabel('Cycle goal 3').fill('Dress the upper body alone');
  await goalsOf(phone).getByRole('button', { name: 'Save goals' }).click();
  await expect(goalsOf(phone).getByRole('status')).toHaveText(labels.en.saved);
  expect(await readGoals(api, account, clientId)).toMatchObject({
    version: 4,
    goals: { cycle_1: 'Walk 100 m with a cane', cycle_3: 'Dress the upper body alone' },
  });
  await api.dispose();
});

test('in Korean the dialog reads in Korean, passes axe on both screens, and Escape saves nothing', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const account = await registerAccount(api, 'goals-conflict-kr');
  const clientId = await createClientWithGoals(api, account);
  const page = await openComputer(browser, account, 'kr', { width: 1366, height: 900 }, clientId);

  // Someone saves cycle goal 1 through the API meanwhile (from version 1).
  const other = await api.put(`/api/client/${clientId}/goals`, {
    headers: bearer(account),
    data: { base_version: 1, global: 'Live at home', cycle_1: '지팡이로 100 m 걷기' },
  });
  expect(other.status()).toBe(200);

  await goalsOf(page).getByLabel(labels.kr.cycle1).fill('혼자 80 m 걷기');
  await goalsOf(page).getByRole('button', { name: labels.kr.save }).click();
  const dialog = page.getByRole('dialog', { name: '그 사이에 다른 사람이 저장했습니다' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader')).toHaveText(['항목', '내 값', '그 사이 저장된 값']);
  await expect(dialog.locator('tbody tr').first().getByRole('rowheader')).toHaveText(labels.kr.cycle1);
  await expect(dialog.getByRole('radio', { name: `내 값 남기기: ${labels.kr.cycle1}` })).toBeChecked();
  await expect(dialog.getByRole('button', { name: '선택대로 저장' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('button', { name: '선택대로 저장' })).toBeInViewport();
  await expectNoSeriousAxeViolation(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(goalsOf(page).getByRole('status')).toHaveText(
    '저장하지 않았습니다. 입력한 내용은 양식에 그대로 있습니다. 다시 저장하면 고를 수 있습니다.',
  );
  // Nothing was saved, and the form keeps the user's text.
  expect(await readGoals(api, account, clientId)).toMatchObject({
    version: 2,
    goals: { cycle_1: '지팡이로 100 m 걷기' },
  });
  await expect(goalsOf(page).getByLabel(labels.kr.cycle1)).toHaveValue('혼자 80 m 걷기');
  await api.dispose();
});
