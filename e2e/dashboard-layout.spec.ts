import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, bearer, expectNoSidewaysScroll, registerAccount, type Account } from './support/accounts';
import { brokenWords, expectFitsSideways, wrappedTexts } from './support/layout';

/**
 * The dashboard's table at the desk sizes of the screen rules, in both languages: it fits its box (nothing
 * scrolls sideways, no action is cut), buttons and words stay whole, row numbers stay on one line and an opened
 * plan shows whole; on a phone the rows stay cards. Labels name a document by its description and date, not by
 * the row number, which changes with the page.
 */

let clinician: Account;
/** The first document saved: the last row (13) on page 2, with a finished suggestion. */
let oldestId: number;

const clients = ['김하나', '박민준', 'Alexandra Montgomery-Smith', '이서연'];
const descriptions = [
  '뇌졸중 후 초기 평가와 보행 훈련 계획',
  'Follow-up after hip replacement, walking outdoors',
  '재평가',
  '',
];

async function waitForReadySuggestion(api: APIRequestContext, documentId: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await api.get(`/api/suggest/${documentId}`, { headers: bearer(clinician) });
        const { data } = (await response.json()) as { data: { status: string }[] };
        return data[0]?.status;
      },
      { timeout: 20_000 },
    )
    .toBe('done');
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  clinician = await registerAccount(api, 'dashboard-layout');
  for (let index = 0; index < 13; index += 1) {
    const response = await api.post('/api/document/save', {
      headers: bearer(clinician),
      data: {
        client: clients[index % clients.length],
        description: descriptions[index % descriptions.length],
        sets: [],
        data: {
          d450: { q1: '3', q2: '', q3: '', s1: false, s2: false, s3: false, s4: false, desc: '' },
        },
      },
    });
    expect(response.status()).toBe(200);
    if (index === 0) oldestId = ((await response.json()) as { id: number }).id;
  }
  const requested = await api.post(`/api/suggest/${oldestId}`, { headers: bearer(clinician) });
  expect(requested.ok()).toBe(true);
  await waitForReadySuggestion(api, oldestId);
  await api.dispose();
});

async function openDashboard(page: Page, locale: 'en' | 'kr', search = ''): Promise<void> {
  await page.context().addCookies([
    { name: 'token', value: clinician.token, url: baseUrl() },
    { name: 'locale', value: locale, url: baseUrl() },
  ]);
  await page.goto(`/dashboard${search}`);
  await expect(page.locator('.documents-table tbody tr').first()).toBeVisible();
}

const words = {
  en: { showPlan: 'Show plan', plan: 'recommended treatment plan' },
  kr: { showPlan: '계획 보기', plan: '추천 치료 계획' },
};

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 1920, height: 1080 },
]) {
  for (const locale of ['en', 'kr'] as const) {
    test(`at ${viewport.width}×${viewport.height} in ${locale} the table fits its box and nothing breaks mid-word`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const search of ['', '?page=2']) {
        await openDashboard(page, locale, search);
        const box = page.locator('.documents-table-wrap');
        const table = page.locator('.documents-table');
        await expectFitsSideways(box, 'th, td, button, a');
        await expectNoSidewaysScroll(page);
        expect(await brokenWords(table)).toEqual([]);
        expect(await wrappedTexts(table, '.button, .col-number')).toEqual([]);
      }

      // Page 2 ends with rows 11 to 13; the last one's plan opens under it, whole, inside the box.
      const rows = page.locator('.documents-table tbody tr');
      await expect(rows.locator('.col-number')).toHaveText(['11', '12', '13']);
      await rows.nth(2).getByRole('button', { name: words[locale].showPlan }).click();
      const plan = page.getByRole('region', { name: words[locale].plan });
      await expect(plan).toBeVisible();
      const box = page.locator('.documents-table-wrap');
      await expectFitsSideways(box, 'th, td, button, a, .suggestion-plan, .suggestion-plan *');
      expect(await brokenWords(page.locator('.documents-table'))).toEqual([]);
      expect(await wrappedTexts(page.locator('.documents-table'), '.button, .col-number')).toEqual([]);
    });
  }
}

for (const locale of ['en', 'kr'] as const) {
  test(`on a 390×844 phone in ${locale} each row stays a card within the width`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page, locale, '?page=2');
    const cards = page.locator('.documents-table tbody tr');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('flex');
      const rect = (await card.boundingBox())!;
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(390);
    }
    await expectNoSidewaysScroll(page);
    expect(await brokenWords(page.locator('.documents-table'))).toEqual([]);
  });
}

test('labels and titles name a document by its description and date, never by its row number', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openDashboard(page, 'en', '?page=2');
  const date = /\d{4}-\d\d-\d\d \d\d:\d\d/.source;
  // Row 13 is the first document saved: "뇌졸중 후 초기 평가와 보행 훈련 계획".
  const row = page.locator('.documents-table tbody tr').nth(2);
  const named = new RegExp(`뇌졸중 후 초기 평가와 보행 훈련 계획, ${date}`);
  await expect(row.getByRole('button', { name: /^Versions of / })).toHaveAccessibleName(
    new RegExp(`^Versions of ${named.source}$`),
  );
  await expect(row.getByRole('button', { name: /^Download / })).toHaveAccessibleName(
    new RegExp(`^Download ${named.source}$`),
  );
  await expect(row.getByRole('link', { name: /as FHIR/ })).toHaveAccessibleName(
    new RegExp(`^Export ${named.source} as FHIR \\(JSON\\)$`),
  );
  await row.getByRole('button', { name: /^Versions of / }).click();
  const versions = page.getByRole('dialog');
  await expect(versions.getByRole('heading', { level: 2 })).toHaveText(
    new RegExp(`^Versions of ${named.source}$`),
  );
  await page.keyboard.press('Escape');
  await expect(versions).toHaveCount(0);

  await row.getByRole('button', { name: /^Suggest a treatment plan for / }).click();
  const preview = page.getByRole('dialog', { name: /What will be sent/ });
  await expect(preview.getByRole('heading', { level: 2 })).toContainText(
    new RegExp(`Suggest a treatment plan for ${named.source}$`),
  );
  await preview.getByRole('button', { name: 'Cancel' }).click();

  // A document without a description (row 2 on page 1 is the twelfth saved) is an untitled document of its date.
  await openDashboard(page, 'en');
  const untitled = page.locator('.documents-table tbody tr').nth(1);
  await expect(untitled.getByRole('button', { name: /^Versions of / })).toHaveAccessibleName(
    new RegExp(`^Versions of Untitled document, ${date}$`),
  );
  const labels = await page
    .locator('.documents-table [aria-label]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).not.toMatch(/document \d/);
});
