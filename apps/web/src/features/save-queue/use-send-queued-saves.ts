import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '../../lib/online-status';
import { useAuth } from '../../lib/auth/auth-store';
import { useHasQueuedSave } from './use-queued-save';

/** The first retry after an attempt without an answer; each next one waits twice as long, up to the last. */
const firstRetryMs = 5_000;
const longestRetryMs = 5 * 60_000;

/**
 * Decision record 0031, for the whole app (the root layout): whenever the signed-in account has a queued save
 * and the browser is online, on any page and after a reload or a new start of the browser, the save is sent
 * (once, whichever tab gets there first; only under its own account) and the user is told. An attempt
 * without an answer is tried again with the same key, sooner after a return of the connection.
 * The sending code loads only when there is something to send.
 */
export function useSendQueuedSaves(): void {
  const userId = useAuth().user?.id ?? null;
  const online = useOnline();
  const queued = useHasQueuedSave(userId);
  const queryClient = useQueryClient();
  const [retry, setRetry] = useState(0);
  const unansweredCount = useRef(0);

  useEffect(() => {
    if (userId === null || !online || !queued) {
      unansweredCount.current = 0;
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    void import('./deliver-queued-save')
      .then(({ deliverQueuedSave }) => deliverQueuedSave(userId, queryClient))
      .catch((error: unknown) => {
        // Its code did not load (the connection went again), or the browser refused the queue: later.
        console.error('The queued save could not be sent', error);
        return 'unanswered' as const;
      })
      .then((result) => {
        if (result === 'done') return void (unansweredCount.current = 0);
        const wait = Math.min(longestRetryMs, firstRetryMs * 2 ** unansweredCount.current++);
        if (active) timer = setTimeout(() => setRetry((count) => count + 1), wait);
      });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [online, queued, queryClient, retry, userId]);
}
