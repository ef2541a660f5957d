import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical violation of WCAG 2.1 A/AA on the page as it stands. */
export async function expectNoSeriousAxeViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => node.target),
    }));
  expect(blocking).toEqual([]);
}

/** Saves the write screen's document with `description`, through the save prompt, and closes the success popup. */
export async function saveFromWriteScreen(page: Page, description: string): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('heading')).toHaveText('Save successed.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}
