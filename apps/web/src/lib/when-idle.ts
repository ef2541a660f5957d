/** Runs `task` when the browser is next idle (at most `timeoutMs` later); Safari has no idle callback. */
export function whenIdle(task: () => void, timeoutMs = 1500): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}
