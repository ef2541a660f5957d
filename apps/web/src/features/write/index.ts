/** The write feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { DownloadModal } from './components/download-modal';
export type { DownloadForm } from './download-forms';
