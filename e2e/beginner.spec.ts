import { expect } from '@playwright/test';
import { test } from './support/test';
import { useEnglish, expectNoSidewaysScroll } from './support/accounts';
import { setToggle } from './support/core-set-toggle';

/**
 * The beginner path (spec §2 beginner screen, §4 guided selection, §5 validation) against the real
 * server and its catalogue. The stroke Brief list is verified and made for the long-term context, which the
 * screen calls chronic.
 */

test.describe('beginner path', () => {
  test('chronic + stroke + brief selects the stroke set and lands on /select with its codes', async ({
    page,
  }) => {
    await page.goto('/others/beginner');
    await expect(page.getByRole('heading', { level: 1, name: '초보자용' })).toBeVisible();
    await expect(page.getByText('준비 중인 페이지입니다.')).toHaveCount(0);

    await page.getByRole('radio', { name: /만성기/ }).check();
    const stroke = page.getByRole('checkbox', { name: /뇌졸중/ });
    await stroke.check();
    await expect(page.getByTestId('condition-count')).toHaveText('1개 선택');
    // Stroke has a list in the chronic context; a condition without any list is shown and marked.
    await expect(page.locator('label').filter({ has: stroke })).not.toContainText('목록 없음');
    await expect(
      page.locator('label').filter({ has: page.getByRole('checkbox', { name: /골다공증/ }) }),
    ).toContainText('아직 목록 없음');

    await page.getByRole('button', { name: /간략형 핵심세트/ }).click();
    const dialog = page.getByRole('dialog', { name: '선택된 핵심세트' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem')).toContainText('뇌졸중 ICF 핵심세트');
    await expect(dialog.getByRole('listitem')).toContainText('ICF Core Sets for stroke');

    await dialog.getByRole('link', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/select$/);
    await expect(page.getByRole('button', { name: setToggle('뇌졸중') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('selected-count')).toHaveText('18개 선택됨');
    const selected = page.getByRole('list', { name: '선택된 코드' });
    await expect(selected.getByRole('button', { name: /^e580 .+ 삭제$/ })).toBeVisible();
  });

  test('the modal closes with Escape and with Cancel, and then nothing is applied', async ({ page }) => {
    await page.goto('/others/beginner');
    await page.getByRole('radio', { name: /만성기/ }).check();
    await page.getByRole('checkbox', { name: /뇌졸중/ }).check();
    const brief = page.getByRole('button', { name: /간략형 핵심세트/ });
    const dialog = page.getByRole('dialog', { name: '선택된 핵심세트' });

    await brief.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await brief.click();
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto('/select');
    await expect(page.getByTestId('selected-count')).toHaveText('0개 선택됨');
  });

  test('generic without a context or condition shows the validation alert and no modal', async ({ page }) => {
    await useEnglish(page.context());
    await page.goto('/others/beginner');
    await page.getByRole('button', { name: /Generic set/ }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('You must choose the health care context and health conditions');
    await expect(page.getByRole('dialog', { name: 'Core sets selected' })).toHaveCount(0);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toHaveCount(0);

    // A context alone is not enough either.
    await page.getByRole('radio', { name: /Acute/ }).check();
    await page.getByRole('button', { name: /Rehabilitation set/ }).click();
    await expect(page.getByRole('alertdialog')).toContainText('You must choose the health care context');
    await page.keyboard.press('Escape');

    // With both, generic selects the generic set alone.
    await page.getByRole('checkbox', { name: /stroke/ }).check();
    await page.getByRole('button', { name: /Generic set/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Core sets selected' });
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem')).toContainText('ICF Generic Set');
  });

  test('says so when a choice selects nothing: no environmental set, no list in the context', async ({
    page,
  }) => {
    await useEnglish(page.context());
    await page.goto('/others/beginner');
    await expect(page.getByRole('button', { name: /Environmental set/ })).toContainText('not available yet');

    // Brief and comprehensive need no choice, and say that nothing was chosen.
    await page.getByRole('button', { name: /Comprehensive core set/ }).click();
    const none = page.getByRole('dialog', { name: 'No core set selected' });
    await expect(none).toContainText('Choose at least one health condition');
    await expect(none.getByRole('link', { name: 'OK' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('radio', { name: /Acute/ }).check();
    const stroke = page.getByRole('checkbox', { name: /stroke/ });
    await stroke.check();
    await expect(page.locator('label').filter({ has: stroke })).toContainText('no list for this context yet');
    await page.getByRole('button', { name: /Environmental set/ }).click();
    await expect(none).toContainText('no verified environmental set');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /Brief core set/ }).click();
    await expect(none).toContainText(
      'ICF Core Sets for stroke: no list available yet for this health care context.',
    );
  });

  test('acute or subacute stroke: no stroke list there, so the generic and rehabilitation sets are offered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/others/beginner');
    await page.getByRole('radio', { name: /아급성기/ }).check();
    await page.getByRole('checkbox', { name: /뇌졸중/ }).check();
    await page.getByRole('button', { name: /간략형 핵심세트/ }).click();
    const none = page.getByRole('dialog', { name: '선택된 핵심세트 없음' });
    await expect(none).toContainText('이 의료 환경의 목록은 아직 없습니다');
    const offered = none.getByTestId('beginner-alternatives');
    await expect(offered).toContainText('아급성기:');
    await expect(offered.getByRole('listitem')).toHaveCount(2);
    await expect(offered.getByRole('link', { name: '일반 세트 사용' })).toBeVisible();
    await expect(offered.getByRole('link', { name: '재활 세트 사용' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');

    await useEnglish(page.context());
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/others/beginner');
    await page.getByRole('radio', { name: /Acute/ }).check();
    await page.getByRole('checkbox', { name: /stroke/ }).check();
    await page.getByRole('button', { name: /Comprehensive core set/ }).click();
    const dialog = page.getByRole('dialog', { name: 'No core set selected' });
    await expect(dialog).toContainText(
      'ICF Core Sets for stroke: no list available yet for this health care context.',
    );
    const alternatives = dialog.getByTestId('beginner-alternatives');
    await expect(alternatives).toContainText('Acute: no list of the chosen health conditions');
    await expect(alternatives.getByRole('listitem').nth(0)).toContainText('ICF Generic Set');
    await expect(alternatives.getByRole('listitem').nth(1)).toContainText('ICF Rehabilitation Set');
    await alternatives.getByRole('link', { name: 'Use the Rehabilitation set' }).click();
    await expect(page).toHaveURL(/\/select$/);
    await expect(page.getByRole('button', { name: setToggle('ICF Rehabilitation Set') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByRole('button', { name: setToggle('ICF Core Sets for stroke') }).first(),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('fits a 390×844 phone in both locales', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/others/beginner');
    await expect(page.getByRole('group', { name: '의료 환경' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await useEnglish(page.context());
    await page.goto('/others/beginner');
    await expect(page.getByRole('group', { name: 'Health care context' })).toBeVisible();
    await page.getByRole('radio', { name: /Chronic/ }).check();
    await page.getByRole('checkbox', { name: /stroke/ }).check();
    await expect(page.getByTestId('condition-count')).toHaveText('1 chosen');
    await page.getByRole('button', { name: /Brief core set/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Core sets selected' });
    await expect(dialog.getByRole('link', { name: 'OK' })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await dialog.getByRole('link', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/select$/);
    await expect(page.getByTestId('selected-count')).toHaveText('18 selected');
  });
});
