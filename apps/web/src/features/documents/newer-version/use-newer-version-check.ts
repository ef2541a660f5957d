import { useEffect } from 'react';
import { isOnline } from '../../../lib/online-status';
import { getDraft, importDraft } from '../../draft';
import { getDocument, getDocumentVersion, listDocumentVersionsAfter } from '../../document-data';
import { checkNewerVersion, type NewerVersionDeps } from './check-newer-version';
import { newerVersionStore } from './newer-version-store';

export const newerVersionDeps: NewerVersionDeps = {
  getDraft,
  importDraft,
  readDocument: getDocument,
  readVersion: getDocumentVersion,
  listVersionsAfter: listDocumentVersionsAfter,
};

/**
 * While the write screen is open for a signed-in user (`enabled`), asks whether its document has a newer
 * version: when it opens, and whenever the page is shown or focused again (another tab or device may have
 * saved or restored meanwhile). Offline, or with a save waiting in the queue, it does not ask: the queue
 * settles that save on its own (decision record 0026). A failed check says nothing; the next one asks again.
 */
export function useNewerVersionCheck(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let running = false;
    let stopped = false;
    const run = async () => {
      if (running || document.visibilityState !== 'visible' || !isOnline()) return;
      running = true;
      try {
        const found = await checkNewerVersion(newerVersionDeps);
        if (!stopped) newerVersionStore.set(found);
      } catch {
        // Offline, the server unreachable, or the document gone: the save decides what happens then.
      } finally {
        running = false;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void run();
    };
    void run();
    window.addEventListener('focus', run);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.removeEventListener('focus', run);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);
}
