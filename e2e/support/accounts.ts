import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { fontsSettled } from './layout';

/** What the e2e specs share: the server's address, accounts made through the API, cookies a page starts with. */

export const password = 'correct-horse-42';

export interface Account {
  name: string;
  email: string;
  password: string;
  token: string;
}

export function baseUrl(): string {
  return test.info().project.use.baseURL!;
}

/** An address no other test (or earlier run against the same server) has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers a fresh account named after `label`, through the API. */
export async function registerAccount(api: APIRequestContext, label: string): Promise<Account> {
  const name = `E2E ${label}`;
  const email = uniqueEmail(label);
  const response = await api.post('/api/register', {
    data: { name, email, password, password_confirmation: password },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { name, email, password, token };
}

/** The browser starts signed in as the account, as a login would leave it. */
export async function useToken(context: BrowserContext, account: Account): Promise<void> {
  await context.addCookies([{ name: 'token', value: account.token, url: baseUrl() }]);
}

export async function useEnglish(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
}

export function bearer(account: Account) {
  return { Authorization: `Bearer ${account.token}` };
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await fontsSettled(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
