import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  baseUrl,
  bearer,
  expectNoSidewaysScroll,
  registerAccount,
  useToken,
  type Account,
} from './support/accounts';
import { expectNoSeriousAxeViolation } from './support/pages';

/**
 * A client's series as one FHIR Bundle (decision record 0048): the client page's "Export series (FHIR)" saves
 * it, and the clients page's import form brings it into another account as one client, then answers the same
 * file again with nothing new; a file that is not a series is refused with the places that are wrong.
 */

const viewports = [
  { width: 1366, height: 900 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
];

/** A client of `account` with two evaluations, made through the API; answers the client's id. */
async function clientWithSeries(api: APIRequestContext, account: Account, name: string): Promise<number> {
  const created = await api.post('/api/client', { headers: bearer(account), data: { display_name: name } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const [date, q1] of [
    ['2024-03-01', '3'],
    ['2024-06-01', '2'],
  ] as const) {
    const saved = await api.post('/api/document/save', {
      headers: bearer(account),
      data: {
        client: name,
        client_id: id,
        description: `series ${date}`,
        evaluation_date: date,
        sets: [],
        data: {
          d450: { q1, q2: '', q3: '', s1: true, s2: false, s3: false, s4: false, desc: '' },
        },
      },
    });
    expect(saved.status()).toBe(200);
  }
  return id;
}

async function chooseFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  await page.getByLabel(/^(FHIR file \(JSON\)|FHIR 파일 \(JSON\))$/).setInputFiles({
    name,
    mimeType: 'application/fhir+json',
    buffer: typeof content === 'string' ? Buffer.from(content) : content,
  });
}

test('exports a client’s series and imports it into another account as one client, once', async ({
  page,
  context,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const alice = await registerAccount(api, 'series-out');
  const bob = await registerAccount(api, 'series-in');
  const clientId = await clientWithSeries(api, alice, '정하늘');
  await context.addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
  await useToken(context, alice);

  // Alice saves the series from the client page, with the keyboard.
  await page.goto(`/clients/${clientId}`);
  const exportLink = page.getByRole('link', { name: 'Export series (FHIR)' });
  await exportLink.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(`icf-client-${clientId}.fhir.json`);
  const file = readFileSync((await download.path())!);

  // Bob imports it from the clients page, keyboard only after the file is chosen.
  await context.clearCookies({ name: 'token' });
  await useToken(context, bob);
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Import a client’s series (FHIR)' })).toBeVisible();
  await chooseFile(page, 'series.fhir.json', file);
  await page.getByLabel('FHIR file (JSON)').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Import series' })).toBeFocused();
  await page.keyboard.press('Enter');
  const status = page.locator('.series-import [role="status"]');
  await expect(status).toContainText('Imported: 2 evaluations.');
  // The new client is listed, pseudonymous as the export was: named with the neutral word.
  await expect(page.locator('.client-list')).toContainText('the client');

  // The same file again: nothing new, the same client.
  await chooseFile(page, 'series.fhir.json', file);
  await page.getByRole('button', { name: 'Import series' }).click();
  await expect(status).toContainText('Already imported: nothing new was stored (2 evaluations).');
  await expect(page.locator('.client-list li')).toHaveCount(1);
  await status.getByRole('link', { name: 'Open the client' }).click();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  await expect(page.locator('.evaluation-list li')).toHaveCount(2);

  // Not JSON, and JSON that is not a series: refused, saying why and where.
  await page.goto('/clients');
  await chooseFile(page, 'notes.txt', 'not json');
  await page.getByRole('button', { name: 'Import series' }).click();
  await expect(page.locator('.series-import [role="alert"]')).toHaveText('This file is not JSON.');
  const broken = JSON.parse(file.toString('utf8')) as { entry: unknown[] };
  broken.entry = broken.entry.slice(1);
  await chooseFile(page, 'broken.fhir.json', JSON.stringify(broken));
  await page.getByRole('button', { name: 'Import series' }).click();
  await expect(page.locator('.series-import [role="alert"]')).toContainText('The file was not imported.');
  await expect(page.locator('.series-import [role="alert"]').locator('li').first()).toContainText('entry:');
  await expect(page.locator('.client-list li')).toHaveCount(1);

  // The account's own data as Bulk Data NDJSON in a ZIP, from the same page.
  const [bulk] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export all (FHIR NDJSON)' }).click(),
  ]);
  expect(bulk.suggestedFilename()).toMatch(/^icf-fhir-export-\d{4}-\d\d-\d\d\.zip$/);
  expect(
    readFileSync((await bulk.path())!)
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');
});

for (const locale of ['kr', 'en'] as const) {
  test(`the series import has no serious axe violation and fits each screen (${locale})`, async ({
    page,
    context,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: baseUrl() });
    const account = await registerAccount(api, `series-axe-${locale}`);
    const clientId = await clientWithSeries(api, account, '김민수');
    const series = await api.get(`/api/client/${clientId}/fhir`, { headers: bearer(account) });
    const file = Buffer.from(await series.body());
    await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
    await useToken(context, account);
    await page.goto('/clients');
    const submit = page.locator('.series-import button[type="submit"]');
    await expect(submit).toHaveText(locale === 'kr' ? '평가 기록 가져오기' : 'Import series');
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await expectNoSeriousAxeViolation(page);
      await expectNoSidewaysScroll(page);
    }
    // With an answer (its own series: nothing new) and with a refusal on screen.
    await chooseFile(page, 'series.fhir.json', file);
    await submit.click();
    await expect(page.locator('.series-import [role="status"] a')).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await chooseFile(page, 'broken.fhir.json', '{"resourceType":"Bundle","type":"collection","entry":[]}');
    await submit.click();
    await expect(page.locator('.series-import [role="alert"] li').first()).toBeVisible();
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await expectNoSeriousAxeViolation(page);
      await expectNoSidewaysScroll(page);
    }
  });
}
