import { createExternalStore } from '../../lib/external-store';

export interface ToastRequest {
  text: string;
  /** One button next to the text (Undo); pressing it runs `run` and closes the toast. */
  action?: { label: string; run(): void };
  /** How long the toast stays when nobody hovers or focuses it. */
  durationMs?: number;
}

export interface Toast extends ToastRequest {
  id: number;
  durationMs: number;
}

/** Long enough to read the message and reach the button by keyboard (WCAG 2.2.1: the timer pauses on focus). */
export const toastDurationMs = 10_000;

export const toastStore = createExternalStore<Toast[]>([]);
let nextId = 1;

/** A short, non-blocking message at the bottom of the screen; newer toasts replace older ones. */
export function showToast(request: ToastRequest): number {
  const id = nextId++;
  toastStore.set([{ durationMs: toastDurationMs, ...request, id }]);
  return id;
}

export function dismissToast(id: number): void {
  if (toastStore.get().some((toast) => toast.id === id)) {
    toastStore.set(toastStore.get().filter((toast) => toast.id !== id));
  }
}
