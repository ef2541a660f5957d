import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard only, in the conflict dialog (decision records 0036, 0034): the row's "yours" is chosen at first;
 * the arrow key moves its choice to the saved one, Tab reaches "Save with my choices" and Enter saves, which
 * closes the dialog.
 */
export async function keepSavedOneByKeyboard(
  page: Page,
  dialog: Locator,
  radios: { yours: string | RegExp; theirs: string | RegExp },
  saveName: string,
): Promise<void> {
  const yours = dialog.getByRole('radio', { name: radios.yours });
  const theirs = dialog.getByRole('radio', { name: radios.theirs });
  await expect(yours).toBeChecked();
  await yours.focus();
  await page.keyboard.press('ArrowRight');
  await expect(theirs).toBeChecked();
  await expect(theirs).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: saveName })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
}
