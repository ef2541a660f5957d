import { createExternalStore } from '../../lib/external-store';

export type AlertIcon = 'success' | 'error' | 'warning' | 'info' | 'question';

export interface AlertRequest {
  title: string;
  text?: string;
  icon?: AlertIcon;
  confirmText?: string;
  /** Shows a cancel button; the promise then resolves false on cancel. */
  cancelText?: string;
  /** Shows a second way to go on, between confirm and cancel; choosing it resolves with `alternative`. */
  alternativeText?: string;
  /** The cancel button has the focus, so Enter chooses it too (the safe answer is the cancel one). */
  focusCancel?: boolean;
  /** Shows a text input, prefilled with `value`; what the user leaves in it comes back in `value`. */
  input?: { label: string; maxLength?: number; value?: string };
}

export interface AlertResult {
  confirmed: boolean;
  value: string;
  /** The alternative was chosen (`confirmed` is false then). */
  alternative?: boolean;
}

interface PendingAlert extends AlertRequest {
  id: number;
  resolve(result: AlertResult): void;
}

export const alertStore = createExternalStore<PendingAlert[]>([]);
let nextId = 1;

/** Opens a modal alert (the spec's pop-ups) and resolves when the user closes it. */
export function showAlert(request: AlertRequest): Promise<AlertResult> {
  return new Promise((resolve) => {
    alertStore.set([...alertStore.get(), { ...request, id: nextId++, resolve }]);
  });
}

export function closeAlert(id: number, result: AlertResult): void {
  const alert = alertStore.get().find((candidate) => candidate.id === id);
  alertStore.set(alertStore.get().filter((candidate) => candidate.id !== id));
  alert?.resolve(result);
}
