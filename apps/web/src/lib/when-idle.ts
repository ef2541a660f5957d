/** Runs `task` when the browser is next idle (at most `timeoutMs` later); Safari has no idle callback. */
export function whenIdle(task: () => void, timeoutMs = 1500): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}

/** Runs `task` when the browser is idle after the page's load event (at once if it has fired). */
export function whenLoadedAndIdle(task: () => void): void {
  if (document.readyState === 'complete') return whenIdle(task);
  window.addEventListener('load', () => whenIdle(task), { once: true });
}
