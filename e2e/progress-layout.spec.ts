import { expect } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, bearer, expectNoSidewaysScroll, registerAccount, type Account } from './support/accounts';
import { brokenWords } from './support/layout';

/**
 * The progress page (decision 0018) on a 390×844 phone in both languages: category titles in the page's language,
 * and the comparison tables keep their dates and words whole ('2026-09-01', 'Goal'), scrolling inside their
 * frame when they need more room than the phone has.
 */

let clinician: Account;
let clientId: number;
let names: {
  b280: { name: string; name_translation: string };
  d450: { name: string; name_translation: string };
};

const blank = { q1: '', q2: '', q3: '', s1: false, s2: false, s3: false, s4: false, desc: '' };

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  clinician = await registerAccount(api, 'progress-layout');
  const created = await api.post('/api/client', {
    headers: bearer(clinician),
    data: { display_name: '정하윤' },
  });
  expect(created.status()).toBe(201);
  clientId = ((await created.json()) as { id: number }).id;
  const evaluations = [
    { date: '2026-06-09', b280: '3', d450: '2' },
    { date: '2026-07-21', b280: '2', d450: '2' },
    { date: '2026-09-01', b280: '1', d450: '3' },
  ];
  for (const evaluation of evaluations) {
    const saved = await api.post('/api/document/save', {
      headers: bearer(clinician),
      data: {
        client_id: clientId,
        description: `evaluation ${evaluation.date}`,
        evaluation_date: evaluation.date,
        sets: [],
        data: {
          b280: {
            ...blank,
            q1: evaluation.b280,
            s1: true,
            goal: { slot: 'q1', value: '1', date: '2026-10-01' },
            related_goals: ['global'],
          },
          d450: { ...blank, q1: evaluation.d450 },
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const codes = await api.get('/api/code/all');
  names = (await codes.json()) as typeof names;
  await api.dispose();
});

for (const locale of ['en', 'kr'] as const) {
  test(`on a 390×844 phone in ${locale} category titles are in ${locale} and no date or word breaks`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await context.addCookies([
      { name: 'token', value: clinician.token, url: baseUrl() },
      { name: 'locale', value: locale, url: baseUrl() },
    ]);
    await page.goto(`/clients/${clientId}/progress`);
    const comparison = page.locator('table.progress-table:not(.target-progress-table)');
    await expect(comparison.getByRole('columnheader')).toHaveText([
      locale === 'en' ? 'Category' : '범주',
      '2026-06-09',
      '2026-07-21',
      '2026-09-01',
      locale === 'en' ? 'Change' : '변화',
      locale === 'en' ? 'Goal' : '목표',
    ]);

    const title = (code: 'b280' | 'd450') =>
      locale === 'en' ? names[code].name : names[code].name_translation || names[code].name;
    for (const code of ['b280', 'd450'] as const) {
      await expect(comparison.locator(`tr[data-code="${code}"] th`)).toHaveText(`${code} ${title(code)}`);
    }
    const targets = page.locator('table.target-progress-table');
    await expect(targets.locator('tr[data-code="b280"] th')).toHaveText(`b280 ${title('b280')}`);
    if (locale === 'en') await expect(page.locator('main')).not.toContainText(names.b280.name_translation);

    for (const table of await page.locator('table.progress-table').all()) {
      expect(await brokenWords(table)).toEqual([]);
    }
    // The charts load with their library; their captions keep their words whole too.
    await expect(page.locator('.progress-chart').first()).toBeVisible();
    expect(await brokenWords(page.locator('.progress-charts'))).toEqual([]);
    await expectNoSidewaysScroll(page);
  });
}
