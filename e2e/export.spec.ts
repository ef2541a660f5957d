import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { useEnglish } from './support/accounts';
import { fullBrowserTag } from './support/chromium-launch';
import { setToggle } from './support/core-set-toggle';

/**
 * PDF forms and copy as text from the write screen (decision 0010). Nothing is stored, so a visitor can do both;
 * the dashboard's download and copy are in documents.spec.ts, with its accounts.
 */

async function draftWithRatings(page: Page): Promise<void> {
  await page.goto('/select');
  await page.getByRole('button', { name: setToggle('ICF Generic Set') }).click();
  await page.goto('/write');
  await expect(page.locator('#docu_b280')).toBeVisible();
  await page.getByLabel('Client', { exact: true }).fill('Choi Yuna');
  await page.locator('#docu_b280').getByLabel('Extent of impairment').selectOption('2');
  await page.locator('#docu_b280').getByLabel('Problem description').fill('어깨 통증');
}

/** The first bytes of the PDF the new window shows (its blob URL is readable from the page that made it). */
async function pdfMagic(page: Page, url: string): Promise<string> {
  return page.evaluate(async (blobUrl) => {
    const bytes = new Uint8Array(await (await fetch(blobUrl)).arrayBuffer());
    return String.fromCharCode(...bytes.slice(0, 5));
  }, url);
}

test.describe('download and copy from the write screen', () => {
  test(
    'each of the four forms opens as a PDF in a new window; the assessment sheet asks for the perspectives',
    // The new window shows the PDF in the browser's own viewer, which only the full browser has.
    { tag: fullBrowserTag },
    async ({ page, context }) => {
      test.setTimeout(60_000);
      await useEnglish(context);
      await draftWithRatings(page);
      const modal = page.getByRole('dialog', { name: 'Select form' });

      // Without the perspectives, the assessment sheet fails inside the modal, which stays open.
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      await modal.getByRole('radio', { name: /Assessment sheet/ }).check();
      await modal.getByRole('button', { name: 'Download' }).click();
      await expect(modal.getByRole('alert')).toContainText('The PDF could not be made.');
      await expect(modal.getByRole('alert')).toContainText('perspective');
      await modal.getByRole('button', { name: 'Cancel' }).click();
      await expect(modal).toHaveCount(0);

      await page.getByLabel(/body functions and structures/).fill('Less pain in the shoulder');
      await page.getByLabel(/activities and participation/).fill('Walk to the market alone');
      await page.getByLabel('Personal factors').fill('Retired teacher');

      for (const name of [
        /with definitions/,
        /without definitions/,
        /Assessment sheet/,
        /Functioning profile/,
      ]) {
        await page.getByRole('button', { name: 'Download', exact: true }).click();
        await modal.getByRole('radio', { name }).check();
        const popupOpened = page.waitForEvent('popup');
        await modal.getByRole('button', { name: 'Download' }).click();
        const popup = await popupOpened;
        await popup.waitForURL(/^blob:/);
        expect(await pdfMagic(page, popup.url())).toBe('%PDF-');
        await expect(modal).toHaveCount(0);
        await popup.close();
      }
    },
  );

  test('option 5 copies the document as text to the clipboard', async ({ page, context }) => {
    await useEnglish(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await draftWithRatings(page);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Select form' });
    await modal.getByRole('radio', { name: /Copy document to clipboard/ }).check();
    await modal.getByRole('button', { name: 'Download' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByRole('heading')).toHaveText('Document has been copied to clipboard.');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain('Client: Choi Yuna');
    expect(text).toContain('b280 Sensation of pain / 통증 감각');
    expect(text).toContain('Extent of impairment: 2 Moderate');
    expect(text).toContain('어깨 통증');
  });

  test('a failed download says so in the modal and keeps the draft', async ({ page, context }) => {
    await useEnglish(context);
    await draftWithRatings(page);
    await page.route('**/api/document/download', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Select form' });
    await modal.getByRole('radio', { name: /Functioning profile/ }).check();
    await modal.getByRole('button', { name: 'Download' }).click();
    await expect(modal.getByRole('alert')).toContainText('The PDF could not be made.');
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue('Choi Yuna');
  });
});
