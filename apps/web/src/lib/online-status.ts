import { useSyncExternalStore } from 'react';

/**
 * Whether the browser has a network (`navigator.onLine`). "Online" can still mean an unreachable server, so
 * a call that needs the server also handles its own failure; "offline" is certain and lets the buttons that
 * need the connection say so before they are pressed (decision record 0026).
 */
export function isOnline(): boolean {
  return navigator.onLine;
}

export function subscribeOnlineStatus(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnlineStatus, isOnline, () => true);
}
