import { createExternalStore, useExternalStore } from '../lib/external-store';

/** If the browser reports no first paint (a tab opened in the background, no paint timing), work starts anyway. */
const fallbackMs = 3000;

const firstScreenShown = createExternalStore(false);

function paintTimingSupported(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')
  );
}

function firstPaintReported(): boolean {
  return performance.getEntriesByName('first-contentful-paint').length > 0;
}

/**
 * Marks the first screen as shown once the browser has reported its first contentful paint: the route's
 * first commit is the app's first content, and the report comes after the frame has reached the screen.
 */
export function noteFirstScreenCommitted(): void {
  if (firstScreenShown.get()) return;
  if (firstPaintReported()) return firstScreenShown.set(true);
  let observer: PerformanceObserver | null = null;
  const shown = () => {
    observer?.disconnect();
    clearTimeout(fallback);
    if (!firstScreenShown.get()) firstScreenShown.set(true);
  };
  const fallback = setTimeout(shown, fallbackMs);
  if (paintTimingSupported()) {
    observer = new PerformanceObserver(() => {
      if (firstPaintReported()) shown();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
}

/** Runs `task` once the first screen has been shown (at once if it has). */
export function afterFirstScreen(task: () => void): void {
  if (firstScreenShown.get()) return task();
  const unsubscribe = firstScreenShown.subscribe(() => {
    unsubscribe();
    task();
  });
}

/**
 * Whether the first screen has been shown. The ICF codes (65 KB) wait for it (`useCodes`, decision 0022).
 */
export function useFirstScreenShown(): boolean {
  return useExternalStore(firstScreenShown);
}
