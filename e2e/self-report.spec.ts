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
import { expectNoSeriousAxeViolation } from './support/pages';
import { ratedEntry } from './support/write-screen';

/**
 * The client's own voice (decision record 0053): a clinician requests a self-report on the client page, a phone
 * (a second browser, 390 × 844) answers it in Korean and another in English without an account, the clinician
 * sees the answers beside the ratings with the differences marked and copies the client's words into the
 * perspective fields; a used and a revoked link are the same "does not work" page and 404.
 */

let therapist: Account;
let clientId: number;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  therapist = await registerAccount(api, 'self-report');
  const created = await api.post('/api/client', {
    headers: bearer(therapist),
    data: { display_name: 'Park Jimin' },
  });
  expect(created.status()).toBe(201);
  clientId = ((await created.json()) as { id: number }).id;
  const saved = await api.post('/api/document/save', {
    headers: bearer(therapist),
    data: {
      client_id: clientId,
      description: 'first visit',
      evaluation_date: '2026-11-01',
      sets: [],
      data: { d450: ratedEntry('1'), d455: ratedEntry('3') },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await api.dispose();
});

async function phone(browser: Browser, width = 390): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, hasTouch: true });
  return context.newPage();
}

async function requestByApi(
  api: APIRequestContext,
  locale: 'kr' | 'en',
): Promise<{ id: number; path: string }> {
  const response = await api.post(`/api/client/${clientId}/self-reports`, {
    headers: bearer(therapist),
    data: { codes: ['d450', 'd455'], locale },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; path: string };
}

test('a clinician requests, a phone answers in Korean, the clinician sees it beside the ratings and copies the words', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await useEnglish(context);
  await useToken(context, therapist);
  await page.goto(`/clients/${clientId}`);
  const section = page.locator('.self-report-section');
  await expect(section.getByRole('heading', { name: 'Client’s self-report' })).toBeVisible();
  // By default the latest evaluation's activities and participation.
  await expect(section.getByLabel(/Categories/)).toHaveValue('d450 d455');
  await section.getByLabel('Language of the questions').selectOption('kr');
  await section.getByLabel('First name for the greeting (optional)').fill('지민');
  await section.getByRole('button', { name: 'Make a link' }).click();
  const link = section.getByLabel('Link for the client');
  await expect(link).toHaveValue(/\/self-report\/[A-Za-z0-9_-]{43}$/);
  await expect(section.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
  const url = await link.inputValue();

  // The client's phone: no account, the request's language, the greeting and the WHO titles in Korean.
  const client = await phone(browser);
  const opened = await client.goto(url);
  expect(opened!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('나의 상태, 나의 말로');
  await expect(client.getByText('지민님, 안녕하세요.')).toBeVisible();
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const walking = client.getByRole('group', { name: /걷기: 얼마나 어려움이 있나요\?/ });
  await expect(walking).toBeVisible();
  await expect(client.getByText('Park Jimin')).toHaveCount(0);
  // The test browser has no Korean system font (decision record 0044): the page brings in the web font, as
  // every page does on such a device, instead of drawing Hangul as empty boxes.
  await expect(client.locator('html')).toHaveClass(/korean-web-font/);
  await expectNoSidewaysScroll(client);
  await expectNoSeriousAxeViolation(client);

  await walking.getByRole('radio', { name: '완전 문제' }).check();
  await walking.getByLabel('나의 말로 (선택)').fill('오래 걸으면 무릎이 아파요');
  const movingAround = client.getByRole('group', { name: /얼마나 어려움이 있나요\?/ }).nth(1);
  // Sent without an answer to every question: the missing one is named, nothing is sent.
  await client.getByRole('button', { name: '보내기' }).click();
  await expect(movingAround.getByText('아직 답하지 않음')).toBeVisible();
  await movingAround.getByRole('radio', { name: '중도 문제' }).check();
  await client.getByLabel('나에게 가장 어려운 것').fill('계단 오르기');
  // The answers are kept on the phone until they are sent: a reload shows them again.
  await client.reload();
  await expect(client.getByRole('radio', { name: '완전 문제' }).first()).toBeChecked();
  await expect(client.getByLabel('나에게 가장 어려운 것')).toHaveValue('계단 오르기');
  await client.getByRole('button', { name: '보내기' }).click();
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('감사합니다');

  // One send per link: the same link no longer works.
  await client.goto(url);
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('이 링크는 사용할 수 없습니다');
  expect((await request.get(`/api${new URL(url).pathname}`)).status()).toBe(404);
  await client.context().close();

  // The clinician sees the answers beside the latest evaluation's ratings: d450 (4 against 1) is marked.
  await page.reload();
  const answered = section.locator('.self-report-item[data-status="answered"]');
  await expect(answered).toBeVisible();
  const walkingRow = answered.getByRole('row', { name: /d450/ });
  await expect(walkingRow).toContainText('4 Complete problem');
  await expect(walkingRow).toContainText('Differs by 2 or more');
  await expect(walkingRow).toContainText('오래 걸으면 무릎이 아파요');
  await expect(answered.getByRole('row', { name: /d455/ })).not.toContainText('Differs by 2 or more');
  await expectNoSeriousAxeViolation(page);

  // On the write screen of a new evaluation, one action copies the client's words, never a rating.
  await page.getByRole('button', { name: 'New evaluation for this client' }).click();
  await expect(page).toHaveURL(/\/write$/);
  const beside = page.locator('.self-report-beside');
  await beside.locator('summary').click();
  await beside.getByRole('button', { name: 'Copy the client’s words into the perspective fields' }).click();
  const perspective = page.getByLabel("Client's perspective and requirements: activities and participation");
  await expect(perspective).toHaveValue(/d450: 오래 걸으면 무릎이 아파요/);
  await expect(perspective).toHaveValue(/What is hardest for me: 계단 오르기/);
  await expect(page.locator('#docu_d450 select').first()).toHaveValue('');

  // The progress page lists the self-reports over time beside the evaluations.
  await page.goto(`/clients/${clientId}/progress`);
  const overTime = page.getByRole('region', { name: 'Self-reports over time' });
  await expect(overTime.getByRole('row', { name: /d450/ })).toContainText('Complete problem');
  await expect(overTime.getByRole('row', { name: /d455/ })).toContainText('Severe problem');
});

test('a phone answers an English link, is told when offline at Send and keeps the answers', async ({
  browser,
  request,
}) => {
  const { path } = await requestByApi(request, 'en');
  const client = await phone(browser);
  await client.goto(path);
  const walking = client.getByRole('group', {
    name: 'Question 1 of 2 How much difficulty do you have with: walking?',
  });
  await walking.getByRole('radio', { name: 'Does not apply to me' }).check();
  await client
    .getByRole('group', { name: /Question 2 of 2/ })
    .getByRole('radio', { name: 'Mild problem' })
    .check();
  await expectNoSeriousAxeViolation(client);
  await client.context().setOffline(true);
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByRole('alert')).toContainText('There is no connection right now');
  await expect(walking.getByRole('radio', { name: 'Does not apply to me' })).toBeChecked();
  await client.context().setOffline(false);
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByRole('heading', { level: 1 })).toHaveText('Thank you');
  await client.context().close();
});

test('a revoked link and a wrong link answer 404 and show that the link does not work', async ({
  browser,
  request,
}) => {
  const { id, path } = await requestByApi(request, 'en');
  const revoked = await request.post(`/api/client/${clientId}/self-reports/${id}/revoke`, {
    headers: bearer(therapist),
  });
  expect(revoked.status()).toBe(200);
  for (const link of [path, `/self-report/${'x'.repeat(43)}`]) {
    expect((await request.get(`/api${link}`)).status()).toBe(404);
    const client = await phone(browser);
    await client.goto(link);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText('이 링크는 사용할 수 없습니다');
    await client.context().close();
  }
});

for (const width of [320, 390, 1366, 1920]) {
  test(`the client's page at ${width} px: no serious axe violation, nothing sideways`, async ({
    browser,
    request,
  }) => {
    const { path } = await requestByApi(request, 'kr');
    const client = await phone(browser, width);
    await client.goto(path);
    await expect(client.getByRole('button', { name: '보내기' })).toBeVisible();
    await expectNoSidewaysScroll(client);
    await expectNoSeriousAxeViolation(client);
    await client.context().close();
  });
}
