import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, bearer, registerAccount, useEnglish, useToken, type Account } from './support/accounts';
import { setToggle } from './support/core-set-toggle';

/**
 * Keyboard and screen-reader details: focus after +, −, the collapse arrow and the sidebar's −
 * (never <body>), the code tabs' arrow keys, the names of add and remove buttons, the keyboard help, and a
 * whole documentation (choose a set, write, rate three codes, save) with the keyboard only.
 */

const genericSet = setToggle('ICF Generic Set');

/** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 200 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function expectFocusNotOnBody(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

async function chooseGeneric(page: Page): Promise<void> {
  await page.goto('/select');
  const toggle = page.getByRole('button', { name: genericSet });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

test.describe('focus and names', () => {
  test('select screen: − and + hand the focus to the next row, the tabs follow the ARIA pattern', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await useEnglish(context);
    await chooseGeneric(page);
    const selected = page.getByRole('list', { name: 'Selected codes' });

    // Minus names its code and title, and hands the focus to the next row's minus.
    const removeWalking = selected.getByRole('button', { name: 'Remove d450 Walking', exact: true });
    await expect(removeWalking).toBeVisible();
    const removeB130 = selected.getByRole('button', { name: /^Remove b130 / });
    const removeB152 = selected.getByRole('button', { name: /^Remove b152 / });
    await removeB130.focus();
    await page.keyboard.press('Enter');
    await expect(removeB130).toHaveCount(0);
    await expect(removeB152).toBeFocused();

    // Tabs: one tab stop (roving tabindex), arrows and Home/End move and open, the panel is labelled by its tab.
    const diffTab = page.getByRole('tab', { name: /Diff codes/ });
    const otherTab = page.getByRole('tab', { name: /Other codes/ });
    await expect(diffTab).toHaveAttribute('tabindex', '0');
    await expect(otherTab).toHaveAttribute('tabindex', '-1');
    await diffTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(otherTab).toBeFocused();
    await expect(otherTab).toHaveAttribute('aria-selected', 'true');
    await expect(otherTab).toHaveAttribute('tabindex', '0');
    await expect(diffTab).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('tabpanel', { name: /Other codes/ })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(diffTab).toBeFocused();
    await expect(diffTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(otherTab).toBeFocused();
    await page.keyboard.press('End');
    await expect(otherTab).toBeFocused();
    await expect(otherTab).toHaveAttribute('aria-selected', 'true');

    // Plus in the panel: the code moves to the selected list, the next row's plus takes the focus.
    const panel = page.getByRole('tabpanel');
    const adds = panel.getByRole('button', { name: /^Add / });
    const [firstName, secondName] = await Promise.all([
      adds.nth(0).getAttribute('aria-label'),
      adds.nth(1).getAttribute('aria-label'),
    ]);
    await adds.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: firstName!, exact: true })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: secondName!, exact: true })).toBeFocused();

    // The collapse arrow closes the panel and gives the focus back to its tab.
    await page.getByRole('button', { name: 'Collapse panel' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
    await expect(otherTab).toBeFocused();

    // Removing every selected code: the last minus leaves the focus on the list's heading.
    const minuses = selected.getByRole('button', { name: /^Remove / });
    await minuses.first().focus();
    while ((await minuses.count()) > 0) {
      await page.keyboard.press('Enter');
      await expectFocusNotOnBody(page);
    }
    await expect(page.getByRole('heading', { name: 'Selected codes' })).toBeFocused();
  });

  test('write screen: the sidebar − moves the focus on; search results name what they add (both locales)', async ({
    page,
    context,
  }) => {
    await chooseGeneric(page);
    await page.locator('.select-actions .button.primary').click();
    await expect(page).toHaveURL(/\/write$/);
    await page.getByRole('switch').check();

    // Korean: "d450 걷기 추가" on a search result, "… 삭제" on a minus.
    const search = page.getByRole('searchbox');
    await search.fill('d46');
    await expect(
      page.getByRole('button', { name: 'd460 여러 장소에서 이동하기 추가', exact: true }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: /선택된 코드/ });
    await expect(nav.getByRole('button', { name: 'd450 걷기 삭제', exact: true })).toBeVisible();

    const minuses = nav.getByRole('button', { name: / 삭제$/ });
    const count = await minuses.count();
    const second = await minuses.nth(1).getAttribute('aria-label');
    await minuses.first().focus();
    await page.keyboard.press('Enter');
    await expect(minuses).toHaveCount(count - 1);
    await expect(nav.getByRole('button', { name: second!, exact: true })).toBeFocused();
    while ((await minuses.count()) > 0) {
      await page.keyboard.press('Enter');
      await expectFocusNotOnBody(page);
    }
    await expect(nav.getByRole('heading')).toBeFocused();

    // English: "Add d450 Walking".
    await useEnglish(context);
    await page.reload();
    await page.getByRole('switch').check();
    await page.getByRole('searchbox').fill('d450');
    const add = page.getByRole('button', { name: 'Add d450 Walking', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#docu_d450')).toBeVisible();
    await expectFocusNotOnBody(page);
  });

  test('the keyboard help opens from the write screen and closes on Escape', async ({ page }) => {
    await page.goto('/write');
    const button = page.getByRole('button', { name: '키보드 사용법' });
    await button.focus();
    await page.keyboard.press('Enter');
    const help = page.getByRole('dialog', { name: '키보드로 작성하기' });
    await expect(help).toBeVisible();
    await expect(help).toContainText('0–4, 8, 9');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });
});

test.describe('keyboard only', () => {
  let account: Account;

  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: baseUrl() });
    account = await registerAccount(api, 'keyboard');
    await api.dispose();
  });

  test('choose a set, open write, rate three codes by typing digits, save: no mouse', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await useToken(context, account);
    await page.goto('/select');

    const generic = page.getByRole('button', { name: setToggle('ICF 일반 세트') });
    await tabTo(page, generic);
    await page.keyboard.press('Enter');
    await expect(generic).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('button', { name: '다음' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/write$/);

    // A digit typed on a focused qualifier sets it (the native select's type-ahead).
    const ratings: [string, string][] = [
      ['b130', '2'],
      ['b152', '3'],
      ['d450', '1'],
    ];
    for (const [code, digit] of ratings) {
      const qualifier = page.locator(`#docu_${code} select`).first();
      await tabTo(page, qualifier);
      await page.keyboard.type(digit);
      await expect(qualifier).toHaveValue(digit);
    }

    await tabTo(page, page.getByRole('button', { name: '저장', exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    // The save prompt asks for a description, its field focused.
    const prompt = page.getByRole('alertdialog', { name: '문서 저장' });
    await expect(prompt.getByRole('textbox', { name: '설명' })).toBeFocused();
    await page.keyboard.type('Rated with the keyboard only');
    await tabTo(page, prompt.getByRole('button', { name: '저장' }));
    await page.keyboard.press('Enter');
    await expect(prompt).toBeHidden();
    await expect
      .poll(async () => {
        const list = await page.request.get('/api/document/all', { headers: bearer(account) });
        return ((await list.json()) as { total: number }).total;
      })
      .toBe(1);
  });
});
