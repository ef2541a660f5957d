/** The clients feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { AttachDocumentForm, ClientFilter } from './components/dashboard-client-tools';
export { DraftClientPicker } from './components/draft-client-picker';
