import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { expect } from '@playwright/test';
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
import { expectNoSeriousAxeViolation, saveFromWriteScreen } from './support/pages';
import { setToggle } from './support/core-set-toggle';

/**
 * The Rehab-Cycle's goals and intervention table (decision 0034): a client's goals set on the client page, a
 * category related to them on the write screen with its disciplines and interventions, the intervention table
 * (page and PDF form 6), the evaluation display per target, and the meeting view on a projector, printed and
 * checked by axe in both locales.
 */

let therapist: Account;
let clientId: number;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  therapist = await registerAccount(api, 'rehab-cycle');
  const created = await api.post('/api/client', {
    headers: bearer(therapist),
    data: { display_name: 'Park Jimin' },
  });
  expect(created.status()).toBe(201);
  clientId = ((await created.json()) as { id: number }).id;
  // An earlier evaluation, so the meeting view and the comparison have a previous one.
  const earlier = await api.post('/api/document/save', {
    headers: bearer(therapist),
    data: {
      client_id: clientId,
      evaluation_date: '2026-01-05',
      description: 'first visit',
      sets: [],
      data: {
        b280: { q1: '3', q2: '', q3: '', s1: false, s2: false, s3: false, s4: false, desc: '' },
        d450: { q1: '2', q2: '2', q3: '', s1: false, s2: false, s3: false, s4: false, desc: '' },
      },
    },
  });
  expect(earlier.status()).toBe(200);
  await api.dispose();
});

test('goals on the client page, a category’s plan on the write screen, the intervention table, the evaluation display and the meeting view', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await useEnglish(context);
  await useToken(context, therapist);

  // The client's goals.
  await page.goto(`/clients/${clientId}`);
  const goals = page.locator('.client-goals');
  await goals.getByLabel('Global goal').fill('Live at home without help');
  await goals.getByLabel('Cycle goal 1').fill('Walk 50 m with a cane');
  await goals.getByRole('button', { name: 'Save goals' }).click();
  await expect(goals.getByRole('status')).toHaveText('The goals were saved.');
  await page.reload();
  await expect(page.locator('.client-goals').getByLabel('Cycle goal 1')).toHaveValue('Walk 50 m with a cane');

  // A new evaluation: b280 related to the global goal, with a goal value, two disciplines and interventions.
  await page.goto('/select');
  await page.getByRole('button', { name: setToggle('ICF Generic Set') }).click();
  await page.locator('.select-actions .button.primary').click();
  await page.getByLabel('Saved client').selectOption({ label: 'Park Jimin' });
  await page.getByLabel('Evaluation date').fill('2026-02-16');
  const b280 = page.locator('#docu_b280');
  await b280.getByLabel('Extent of impairment').selectOption('2');
  await b280.getByLabel('Intervention target').check();
  await b280.getByLabel('Target qualifier').selectOption('1');
  // The plan's fields exist only once it is opened.
  await expect(b280.getByLabel('Physiotherapy')).toHaveCount(0);
  await b280.getByText('Goal relation and interventions').click();
  await expect(b280.getByText('Live at home without help')).toBeVisible();
  await b280.getByRole('checkbox', { name: /Global goal/ }).check();
  await b280.getByLabel('Physiotherapy').check();
  await b280.getByLabel('Nursing').check();
  await b280.getByLabel('Interventions').fill('Graded activity, twice a day');
  await expect(b280.locator('summary')).toContainText('In the intervention table');
  await page.locator('#docu_d450').getByLabel('Performance').selectOption('1');
  await saveFromWriteScreen(page, 'Re-evaluation');

  // The intervention table.
  await page.goto(`/clients/${clientId}`);
  await page.getByRole('link', { name: 'Intervention table' }).click();
  await expect(page.getByRole('heading', { name: 'Intervention table', level: 1 })).toBeVisible();
  const row = page.locator('tr[data-code="b280"]');
  await expect(row.getByRole('cell')).toHaveText([
    'Global',
    '2 → 1',
    'Physiotherapy, Nursing',
    'Graded activity, twice a day',
  ]);
  await expect(page.locator('tr[data-code="d450"]')).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the intervention table' }).click(),
  ]);
  const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', await download.path(), '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  for (const expected of [
    'Intervention table',
    'Live at home without help',
    'b280',
    'Physiotherapy, Nursing',
    'World Health Organization',
  ]) {
    expect(text).toContain(expected);
  }
  await expectNoSeriousAxeViolation(page);

  // The evaluation display: first value, goal value, latest value, reached.
  await page.goto(`/clients/${clientId}/progress`);
  const target = page.locator('.target-progress-table tr[data-code="b280"]');
  await expect(target.getByRole('cell')).toHaveText(['Global', '3', '1', '2', 'no']);

  // The meeting view on a projector, then printed.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/clients/${clientId}/meeting`);
  await expect(page.getByRole('heading', { name: 'Team meeting: Park Jimin', level: 1 })).toBeVisible();
  const meetingRow = page.locator('.meeting-table tr[data-code="b280"]');
  await expect(meetingRow.getByRole('cell')).toHaveText([
    '2',
    'Physiotherapy, Nursing',
    'Global',
    '1',
    'better',
  ]);
  await expect(page.locator('.meeting-table tr[data-code="d450"]').getByRole('cell').last()).toHaveText(
    'better',
  );
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolation(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.navbar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(meetingRow).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

for (const locale of ['kr', 'en'] as const) {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the client page, intervention table and meeting view in ${locale} at ${viewport.width}×${viewport.height}: no serious axe violation`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
      await useToken(context, therapist);
      for (const path of [
        `/clients/${clientId}`,
        `/clients/${clientId}/interventions`,
        `/clients/${clientId}/meeting`,
      ]) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'kr' ? 'ko' : 'en');
        await expectNoSidewaysScroll(page);
        await expectNoSeriousAxeViolation(page);
        if (path !== `/clients/${clientId}`) {
          // The categories' titles are in the page's language only.
          const [shown, other] =
            locale === 'en' ? ['Sensation of pain', '통증 감각'] : ['통증 감각', 'Sensation of pain'];
          await expect(page.locator('main').getByText(shown).first()).toBeVisible();
          await expect(page.locator('main')).not.toContainText(other);
        }
      }
    });
  }
}
