import { createExternalStore, useExternalStore } from './external-store';
import { afterFirstContentfulPaint } from './first-paint';
import { nextTask } from './next-task';

const firstScreenShown = createExternalStore(false);
let noted = false;

/**
 * Marks the first screen as shown once the browser has reported its first contentful paint: the route's
 * first commit is the app's first content (or the server-rendered page it took over, decision record 0039).
 * Its readers re-render as soon as it is set (an external store's update is synchronous), so it is set in a
 * task of its own, not in the one that runs the first commit's effects.
 */
export function noteFirstScreenCommitted(): void {
  if (noted) return;
  noted = true;
  afterFirstContentfulPaint(() => void nextTask().then(() => firstScreenShown.set(true)));
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
