import { createExternalStore } from '../../lib/external-store';

/** What the notice above the page says after a queued save reached the server (decision record 0031). */
export interface QueuedSaveNotice {
  /** The account whose save it was: only that account sees the notice. */
  ownerId: number;
  /** When the user saved it offline and when the server stored it, by this browser's clock. */
  queuedAt: number;
  savedAt: number;
  /** The draft is that document now, so the write screen shows it. */
  draftIsDocument: boolean;
}

/** The latest notice of this tab; it stays until the user closes it, whatever page is shown. */
export const queuedSaveNoticeStore = createExternalStore<QueuedSaveNotice | null>(null);
