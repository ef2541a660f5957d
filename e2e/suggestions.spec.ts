import { expect } from '@playwright/test';
import { test } from './support/test';

/**
 * Suggested treatment plans (decision 0012) with the offline provider (no LLM is configured for the e2e server):
 * the preview before sending, the alert, the status turning ready by itself and the plan under its title.
 */

const password = 'correct-horse-42';

test('a suggestion is previewed, sent, becomes ready and shows the plan', async ({
  page,
  context,
  request,
}) => {
  const baseURL = test.info().project.use.baseURL!;
  const email = `suggest-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post('/api/register', {
    data: { name: 'E2E suggest', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(200);
  const { token } = (await registered.json()) as { token: string };
  const blank = { q1: '', q2: '', q3: '', s1: false, s2: false, s3: false, s4: false, desc: '' };
  const saved = await request.post('/api/document/save', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      client: 'Jane Doe',
      description: 'stroke follow-up',
      sets: [],
      data: {
        d450: { ...blank, q1: '3', desc: 'Jane walks <b>10 m</b> with a cane' },
        b280: { ...blank, q1: '1' },
      },
    },
  });
  expect(saved.status()).toBe(200);
  await context.addCookies([
    { name: 'token', value: token, url: baseURL },
    { name: 'locale', value: 'en', url: baseURL },
  ]);

  await page.goto('/dashboard');
  await page
    .getByRole('button', {
      name: /^Suggest a treatment plan for stroke follow-up, \d{4}-\d\d-\d\d \d\d:\d\d$/,
    })
    .click();

  const dialog = page.getByRole('dialog', { name: /What will be sent/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('d450 Walking');
  await expect(dialog).toContainText('the client walks <b>10 m</b> with a cane');
  await expect(dialog).not.toContainText('Jane');
  await expect(dialog).toContainText('sends nothing out');
  await dialog.getByRole('button', { name: 'Send' }).click();

  const alert = page.getByRole('alertdialog', { name: 'Suggestion has been sent successfully.' });
  await expect(alert).toContainText('Please check back in about one minute.');
  await alert.getByRole('button').first().click();

  const status = page.getByTestId(/^suggestion-status-/);
  await expect(status).toHaveText('Ready', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Show plan' }).click();

  const plan = page.getByRole('region', { name: 'recommended treatment plan' });
  await expect(plan).toContainText('Rule-based draft plan (not AI)');
  await expect(plan).toContainText('d450 Walking');
  await expect(plan).toContainText('Goal: Performance from 3 (Severe) to 2 (Moderate)');
  // Markup in the text is shown as text, never interpreted.
  await expect(plan).toContainText('the client walks <b>10 m</b> with a cane');
  await expect(plan.locator('b')).toHaveCount(0);
  await expect(plan.locator('br').first()).toBeAttached();
  await expect(plan).toContainText('not by AI');
  await expect(plan).toContainText('a suggestion for a qualified professional to review');
  await expect(plan.getByRole('button', { name: 'Copy plan' })).toBeVisible();
});
