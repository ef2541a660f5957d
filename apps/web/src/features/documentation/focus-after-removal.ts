/** Where focus goes when a row leaves its list: the same control in a neighbouring row, else the fallback. */
export interface RemovalFocus {
  /** Selector of a row (the closest ancestor of the clicked control), e.g. 'li'. */
  row: string;
  /** Selector of the control to focus inside the neighbouring row. */
  control: string;
  /** What gets focus when no row is left: the list's heading or panel. */
  fallback(): HTMLElement | null;
}

/**
 * Before a row leaves its list (its own button removes or moves it), focus the same control of the next row,
 * or of the previous one when it was the last; with no row left, focus the fallback. Called before the
 * change, so the row still exists: the neighbour keeps its element across the re-render (rows are keyed),
 * and focus never drops to <body>.
 */
export function focusAfterRemoval(clicked: HTMLElement, target: RemovalFocus): void {
  const row = clicked.closest(target.row);
  const neighbour = [siblingRow(row, target.row, 'next'), siblingRow(row, target.row, 'previous')]
    .map((candidate) => candidate?.querySelector<HTMLElement>(target.control))
    .find((candidate) => candidate != null);
  (neighbour ?? target.fallback())?.focus();
}

/** The nearest row beside `row`, past what is not a row (a team member's group headings, decision 0037). */
function siblingRow(row: Element | null, selector: string, direction: 'next' | 'previous'): Element | null {
  let sibling = row && (direction === 'next' ? row.nextElementSibling : row.previousElementSibling);
  while (sibling && !sibling.matches(selector)) {
    sibling = direction === 'next' ? sibling.nextElementSibling : sibling.previousElementSibling;
  }
  return sibling;
}

/** The element with this id, for a fallback. */
export function byId(id: string): () => HTMLElement | null {
  return () => document.getElementById(id);
}
