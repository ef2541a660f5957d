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

/** Longer than any smooth scroll to a block takes; after it, a scroll end is the user's own. */
const smoothScrollLimitMs = 2000;

/**
 * Blocks off screen skip layout (content-visibility) and are laid out as the scroll passes them, which moves
 * the target while the smooth scroll runs (on a phone, by whole blocks). When it ends, land on the block.
 */
function settleOnBlock(block: HTMLElement): void {
  const settle = () => block.scrollIntoView({ block: 'start' });
  window.addEventListener('scrollend', settle, { once: true });
  window.setTimeout(() => window.removeEventListener('scrollend', settle), smoothScrollLimitMs);
}
