/** If the browser reports no first paint (no paint timing, a paint that never comes), work starts anyway. */
const fallbackMs = 3000;

function paintTimingSupported(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')
  );
}

function firstPaintReported(): boolean {
  return performance.getEntriesByName('first-contentful-paint').length > 0;
}

/**
 * Runs `task` once the browser has reported the page's first contentful paint, which comes after that frame
 * has reached the screen; at once if it has, and after 3 s if no report comes (a tab opened in the
 * background). No React here: the entry waits on it before it loads the app (decision record 0039).
 */
export function afterFirstContentfulPaint(task: () => void): void {
  if (firstPaintReported()) return task();
  let observer: PerformanceObserver | null = null;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(run, fallbackMs);
  if (paintTimingSupported()) {
    observer = new PerformanceObserver(() => {
      if (firstPaintReported()) run();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
}
