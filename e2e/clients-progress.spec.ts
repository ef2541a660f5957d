import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
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
import { setToggle } from './support/core-set-toggle';

/**
 * Clients and progress over time (decision 0018): a client made on the clients page, a first evaluation saved for
 * them with a goal, a re-evaluation started from it ("New evaluation for this client": codes kept, ratings
 * cleared, the previous ones shown greyed) weeks later, the comparison ("better", "goal reached", the lazily
 * loaded charts) and the progress report as a PDF download.
 */

let therapist: Account;
let archivist: Account;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  therapist = await registerAccount(api, 'clients');
  archivist = await registerAccount(api, 'clients-attach');
  await api.dispose();
});

/** YYYY-MM-DD of the browser's day `days` ago. */
function dayBefore(page: Page, days: number): Promise<string> {
  return page.evaluate((back) => {
    const day = new Date(Date.now() - back * 86_400_000);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  }, days);
}

async function save(page: Page, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('heading')).toHaveText('Save successed.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a client, two evaluations weeks apart with a goal, their comparison and the progress report', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await useEnglish(context);
  await useToken(context, therapist);

  // The clients page: add a client.
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await page.getByLabel('Display name or pseudonym').fill('Kim Minji');
  await page.getByLabel('Chart number').fill('A-7');
  await page.getByLabel('Birth year').fill('1961');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kim Minji was added.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kim Minji' })).toBeVisible();

  // First evaluation, three weeks ago: the generic set, saved for the client, with a goal on b280.
  await page.goto('/select');
  await page.getByRole('button', { name: setToggle('ICF Generic Set') }).click();
  await page.locator('.select-actions .button.primary').click();
  await expect(page.locator('#docu_b280')).toBeVisible();
  await page.getByLabel('Saved client').selectOption({ label: 'Kim Minji (A-7)' });
  await expect(page.getByLabel('Client', { exact: true })).toHaveValue('Kim Minji');
  const firstDate = await dayBefore(page, 21);
  await page.getByLabel('Evaluation date').fill(firstDate);
  const b280 = page.locator('#docu_b280');
  await b280.getByLabel('Extent of impairment').selectOption('3');
  await b280.getByLabel('Intervention target').check();
  await b280.getByLabel('Target qualifier').selectOption('1');
  await page.locator('#docu_d450').getByLabel('Performance').selectOption('2');
  await save(page, 'first visit');

  // The client page lists it; a new evaluation starts from it.
  await page.goto('/clients');
  await page.getByRole('link', { name: 'Kim Minji' }).click();
  await expect(page.getByRole('heading', { name: 'Kim Minji', level: 1 })).toBeVisible();
  await expect(page.locator('.evaluation-list li')).toHaveText([`${firstDate} – first visit`]);
  await page.getByRole('button', { name: 'New evaluation for this client' }).click();
  const replace = page.getByRole('alertdialog');
  await expect(replace.getByRole('heading')).toHaveText('Replace the current draft?');
  await replace.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/write$/);

  // Same codes, ratings cleared, today's date, the previous rating greyed beside the selector, the goal kept.
  const today = await dayBefore(page, 0);
  await expect(page.getByLabel('Evaluation date')).toHaveValue(today);
  await expect(b280.getByLabel('Extent of impairment')).toHaveValue('');
  await expect(b280.locator('.qualifier-previous')).toHaveText('Previous: 3 Severe');
  await expect(b280.getByLabel('Target qualifier')).toHaveValue('1');
  // The previous ratings can be hidden and shown again.
  const showPrevious = page.getByLabel('Show the previous ratings');
  await showPrevious.uncheck();
  await expect(b280.locator('.qualifier-previous')).toHaveCount(0);
  await showPrevious.check();
  await expect(b280.locator('.qualifier-previous')).toHaveText('Previous: 3 Severe');
  await b280.getByLabel('Extent of impairment').selectOption('1');
  await page.locator('#docu_d450').getByLabel('Performance').selectOption('3');
  await save(page, 'Re-evaluation');

  // The comparison: b280 improved and reached its goal, d450 got worse.
  await page.goto('/clients');
  await page.getByRole('link', { name: 'Kim Minji' }).click();
  await expect(page.locator('.evaluation-list li')).toHaveCount(2);
  await page.getByRole('link', { name: 'Compare evaluations' }).click();
  await expect(page.getByRole('heading', { name: 'Progress report', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Category', firstDate, today, 'Change', 'Goal']);
  const b280Row = page.locator('tr[data-code="b280"]');
  await expect(b280Row.getByRole('cell')).toHaveText(['3', '1', 'better', '1 · goal reached']);
  await expect(page.locator('tr[data-code="d450"]')).toContainText('worse');
  await expect(page.locator('tr[data-code="d450"]')).toContainText('No goal');
  // The charts load with their library, one per rated scale.
  await expect(page.locator('.progress-chart canvas').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /Qualifiers of b280 by evaluation date/ })).toBeVisible();

  // On a phone the page does not scroll sideways (the table scrolls inside its own box).
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The progress report from the client page.
  await page.getByRole('link', { name: 'Kim Minji' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download progress report' }).click(),
  ]);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Editing the client: a birth year before 1900 is refused under its field, a real one is saved.
  await page.getByText('Edit client details').click();
  const details = page.locator('.client-details');
  await details.getByLabel('Birth year').fill('1800');
  await details.getByRole('button', { name: 'Save client' }).click();
  await expect(details.getByRole('alert')).toContainText('birth year');
  await details.getByLabel('Birth year').fill('1962');
  await details.getByRole('button', { name: 'Save client' }).click();
  await expect(page.getByText('Birth year: 1962')).toBeVisible();

  // Deleting the client keeps the documents (detached) and empties the list.
  await page.locator('.client-details').getByRole('button', { name: 'Delete client' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete client' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByText('No clients yet. Add the first one below.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.locator('.documents-table tbody tr')).toHaveCount(2);
});

test('a document saved before clients existed is attached from the dashboard, which filters by client', async ({
  page,
  context,
  request,
}) => {
  await useEnglish(context);
  await useToken(context, archivist);
  for (const client of ['Old record', 'Someone else']) {
    const saved = await request.post('/api/document/save', {
      headers: bearer(archivist),
      data: { client, description: `about ${client}`, sets: [], data: {} },
    });
    expect(saved.status()).toBe(200);
  }
  const created = await request.post('/api/client', {
    headers: bearer(archivist),
    data: { display_name: 'Lee Sora' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/dashboard');
  const rows = page.locator('.documents-table tbody tr');
  await expect(rows).toHaveCount(2);
  const attach = page.locator('.dashboard-attach');
  await attach.getByLabel('Document').selectOption({ label: '2. Old record – about Old record' });
  await attach.getByLabel('Saved client').selectOption({ label: 'Lee Sora' });
  await attach.getByRole('button', { name: 'Attach to a client' }).click();
  await expect(attach.getByRole('status')).toHaveText('The document now belongs to Lee Sora.');
  // The client field now holds the client's display name.
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('Lee Sora');

  await page.getByLabel('Filter by client').selectOption({ label: 'Lee Sora' });
  await expect(page).toHaveURL(/client=\d+/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('cell').nth(2)).toHaveText('about Old record');
  await page.reload();
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Filter by client').selectOption({ label: 'All clients' });
  await expect(rows).toHaveCount(2);
});
