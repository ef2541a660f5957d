import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { bearer, expectNoSidewaysScroll, registerAccount, useToken } from './support/accounts';
import { setToggle } from './support/core-set-toggle';

/**
 * Small screens (decision 0013) at 390×844: the write screen's sidebar as a drawer under a sticky bar of actions, the dashboard's
 * rows as cards, the select screen's lower panel, and the navigation menu (a native popover) that closes on
 * Escape, on a click outside and after a choice.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const phoneWidth = 390;
const strokeSet = setToggle('뇌졸중');

async function chooseStrokeSet(page: Page): Promise<void> {
  await page.goto('/select');
  const toggle = page.getByRole('button', { name: strokeSet });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('selected-count')).toHaveText('18개 선택됨');
}

/** Left and right edges of the element lie within the phone's width (nothing hides sideways). */
async function expectWithinWidth(element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(phoneWidth);
}

test.describe('write screen on a phone', () => {
  test('Save is in view at once and stays there; the drawer opens and closes by keyboard', async ({
    page,
  }) => {
    await chooseStrokeSet(page);
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/\/write$/);

    // With 18 codes, Save is in the first screen: the sidebar is not above the form but in a closed drawer.
    const save = page.getByRole('button', { name: '저장', exact: true });
    await expect(save).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);

    // The bar of actions stays under the navigation bar while the form scrolls. Blocks off screen are laid out
    // only as the scroll passes them (content-visibility), which can push the last one out of view again: scroll
    // to it until it stays there, as a user would.
    const lastBlock = page.locator('#docu_e580');
    await expect(async () => {
      await lastBlock.scrollIntoViewIfNeeded();
      await expect(lastBlock).toBeInViewport({ timeout: 1_000 });
    }).toPass();
    await expect(save).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: '다운로드', exact: true })).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);

    // Keyboard: the toggle opens the drawer (focus inside), Escape closes it and focus comes back.
    const open = page.getByRole('button', { name: /^검색과 선택한 코드 \d+$/ });
    await expect(open).toContainText('18');
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: '검색과 선택한 코드' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('searchbox')).toBeVisible();
    await expect(drawer.getByRole('navigation').getByRole('link')).toHaveCount(18);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    // Its close button, and a tap beside the sheet, close it too.
    await open.click();
    await drawer.getByRole('button', { name: '검색과 선택한 코드 닫기' }).click();
    await expect(drawer).toHaveCount(0);
    await open.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(phoneWidth - 8, 600);
    await expect(drawer).toHaveCount(0);

    // Going to a code from the drawer closes it and shows that code's block, its title focused.
    await open.click();
    await drawer.getByRole('navigation').getByRole('link', { name: /d450/ }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.locator('#docu_d450 .code-block-title')).toBeFocused();
    await expect(page.locator('#docu_d450 .code-block-title')).toBeInViewport();
    await expect(save).toBeInViewport({ ratio: 1 });

    // The search in the drawer, by keyboard: modify on, then a result adds its code.
    await open.click();
    await drawer.getByRole('switch').check();
    await drawer.getByRole('searchbox').fill('b280');
    await drawer.getByRole('button', { name: /b280/ }).first().click();
    await expect(drawer.getByRole('navigation').getByRole('link')).toHaveCount(19);
    await page.keyboard.press('Escape');
    await expect(open).toContainText('19');
  });

  test('at 1366 px the sidebar stays beside the form, without a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await chooseStrokeSet(page);
    await page.goto('/write');
    await expect(page.getByRole('complementary').getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('button', { name: /^검색과 선택한 코드 \d+$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '저장', exact: true })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('dashboard on a phone', () => {
  test('every row is a card whose actions all show within the width', async ({ page, context }) => {
    const account = await registerAccount(page.request, 'phone-cards');
    for (const client of ['김하나', 'A client with a rather long name that must wrap on a phone screen']) {
      const response = await page.request.post('/api/document/save', {
        headers: bearer(account),
        data: {
          client,
          description: `${client}의 초기 평가, 긴 설명이 카드 안에서 줄을 바꿉니다`,
          sets: [],
          data: {},
        },
      });
      expect(response.status()).toBe(200);
    }
    await useToken(context, account);
    await page.goto('/dashboard');
    const cards = page.locator('.documents-table tbody tr');
    await expect(cards).toHaveCount(2);
    await expectNoSidewaysScroll(page);

    for (const card of await cards.all()) {
      const actions = card.getByRole('button');
      // Copy, versions, import, download, delete and the suggestion request.
      await expect(actions).toHaveCount(6);
      for (const action of await actions.all()) {
        await expect(action).toBeVisible();
        await expectWithinWidth(action);
      }
      await expectWithinWidth(card);
    }
    // The sort buttons stay, as a bar above the cards.
    await expect(page.getByRole('button', { name: '대상자' })).toBeVisible();

    // The actions work from the card: Import opens the document on the write screen.
    await cards.first().getByRole('button', { name: '불러오기' }).click();
    await expect(page).toHaveURL(/\/write$/);
  });
});

test.describe('select screen on a phone', () => {
  test('the lower panel opens in view, has room, scrolls, and its controls are reachable', async ({
    page,
  }) => {
    await chooseStrokeSet(page);
    const tab = page.getByRole('tab', { name: /기타 코드/ });
    await tab.click();
    const body = page.locator('#code-panel-body');
    await expect(body).toBeVisible();

    // The tabs, the collapse arrow and the list are all on screen together, the list at least 18rem high.
    await expect(tab).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: '패널 접기' })).toBeInViewport({ ratio: 1 });
    await expect(body).toBeInViewport({ ratio: 1 });
    const height = (await body.boundingBox())!.height;
    expect(height).toBeGreaterThanOrEqual(18 * 16);

    // It scrolls within itself, and an add button far down the list works.
    const scrolls = await body.evaluate((element) => element.scrollHeight > element.clientHeight);
    expect(scrolls).toBe(true);
    const lastAdd = body.locator('.code-row-add').last();
    // The click scrolls the list (its rows are laid out as they come near) until the button takes the tap.
    await lastAdd.click();
    expect(await body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expect(page.getByTestId('selected-count')).toHaveText('19개 선택됨');
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: '패널 접기' }).click();
    await expect(body).toHaveCount(0);
  });
});

test.describe('navigation menu on a phone', () => {
  async function openMenu(page: Page) {
    const toggle = page.getByRole('button', { name: '메뉴 열기/닫기' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#navbar-menu');
    await expect(menu.getByRole('link', { name: '로그인' })).toBeVisible();
    return { toggle, menu };
  }

  test('closes on Escape', async ({ page }) => {
    await page.goto('/');
    const { toggle, menu } = await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: '로그인' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on a click outside it', async ({ page }) => {
    await page.goto('/');
    const { toggle, menu } = await openMenu(page);
    // Just below the open menu, in the page's left margin: nothing there reacts to the click itself.
    const below = (await menu.boundingBox())!;
    await page.mouse.click(4, below.y + below.height + 24);
    await expect(menu.getByRole('link', { name: '로그인' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
  });

  test('closes after a choice: a link, or a language from its dropdown', async ({ page }) => {
    await page.goto('/');
    let { menu } = await openMenu(page);
    await menu.getByRole('link', { name: '핵심세트 선택' }).click();
    await expect(page).toHaveURL(/\/select$/);
    await expect(menu.getByRole('link', { name: '로그인' })).toBeHidden();

    ({ menu } = await openMenu(page));
    // The language dropdown opens over the menu, which stays open until the choice.
    await menu.getByRole('button', { name: /언어/ }).click();
    const language = page.getByRole('menu');
    await expect(language).toBeVisible();
    await expectWithinWidth(language);
    await expect(menu.getByRole('link', { name: '로그인' })).toBeVisible();
    await page.getByRole('menuitemradio', { name: /EN/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Login' })).toBeHidden();
  });
});
