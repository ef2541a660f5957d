/** The anchor id of a code's block in the form (spec §2: 'docu_{code}'). */
export function blockIdOf(code: string): string {
  return `docu_${code}`;
}

/**
 * Scrolls a code's block into view and moves focus to its title, without a hash navigation (which the
 * router would treat as a new location and revalidate for).
 */
export function scrollToBlock(code: string): boolean {
  const block = document.getElementById(blockIdOf(code));
  if (!block) return false;
  block.scrollIntoView({ block: 'start', behavior: 'smooth' });
  settleOnBlock(block);
  block.querySelector<HTMLElement>('.code-block-title')?.focus({ preventScroll: true });
  return true;
}

/** How long after a jump its landing is still corrected; a smooth scroll on a loaded machine can take seconds. */
const settleLimitMs = 10_000;
/** Closer than this to where the block's scroll margin puts it counts as there. */
const landedWithinPx = 2;

/**
 * Blocks off screen skip layout (content-visibility) and are laid out as the scroll passes them, or just after
 * it ends, which moves the target (on a phone by whole blocks; on a desktop it was measured landing 48 px low).
 * So once the scroll has ended, land on the block again whenever it is not where its margin puts it: at each
 * scroll's end, and whenever the form's height changes. The user's own wheel, touch, key or pointer ends this
 * at once: a later scroll is theirs, not the jump's.
 */
function settleOnBlock(block: HTMLElement): void {
  const controller = new AbortController();
  const { signal } = controller;
  const stop = () => controller.abort();
  let scrollEnded = false;
  const land = () => {
    if (!scrollEnded || signal.aborted) return;
    const margin = parseFloat(getComputedStyle(block).scrollMarginTop) || 0;
    if (Math.abs(block.getBoundingClientRect().top - margin) > landedWithinPx) {
      block.scrollIntoView({ block: 'start' });
    }
  };
  window.addEventListener(
    'scrollend',
    () => {
      scrollEnded = true;
      land();
    },
    { signal },
  );
  const resized = new ResizeObserver(land);
  resized.observe(block.closest('form') ?? document.body);
  signal.addEventListener('abort', () => resized.disconnect());
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, stop, { signal, passive: true, capture: true });
  }
  window.setTimeout(stop, settleLimitMs);
}
