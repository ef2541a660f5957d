import { resetDraftClient, clearDraft } from '../draft';
import { newerVersionStore } from './newer-version/newer-version-store';

/**
 * The next client's document (spec §4): an empty draft that belongs to no saved document and no client, so
 * nothing of the previous client (info fields, client record, ratings) can be saved into it or with it.
 * The saved document stays as it is.
 */
export function startNewDocument(): void {
  clearDraft();
  resetDraftClient(null);
  newerVersionStore.set({ kind: 'none' });
}
