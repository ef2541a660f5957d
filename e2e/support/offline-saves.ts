import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { en } from '../../packages/shared/src/i18n/en';
import { kr } from '../../packages/shared/src/i18n/kr';
import type { Messages } from '../../packages/shared/src/i18n';
import { baseUrl, bearer, useToken, type Account } from './accounts';

/** What the offline specs share (decision records 0026, 0031): the catalogues, the account's documents, /write. */
export const catalogues: Record<'en' | 'kr', Messages> = { en, kr };

/** English on a desk, Korean on a phone: every offline test runs in both. */
export const localeVariants = [
  { locale: 'en' as const, viewport: { width: 1366, height: 900 } },
  { locale: 'kr' as const, viewport: { width: 390, height: 844 } },
];

/** The account's documents as the API lists them, for counting what the server stored. */
export async function listDocuments(api: APIRequestContext, account: Account) {
  const response = await api.get('/api/document/all', { headers: bearer(account) });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    total: number;
    data: { id: number; client: string; description: string }[];
  };
}

/** Signed in, in `locale`: the generic set chosen on /select, then /write, online. */
export async function openWriteScreen(
  page: Page,
  context: BrowserContext,
  account: Account,
  locale: 'en' | 'kr',
): Promise<void> {
  await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
  await useToken(context, account);
  await page.goto('/select');
  const toggle = page.getByRole('button', { name: /ICF Generic Set/ }).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/write');
  await expect(page.locator('#docu_b280')).toBeVisible();
}
