import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
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
import { mailedLink, verifyEmail } from './support/outbox';
import { expectNoSeriousAxeViolation } from './support/pages';

/**
 * Each discipline's rating (decision record 0055): a physiotherapist and an occupational therapist of one team
 * rate the same category differently, each as their own rating; the meeting view shows who assessed it and
 * marks the category; the agreed value set there is what the document keeps. Checked by axe in both locales
 * on a projector and a phone.
 */

let physio: Account;
let occupational: Account;
/** A client whose evaluation the first test rates through the meeting view. */
let ratedInBrowser: { clientId: number; documentId: number };
/** A client whose evaluation is rated through the API, for the layout and axe checks. */
let ratedByApi: { clientId: number; documentId: number };
let teamId: number;

const entry = (q1: string, q2 = '') => ({
  q1,
  q2,
  q3: '',
  s1: false,
  s2: false,
  s3: false,
  s4: false,
  desc: '',
});

async function teamEvaluation(api: APIRequestContext, teamId: number, name: string) {
  const created = await api.post('/api/client', { headers: bearer(physio), data: { display_name: name } });
  expect(created.status()).toBe(201);
  const clientId = ((await created.json()) as { id: number }).id;
  const moved = await api.post(`/api/client/${clientId}/team`, {
    headers: bearer(physio),
    data: { team_id: teamId },
  });
  expect(moved.status()).toBe(200);
  const saved = await api.post('/api/document/save', {
    headers: bearer(physio),
    data: {
      client_id: clientId,
      evaluation_date: '2026-03-02',
      description: 'team evaluation',
      sets: [],
      data: { b280: entry('1'), d450: entry('2', '2') },
    },
  });
  expect(saved.status()).toBe(200);
  return { clientId, documentId: ((await saved.json()) as { id: number }).id };
}

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  physio = await registerAccount(api, 'ratings-pt');
  occupational = await registerAccount(api, 'ratings-ot');
  const team = await api.post('/api/team', {
    headers: bearer(physio),
    data: { name: 'Stroke unit', discipline: 'physiotherapy' },
  });
  expect(team.status()).toBe(201);
  teamId = ((await team.json()) as { id: number }).id;
  const invited = await api.post(`/api/team/${teamId}/invitations`, {
    headers: bearer(physio),
    data: { email: occupational.email },
  });
  expect(invited.status()).toBe(201);
  await verifyEmail(api, occupational);
  const link = await mailedLink(
    occupational.email,
    /https?:\/\/[^\s"<>]+\/teams\/join\?token=[A-Za-z0-9_-]+/,
  );
  const accepted = await api.post('/api/team/invitation/accept', {
    headers: bearer(occupational),
    data: { token: link.searchParams.get('token'), discipline: 'occupational_therapy' },
  });
  expect(accepted.status()).toBe(200);

  ratedInBrowser = await teamEvaluation(api, teamId, 'Han Seojun');
  ratedByApi = await teamEvaluation(api, teamId, 'Yoon Hana');
  for (const [account, q1] of [
    [physio, '1'],
    [occupational, '3'],
  ] as const) {
    const rated = await api.put(`/api/document/${ratedByApi.documentId}/ratings/d450`, {
      headers: bearer(account),
      data: { q1, q2: '2' },
    });
    expect(rated.status()).toBe(200);
  }
  await api.dispose();
});

async function meetingPageOf(browser: Browser, account: Account, clientId: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await useEnglish(context);
  await useToken(context, account);
  const page = await context.newPage();
  await page.goto(`/clients/${clientId}/meeting`);
  await expect(page.locator('.meeting-table')).toBeVisible();
  return page;
}

async function rateD450(page: Page, discipline: string, performance: string): Promise<void> {
  const row = page.locator('.meeting-table tr[data-code="d450"]');
  await row.locator('summary', { hasText: 'Rate this category' }).click();
  const form = row.locator('.member-rating-form');
  await expect(form.getByRole('group', { name: `Your rating (${discipline})` })).toBeVisible();
  await form.getByLabel('Performance').selectOption(performance);
  await form.getByRole('button', { name: 'Save my rating' }).click();
  await expect(form.getByRole('status')).toHaveText('Your rating is saved.');
}

test('two disciplines rate d450 differently, the meeting view marks it, and the agreed value is set', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const physioPage = await meetingPageOf(browser, physio, ratedInBrowser.clientId);
  const row = physioPage.locator('.meeting-table tr[data-code="d450"]');
  await expect(row.getByText('No member has rated this category yet.')).toBeVisible();
  await rateD450(physioPage, 'Physiotherapy', '1');

  const otPage = await meetingPageOf(browser, occupational, ratedInBrowser.clientId);
  await expect(otPage.locator('.meeting-table tr[data-code="d450"]')).toContainText(
    `Physiotherapy (${physio.name})`,
  );
  await rateD450(otPage, 'Occupational therapy', '3');

  // One step apart is no mark; 1 and 3 are two steps apart.
  await physioPage.reload();
  await expect(row).toHaveClass(/ratings-differ/);
  await expect(row.getByText('Ratings differ by 2 or more steps')).toBeVisible();
  const assessed = row.locator('.discipline-ratings li');
  await expect(assessed).toHaveCount(2);
  await expect(assessed.nth(0)).toContainText(`Physiotherapy (${physio.name})`);
  await expect(assessed.nth(1)).toContainText(`Occupational therapy (${occupational.name})`);
  await expect(physioPage.locator('.meeting-table tr[data-code="b280"]')).not.toHaveClass(/ratings-differ/);
  // The responsible disciplines are another column: nobody is responsible for d450's intervention yet.
  await expect(physioPage.getByRole('columnheader', { name: 'Responsible' })).toBeVisible();
  await expectNoSeriousAxeViolation(physioPage);

  // The meeting agrees on 2: the document keeps it; both ratings stay.
  await row.locator('summary', { hasText: 'Agree on the value' }).click();
  const agreed = row.locator('.agreed-value-form');
  await agreed.getByLabel('Performance').selectOption('2');
  await agreed.getByLabel('Capacity').selectOption('3');
  await agreed.getByRole('button', { name: 'Set agreed value' }).click();
  await expect(agreed.getByRole('status')).toHaveText('The agreed value is saved.');
  await expect(row.locator('td').first().locator('.progress-measure strong')).toHaveText(['2', '3']);
  await expect(assessed).toHaveCount(2);

  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const document = await api.get(`/api/document/${ratedInBrowser.documentId}`, { headers: bearer(physio) });
  const saved = (await document.json()) as { data: Record<string, { q1: string; q2: string }> };
  expect(saved.data.d450).toMatchObject({ q1: '2', q2: '3' });
  await api.dispose();
  await physioPage.context().close();
  await otPage.context().close();
});

for (const locale of ['kr', 'en'] as const) {
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the meeting view's ratings in ${locale} at ${viewport.width}×${viewport.height}: marked, readable, no serious axe violation`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
      await useToken(context, occupational);
      await page.goto(`/clients/${ratedByApi.clientId}/meeting`);
      const row = page.locator('.meeting-table tr[data-code="d450"]');
      await expect(
        row.getByText(locale === 'en' ? 'Ratings differ by 2 or more steps' : '평가가 2단계 이상 차이 남'),
      ).toBeVisible();
      await expect(row.locator('.discipline-ratings li')).toHaveCount(2);
      // Both forms open, as at the meeting.
      for (const summary of await row.locator('summary').all()) await summary.click();
      await expect(row.locator('.agreed-value-form')).toBeVisible();
      await expect(row.locator('.member-rating-form')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolation(page);
    });
  }
}

test('the write screen of a team evaluation shows who assessed a category, and takes the member’s own rating', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await useEnglish(context);
  await useToken(context, occupational);
  await page.goto(`/dashboard?team=${teamId}`);
  await page
    .locator('tbody tr')
    .filter({ hasText: 'Yoon Hana' })
    .getByRole('button', { name: 'Import' })
    .click();
  await expect(page).toHaveURL(/\/write$/);
  const d450 = page.locator('#docu_d450');
  // Closed it asks nothing; opened, it lists both ratings beside the plan's responsible disciplines.
  await d450.locator('summary', { hasText: 'Assessed by' }).click();
  const assessed = d450.locator('.discipline-ratings li');
  await expect(assessed).toHaveCount(2);
  await expect(assessed.nth(0)).toContainText(`Physiotherapy (${physio.name})`);
  const mine = d450.getByRole('group', { name: 'Your rating (Occupational therapy)' });
  await expect(mine.getByLabel('Performance')).toHaveValue('3');
  await mine.getByLabel('Performance').selectOption('2');
  await d450.getByRole('button', { name: 'Save my rating' }).click();
  await expect(d450.locator('.member-rating-form').getByRole('status')).toHaveText('Your rating is saved.');
  await expect(assessed.nth(1)).toContainText('Performance 2');
  // The draft's own qualifiers (the agreed value) are untouched by a member's rating.
  await expect(d450.getByLabel('Performance').first()).toHaveValue('2');
  await expectNoSeriousAxeViolation(page);
});
