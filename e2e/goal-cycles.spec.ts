import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test';
import {
  baseUrl,
  bearer,
  expectNoSidewaysScroll,
  registerAccount,
  useToken,
  type Account,
} from './support/accounts';
import { brokenWords } from './support/layout';
import { expectNoSeriousAxeViolation } from './support/pages';

/**
 * Goal cycles (decision record 0056) on the client page: the client's agreement recorded, the cycle closed with
 * a result per goal and the evaluation that judged it, the next cycle opened with the goal not reached; the
 * closed cycle on the progress page, and the intervention table still showing the plan after a re-evaluation
 * saved without it. In both locales, on a projector and a phone, with axe.
 */

const labels = {
  en: {
    consentAgreed: 'Agreed',
    consentOn: 'Date of the answer',
    save: 'Save cycle',
    saved: 'The cycle was saved.',
    agreedOn: 'The client agreed on 2026-01-06',
    close: 'Close this cycle',
    reached: 'Reached',
    notReached: 'Not reached',
    judgedBy: 'Judged by the evaluation',
    end: 'End of this cycle',
    nextStart: 'Start of the next cycle',
    submit: 'Close the cycle and open the next',
    closed: 'Cycle 1 was closed; cycle 2 is open.',
    open2: 'Cycle 2 (open)',
    closedTitle: 'Cycle 1: 2026-01-05 – 2026-02-16',
    cycleGoal1: 'Cycle goal 1',
    planFromEarlier: 'The latest evaluation (2026-02-16) holds no plan',
    physiotherapy: 'Physiotherapy',
  },
  kr: {
    consentAgreed: '동의함',
    consentOn: '답한 날짜',
    save: '주기 저장',
    saved: '주기를 저장했습니다.',
    agreedOn: '대상자가 2026-01-06에 동의함',
    close: '이 주기 마치기',
    reached: '달성',
    notReached: '미달성',
    judgedBy: '판정한 평가',
    end: '이 주기의 종료일',
    nextStart: '다음 주기 시작일',
    submit: '주기를 마치고 다음 주기 열기',
    closed: '주기 1을(를) 마쳤습니다. 주기 2이(가) 열렸습니다.',
    open2: '주기 2 (진행 중)',
    closedTitle: '주기 1: 2026-01-05 – 2026-02-16',
    cycleGoal1: '주기 목표 1',
    planFromEarlier: '최근 평가(2026-02-16)에는 계획이 없어',
    physiotherapy: '물리치료',
  },
} as const;

const blank = { q1: '', q2: '', q3: '', s1: false, s2: false, s3: false, s4: false, desc: '' };

/** A client with two goals, an evaluation with a plan and a re-evaluation saved without it. */
async function clientWithPlan(api: APIRequestContext, account: Account, name: string) {
  const created = await api.post('/api/client', { headers: bearer(account), data: { display_name: name } });
  expect(created.status()).toBe(201);
  const clientId = ((await created.json()) as { id: number }).id;
  const goals = await api.put(`/api/client/${clientId}/goals`, {
    headers: bearer(account),
    data: { global: 'Live at home without help', cycle_1: 'Walk 50 m with a cane' },
  });
  expect(goals.status()).toBe(200);
  const cycle = await api.put(`/api/client/${clientId}/cycles/current`, {
    headers: bearer(account),
    data: { starts_on: '2026-01-05', consent: 'pending' },
  });
  expect(cycle.status()).toBe(200);
  for (const [date, d450] of [
    [
      '2026-01-05',
      {
        ...blank,
        q1: '3',
        q2: '3',
        goal: { slot: 'q1', value: '1', date: '' },
        related_goals: ['cycle_1'],
        disciplines: ['physiotherapy'],
        interventions: 'Gait training',
      },
    ],
    ['2026-02-16', { ...blank, q1: '2', q2: '2' }],
  ] as const) {
    const saved = await api.post('/api/document/save', {
      headers: bearer(account),
      data: {
        client_id: clientId,
        evaluation_date: date,
        description: `Evaluation ${date}`,
        sets: [],
        data: { d450 },
      },
    });
    expect(saved.status()).toBe(200);
  }
  return clientId;
}

let therapist: Account;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  therapist = await registerAccount(api, 'goal-cycles');
  await api.dispose();
});

for (const locale of ['kr', 'en'] as const) {
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 390, height: 844 },
  ]) {
    test(`a cycle's agreement recorded, the cycle closed with results and the next opened, in ${locale} at ${viewport.width}×${viewport.height}`, async ({
      page,
      context,
      playwright,
    }) => {
      test.setTimeout(120_000);
      const text = labels[locale];
      const api = await playwright.request.newContext({ baseURL: baseUrl() });
      const clientId = await clientWithPlan(api, therapist, `Cycle ${locale} ${viewport.width}`);
      await api.dispose();
      await page.setViewportSize(viewport);
      await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
      await useToken(context, therapist);

      await page.goto(`/clients/${clientId}`);
      const cycles = page.locator('section.goal-cycles');
      await expect(cycles.getByRole('heading', { level: 2 })).toBeVisible();

      // The client agreed to the goals.
      const current = cycles.locator('form.goal-cycle-form');
      await current.getByLabel(text.consentAgreed, { exact: true }).check();
      await current.getByLabel(text.consentOn).fill('2026-01-06');
      await current.getByRole('button', { name: text.save }).click();
      await expect(current.getByRole('status')).toHaveText(text.saved);
      await expect(cycles.getByText(text.agreedOn)).toBeVisible();

      // Closing: cycle goal 1 reached (judged by the re-evaluation, the default), the global goal not reached.
      await cycles.getByText(text.close, { exact: true }).click();
      const closing = cycles.locator('details.goal-cycle-close');
      await closing.locator('[data-goal="global"]').getByLabel(text.notReached, { exact: true }).check();
      const goal1 = closing.locator('[data-goal="cycle_1"]');
      await goal1.getByLabel(text.reached, { exact: true }).check();
      await expect(goal1.getByLabel(text.judgedBy)).toHaveValue(/\d+/);
      await closing.getByLabel(text.end).fill('2026-02-16');
      await closing.getByLabel(text.nextStart).fill('2026-02-17');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolation(page);
      await closing.getByRole('button', { name: text.submit }).click();
      await expect(cycles.locator('.cycle-closed-notice')).toHaveText(text.closed);

      // The next cycle is open, its agreement not recorded; the closed one lists each goal's result.
      await expect(cycles.getByRole('heading', { name: text.open2 })).toBeVisible();
      const closed = cycles.locator('.closed-cycle[data-cycle="1"]');
      await expect(closed.getByRole('heading', { name: text.closedTitle })).toBeVisible();
      await expect(closed.locator('tr[data-goal="cycle_1"] .cycle-result')).toHaveText(text.reached);
      await expect(closed.locator('tr[data-goal="cycle_1"]')).toContainText('Walk 50 m with a cane');
      await expect(closed.locator('tr[data-goal="cycle_1"]')).toContainText('2026-02-16');
      await expect(closed.locator('tr[data-goal="global"] .cycle-result')).toHaveText(text.notReached);
      // The reached goal's slot is free; the goal not reached stays for the next cycle.
      await expect(page.locator('.client-goals').getByLabel(text.cycleGoal1)).toHaveValue('');
      await expect(cycles.locator('[data-goal="global"] .goal-text')).toHaveText('Live at home without help');
      await expectNoSidewaysScroll(page);
      if (locale === 'kr') expect(await brokenWords(cycles)).toEqual([]);
      await expectNoSeriousAxeViolation(page);

      // The progress page shows the closed cycle; the intervention table still shows the plan.
      await page.goto(`/clients/${clientId}/progress`);
      await expect(page.locator('.closed-cycle[data-cycle="1"] tr[data-goal="cycle_1"]')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolation(page);
      await page.goto(`/clients/${clientId}/interventions`);
      await expect(page.locator('tr[data-code="d450"]')).toBeVisible();
      await expect(page.locator('.plan-source')).toContainText(text.planFromEarlier);
      await expectNoSeriousAxeViolation(page);
      // The meeting view shows the latest rating of d450 with the cycle's plan for it.
      await page.goto(`/clients/${clientId}/meeting`);
      await expect(page.locator('tr[data-code="d450"]')).toContainText(text.physiotherapy);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolation(page);
    });
  }
}
