/**
 * Decision record 0039: a visitor's first screen arrives rendered by the server and is on screen before the
 * app has loaded. Links work from the first moment (a plain navigation), but a button's handler exists only once
 * React has taken the page over, so a tap in between would be lost, or half done by the platform (a native
 * popover opening while the app believes it closed). Until then such a click is held, and given again to the
 * same element once the app has taken over: `hydrateRoot` keeps the server's nodes, so the element is still
 * the one the user pressed. This is the event replay of server-rendered frameworks (Angular's event dispatch,
 * Qwik), in the few lines this app needs.
 */

/** What a click is held for: controls whose action is the app's. Links and text fields act natively. */
const heldControls = 'button, [role="button"], input[type="checkbox"], input[type="radio"], summary, label';

let held: Element[] | null = null;

function holdClick(event: MouseEvent): void {
  if (moveToPlaceOnPage(event)) return;
  const target = event.target instanceof Element ? event.target.closest(heldControls) : null;
  if (!target || !target.closest('#root') || target.closest('a[href]')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held?.push(target);
}

/**
 * A link to a place on this page (the skip link) moves focus there as the app's own handler does, instead of
 * the platform adding the fragment to the URL, which the router would read once the app takes over.
 */
function moveToPlaceOnPage(event: MouseEvent): boolean {
  const link = event.target instanceof Element ? event.target.closest('#root a[href^="#"]') : null;
  const place = link ? document.getElementById(link.getAttribute('href')!.slice(1)) : null;
  if (!place) return false;
  event.preventDefault();
  place.focus();
  return true;
}

/** Called by the entry before the app loads, for a page the server sent rendered. */
export function holdClicksUntilTakeover(): void {
  if (held) return;
  held = [];
  document.addEventListener('click', holdClick, true);
}

/** Called once the app's first render has been committed: the held clicks are given again, in order. */
export function releaseHeldClicks(): void {
  if (!held) return;
  const clicks = held;
  held = null;
  document.removeEventListener('click', holdClick, true);
  for (const element of clicks) {
    if (element.isConnected && element instanceof HTMLElement) element.click();
  }
}
