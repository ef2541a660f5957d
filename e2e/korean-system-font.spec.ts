import { expect } from '@playwright/test';
import { test } from './support/test';
import { chromiumLaunchOptions } from './support/chromium-launch';

/**
 * Decision record 0026: where the device has a Korean system font, the page keeps it and downloads no font.
 * This browser is given one, Noto Sans KR, whatever the machine has (decision record 0044); every other spec
 * runs without one and sees the web font.
 */
test.use({ launchOptions: chromiumLaunchOptions('notoSansKr') });

test('with a Korean system font, the landing, select and login pages download no web font and keep the system font', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // Font files and the full font's rules; the small module that decides (korean-web-font-*.js) always loads.
    if (/(noto-sans-kr|korean-web-font)[^/]*\.(woff2?|css)$/.test(pathname)) fontRequests.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'ICF 핵심세트를 이용한 기능 평가 및 문서화',
  );
  // The browser has the font: the app's probe (a face whose only source is local()) finds it.
  expect(
    await page.evaluate(() =>
      new FontFace('probe', 'local("Noto Sans KR Regular")').load().then(
        () => true,
        () => false,
      ),
    ),
  ).toBe(true);

  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: '시작하기' }).click();
  await expect(page.getByRole('button', { name: /ICF 일반 세트/ }).first()).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The probe asks one name per task; by now it has answered on every page.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));

  await expect(page.locator('html')).not.toHaveClass(/\bkorean-web-font\b/);
  expect(fontRequests).toEqual([]);
  // The heading's glyphs are drawn in the system's Noto Sans KR, as the browser reports the fonts it used.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts.map((font) => font.familyName)).toContain('Noto Sans KR');
  expect(fonts.every((font) => !font.isCustomFont)).toBe(true);
});
