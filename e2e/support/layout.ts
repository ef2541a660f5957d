import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Layout checks the screen rules ask for (every screen at 1366×900, 1920×1080 and 390×844; Korean never breaks
 * mid-word; no text cut), measured in the browser.
 */

/**
 * The words (runs without spaces) inside `root` that the browser laid out over more than one line: a word broken
 * mid-word, as '제/안/요/청' or '202/6-/09-/01' (a hyphen between letters is a place a line may end).
 * Empty when every word stays whole.
 */
export async function brokenWords(root: Locator): Promise<string[]> {
  await fontsSettled(root.page());
  return root.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        // A hyphen between letters may end a line ('Montgomery-' / 'Smith'); one in a date or number may not.
        const parts: [number, number][] = [];
        let start = 0;
        for (let at = 2; at < match[0].length; at += 1) {
          if (match[0][at - 1] === '-' && /\p{L}/u.test(match[0][at - 2]!) && /\p{L}/u.test(match[0][at]!)) {
            parts.push([start, at]);
            start = at;
          }
        }
        parts.push([start, match[0].length]);
        for (const [from, to] of parts) {
          const range = document.createRange();
          range.setStart(node, match.index + from);
          range.setEnd(node, match.index + to);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1)
            broken.push(match[0].slice(from, to));
        }
      }
    }
    return broken;
  });
}

/** The elements matching `selector` inside `root` whose text takes more than one line. */
export async function wrappedTexts(root: Locator, selector: string): Promise<string[]> {
  await fontsSettled(root.page());
  return root.evaluate((element, css) => {
    const wrapped: string[] = [];
    for (const target of element.querySelectorAll(css)) {
      const range = document.createRange();
      range.selectNodeContents(target);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (lines.size > 1) wrapped.push((target.textContent ?? '').trim());
    }
    return wrapped;
  }, selector);
}

/** `box` scrolls nothing sideways, and every element of `selector` inside it lies within its left and right edges. */
export async function expectFitsSideways(box: Locator, selector: string): Promise<void> {
  await fontsSettled(box.page());
  const outside = await box.evaluate((element, css) => {
    const found: string[] = [];
    if (element.scrollWidth > element.clientWidth) {
      found.push(`scrolls ${element.scrollWidth - element.clientWidth}px sideways`);
    }
    const edges = element.getBoundingClientRect();
    for (const inner of element.querySelectorAll(css)) {
      const rect = inner.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (rect.left < edges.left - 0.5 || rect.right > edges.right + 0.5) {
        found.push(`${(inner.textContent ?? '').trim().slice(0, 40)} at ${rect.left}–${rect.right}`);
      }
    }
    return found;
  }, selector);
  expect(outside).toEqual([]);
}

/** On `<html>` while inBothFonts draws the page in its fallback fonts on purpose: fontsSettled doesn't wait. */
const fallbackOnPurpose = 'data-test-fallback-fonts';

/**
 * Waits until the page is drawn in the font it keeps: Noto Sans KR has arrived (its class is on `<html>`, decision
 * record 0039) and every face the text asked for since has loaded. A layout measured before would measure
 * whichever font happened to be there, and a check that passes in one only would pass or fail by timing.
 * (The test browser has no Korean system font, so the web font always comes: e2e/support/font-environments.ts.)
 */
export async function fontsSettled(page: Page): Promise<void> {
  const root = page.locator('html');
  if ((await root.getAttribute(fallbackOnPurpose)) !== null) return;
  await expect(root).toHaveClass(/\bkorean-web-font\b/);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * Runs `check` in both fonts a page is drawn in: Noto Sans KR once it has arrived, and the fallback fonts drawn
 * before it (decision records 0021 and 0039). A check run at one moment sees either, which makes a layout that
 * fits in one only flaky; here the web font's class is taken off and put back, so each is seen on purpose.
 */
export async function inBothFonts(page: Page, check: () => Promise<void>): Promise<void> {
  const root = page.locator('html');
  await fontsSettled(page);
  await check();
  await root.evaluate((element, marker) => {
    element.classList.remove('korean-web-font');
    element.setAttribute(marker, '');
  }, fallbackOnPurpose);
  try {
    await check();
  } finally {
    await root.evaluate((element, marker) => {
      element.classList.add('korean-web-font');
      element.removeAttribute(marker);
    }, fallbackOnPurpose);
  }
}
