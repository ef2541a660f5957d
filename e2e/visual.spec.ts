import { expect, type Locator } from '@playwright/test';
import { test } from './support/test';
import { useEnglish, expectNoSidewaysScroll } from './support/accounts';

/**
 * The visual tool (spec §2 visual screen, §5 'the visual tool offers 0–4 only'). A bubble's rating is
 * q1 of the code's entry, through the shared selection rules, so it shows on the write screen.
 */

test.describe('visual tool', () => {
  test('rates b710 with 2, and the write screen shows q1 = 2', async ({ page }) => {
    await useEnglish(page.context());
    await page.goto('/others/visual');
    await expect(page.getByRole('tab', { name: /b7 Neuromusculoskeletal/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'b710 Mobility of joint functions' }).click();
    const dialog = page.getByRole('dialog', { name: /b710 Mobility of joint functions/ });
    await expect(dialog).toBeVisible();
    // The prompt asks what a clinician rates, in words, not in the slots of the coding scheme.
    await expect(dialog).toHaveAccessibleDescription(/How much is this function impaired\?/);
    await expect(dialog).not.toContainText('qualifier slot');
    // 0–4 only.
    await expect(dialog.getByRole('group').getByRole('button')).toHaveCount(5);
    await dialog.getByRole('button', { name: /^2/ }).click();
    await expect(dialog).toHaveCount(0);
    const rated = page.getByRole('button', { name: 'b710 Mobility of joint functions, rated 2' });
    await expect(rated).toHaveText('b7102');
    await expect(page.getByRole('status').filter({ hasText: 'rated on this drawing' })).toHaveText(
      '1 rated on this drawing',
    );

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/select$/);
    await expect(page.getByTestId('selected-count')).toHaveText('1 selected');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/write$/);
    await expect(page.locator('#docu_b710').getByLabel('Extent of impairment')).toHaveValue('2');
  });

  test('Escape closes the pop-up; the tabs follow the arrow keys; a rating can be changed and cleared', async ({
    page,
  }) => {
    await page.goto('/others/visual');
    const b7 = page.getByRole('tab', { name: /b7 신경근골격/ });
    await page.getByRole('button', { name: 'b730 근력 기능' }).click();
    const dialog = page.getByRole('dialog', { name: /b730 근력 기능/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await b7.focus();
    await page.keyboard.press('ArrowRight');
    const d4 = page.getByRole('tab', { name: /d4 이동성/ });
    await expect(d4).toBeFocused();
    await expect(d4).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: /d4 이동성/ })).toBeVisible();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: /d5 자기관리/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(b7).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(b7).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: /d4 이동성/ }).click();
    await page.getByRole('button', { name: 'd450 걷기' }).click();
    await expect(page.getByRole('dialog')).toHaveAccessibleDescription(
      /대상자가 현재 환경에서 이 활동을 하는 데 어려움이 어느 정도인가요\?/,
    );
    await page.getByRole('dialog').getByRole('button', { name: /^3/ }).click();
    await page.getByRole('button', { name: 'd450 걷기, 평가점수 3' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: /^3/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('dialog').getByRole('button', { name: /^1/ }).click();
    await page.getByRole('button', { name: 'd450 걷기, 평가점수 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '지우기' }).click();
    await expect(page.getByRole('button', { name: 'd450 걷기' })).toHaveText('d450');
  });

  test('a bubble shows its category title on hover and on keyboard focus; Escape hides it', async ({
    page,
  }) => {
    await useEnglish(page.context());
    await page.goto('/others/visual');
    const b710 = page.getByRole('button', { name: 'b710 Mobility of joint functions' });
    const tipOf = (bubble: Locator) =>
      page.locator('.visual-bubble-item', { has: bubble }).locator('.visual-bubble-tip');
    const tip = tipOf(b710);
    await expect(b710).toBeVisible();
    await expect(tip).toBeHidden();
    await b710.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText('Mobility of joint functions');
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();

    // Keyboard: Tab from the selected tab reaches the first bubble; its title shows while it has the focus.
    await page.getByRole('tab', { name: /b7 Neuromusculoskeletal/ }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = page.locator('.visual-bubble:focus');
    await expect(focused).toHaveCount(1);
    const name = (await focused.getAttribute('aria-label'))!;
    const focusedTip = tipOf(page.getByRole('button', { name, exact: true }));
    await expect(focusedTip).toBeVisible();
    await expect(focusedTip).toHaveText(name.replace(/^[bd]\d+ /, ''));
    await page.keyboard.press('Escape');
    await expect(focusedTip).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.locator('.visual-bubble:focus + .visual-bubble-tip')).toBeVisible();
    await expect(focusedTip).toBeHidden();

    // The tip of a bubble on the right opens to the left and stays on the drawing.
    const b755 = page.getByRole('button', { name: /^b755 / });
    await b755.hover();
    const tipBox = (await tipOf(b755).boundingBox())!;
    const paneBox = (await page.locator('.visual-pane').boundingBox())!;
    expect(tipBox.x).toBeGreaterThanOrEqual(paneBox.x);
    expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(paneBox.x + paneBox.width);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('scales down, stays usable by touch, in both locales', async ({ page }) => {
      await page.goto('/others/visual');
      await expect(page.getByRole('tab', { name: /b7/ })).toBeVisible();
      await expectNoSidewaysScroll(page);
      const bubble = page.getByRole('button', { name: 'b770 보행 패턴 기능' });
      await expect(bubble).toBeInViewport();
      const box = (await bubble.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      await bubble.tap();
      const dialog = page.getByRole('dialog', { name: /b770 보행 패턴 기능/ });
      await expect(dialog).toBeInViewport();
      await dialog.getByRole('button', { name: /^4/ }).tap();
      await expect(page.getByRole('button', { name: 'b770 보행 패턴 기능, 평가점수 4' })).toBeVisible();

      await useEnglish(page.context());
      await page.goto('/others/visual');
      await page.getByRole('tab', { name: /d5 Self-care/ }).tap();
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'd550 Eating' }).tap();
      await page
        .getByRole('dialog', { name: /d550 Eating/ })
        .getByRole('button', { name: /^2/ })
        .tap();
      await expect(page.getByRole('button', { name: 'd550 Eating, rated 2' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Next' })).toBeVisible();
    });
  });
});
