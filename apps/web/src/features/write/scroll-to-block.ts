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
  block.querySelector<HTMLElement>('.code-block-title')?.focus({ preventScroll: true });
  return true;
}
