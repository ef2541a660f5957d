import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, bearer, registerAccount, useToken, type Account } from './support/accounts';

/**
 * The dashboard's page links read on from the page shown (decision record 0047): a later page by its
 * `next_cursor`, an earlier one by its `prev_cursor`, page 1 and the last page from their own ends. The rows
 * must be those of the page by number, and the address keeps the cursor through a reload.
 */

let pager: Account;
/** 35 documents, newest first: four pages of 10, the last one of 5. */
const documentCount = 35;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  pager = await registerAccount(api, 'dashboard-paging');
  for (let number = 1; number <= documentCount; number += 1) {
    const response = await api.post('/api/document/save', {
      headers: bearer(pager),
      data: { client: `Client ${String(number).padStart(2, '0')}`, sets: [], data: {} },
    });
    expect(response.status()).toBe(200);
  }
  await api.dispose();
});

const rows = (page: Page) => page.locator('.documents-table tbody tr');

/** The row numbers and clients shown, as "11 Client 25". */
async function shownRows(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('td')]
        .slice(0, 2)
        .map((td) => td.textContent?.trim())
        .join(' '),
    ),
  );
}

/** Page `number` as the list shows it by number, newest first. */
function expectedRows(number: number): string[] {
  const first = (number - 1) * 10 + 1;
  const last = Math.min(number * 10, documentCount);
  return Array.from({ length: last - first + 1 }, (_, index) => {
    const row = first + index;
    return `${row} Client ${String(documentCount + 1 - row).padStart(2, '0')}`;
  });
}

test('page links read on from the page shown and show the rows of the page by number', async ({
  page,
  context,
}) => {
  await useToken(context, pager);
  await page.goto('/dashboard');
  const pagination = page.getByRole('navigation', { name: '페이지' });
  await expect(rows(page)).toHaveCount(10);
  expect(await shownRows(page)).toEqual(expectedRows(1));

  await pagination.getByRole('link', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/\/dashboard\?page=2&cursor=[A-Za-z0-9_-]+$/);
  await expect(pagination.getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
  expect(await shownRows(page)).toEqual(expectedRows(2));

  await pagination.getByRole('link', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/dashboard\?page=3&cursor=[A-Za-z0-9_-]+$/);
  await expect(pagination.getByRole('link', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
  expect(await shownRows(page)).toEqual(expectedRows(3));

  // The cursor stays in the address: a reload reads the same page.
  await page.reload();
  await expect(pagination.getByRole('link', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
  expect(await shownRows(page)).toEqual(expectedRows(3));

  await pagination.getByRole('link', { name: '이전' }).click();
  await expect(page).toHaveURL(/\/dashboard\?page=2&cursor=[A-Za-z0-9_-]+$/);
  await expect(pagination.getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
  expect(await shownRows(page)).toEqual(expectedRows(2));

  // The last page needs no cursor: it is read from its own end.
  await pagination.getByRole('link', { name: '4 페이지' }).click();
  await expect(page).toHaveURL(/\/dashboard\?page=4$/);
  await expect(rows(page)).toHaveCount(5);
  expect(await shownRows(page)).toEqual(expectedRows(4));

  // Sorting starts again on page 1, without the cursor.
  await page.getByRole('button', { name: '대상자' }).click();
  await expect(page).toHaveURL(/\/dashboard\?sort=client&order=asc$/);
  await expect(rows(page).first().locator('td').nth(1)).toHaveText('Client 01');
});
