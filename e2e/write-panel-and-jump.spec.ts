import { expect, type Page } from '@playwright/test';
import { test } from './support/test';

/**
 * The write screen on a desktop (spec §2): a code reached from the left panel shows its title below the
 * form's sticky bar, and the panel's prev and search stay in view however far its list of codes scrolls.
 */

/** About a hundred codes: the panel's list of selected codes is longer than the screen. */
const sets = [/ICF 일반 세트/, /ICF 재활 세트/, /뇌졸중/, /만성 광범위 통증/];

async function openWriteWithManyCodes(page: Page): Promise<void> {
  await page.goto('/select');
  for (const name of sets) {
    const toggle = page.getByRole('button', { name }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/write$/);
}

/**
 * The title's top and the sticky bar's bottom, once the jump's scroll has come to rest: no scroll and no move of
 * the block over a few rendered frames. Two reads taken one after the other can fall in the same frame of a
 * smooth scroll that is still moving (the page's scroll position changes only once a frame), and would then
 * see it "resting" wherever it happens to be.
 */
async function titleAndBarAfterJump(page: Page, code: string) {
  const restingPositions = () =>
    page.evaluate(async (wanted) => {
      const block = document.querySelector(`#docu_${wanted}`)!;
      const positions = () => {
        const title = block.querySelector('.code-block-title')!.getBoundingClientRect();
        const bar = document.querySelector('[data-testid="form-head-bar"]')!.getBoundingClientRect();
        // Where a jump puts the block's top: its scroll margin below the viewport's top.
        const margin = parseFloat(getComputedStyle(block).scrollMarginTop);
        const blockTop = block.getBoundingClientRect().top;
        return { titleTop: title.top, barBottom: bar.bottom, scrollY: window.scrollY, margin, blockTop };
      };
      let scrolled = false;
      const onScroll = () => (scrolled = true);
      window.addEventListener('scroll', onScroll);
      const before = positions();
      for (let frame = 0; frame < 5; frame += 1) await new Promise(requestAnimationFrame);
      window.removeEventListener('scroll', onScroll);
      const after = positions();
      const resting = !scrolled && after.scrollY === before.scrollY && after.blockTop === before.blockTop;
      return { resting, ...after };
    }, code);
  let last = await restingPositions();
  await expect.poll(async () => (last = await restingPositions()).resting).toBe(true);
  return last;
}

for (const size of [
  { width: 1366, height: 900 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${size.width}×${size.height} a jump lands below the sticky bar and prev and search stay in view`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await openWriteWithManyCodes(page);
    const panel = page.locator('aside.write-sidebar');
    const nav = panel.getByRole('navigation', { name: /선택된 코드/ });
    const links = nav.getByRole('link');
    await expect(links.first()).toBeVisible({ timeout: 30_000 });
    expect(await links.count()).toBeGreaterThan(60);
    const prev = panel.getByRole('button', { name: '이전' });
    const search = panel.getByRole('searchbox', { name: '코드 검색' });

    // Scrolling the panel with the wheel and with the keyboard to its last code keeps prev and search in view.
    await nav.hover();
    await page.mouse.wheel(0, 4000);
    await links.last().focus();
    await expect(links.last()).toBeInViewport();
    await expect(prev).toBeInViewport();
    await expect(search).toBeInViewport();

    // Jumps from the panel (the last blocks cannot be scrolled up to the bar: the page ends first).
    const count = await links.count();
    for (const index of [Math.floor(count / 2), Math.floor(count / 4), 0]) {
      const link = links.nth(index);
      const code = ((await link.getAttribute('href')) ?? '').replace('#docu_', '');
      await link.click();
      await expect(page.locator(`#docu_${code}`)).toBeInViewport();
      const { titleTop, barBottom, margin, blockTop } = await titleAndBarAfterJump(page, code);
      // Where its margin puts it, not lower: blocks laid out during the smooth scroll must not push it down.
      expect(Math.abs(blockTop - margin), `${code}'s block at its scroll margin`).toBeLessThanOrEqual(8);
      expect(margin, 'the blocks keep clear of the navigation bar and the sticky bar').toBeGreaterThanOrEqual(
        barBottom,
      );
      expect(titleTop, `${code}'s title below the sticky bar`).toBeGreaterThanOrEqual(barBottom);
      expect(titleTop, `${code}'s title in the upper half of the screen`).toBeLessThan(size.height / 2);
      await expect(prev).toBeInViewport();
      await expect(search).toBeInViewport();
    }
  });
}
