/** The save-queue feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { queueSave } from './queue-save';
export { QueuedSaveNotice } from './queued-save-notice';
export { removeQueuedSave } from './queued-save-storage';
export { useHasQueuedSave } from './use-queued-save';
export { useSendQueuedSaves } from './use-send-queued-saves';

// Loaded at logout only: it brings the draft's code, which loads with the pages that show a draft (decision 0021).
export const loadDraftOwnership = () => import('./draft-ownership');
