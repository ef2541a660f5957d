import { useCallback, useSyncExternalStore } from 'react';
import { readQueuedSave, subscribeQueuedSaves } from './queued-save-storage';

/** Whether the account has a save waiting for the connection (the write screen's save status says so). */
export function useHasQueuedSave(ownerId: number | null): boolean {
  const read = useCallback(() => ownerId !== null && readQueuedSave(ownerId) !== null, [ownerId]);
  return useSyncExternalStore(subscribeQueuedSaves, read, () => false);
}
