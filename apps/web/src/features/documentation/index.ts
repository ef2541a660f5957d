/** The documentation feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { localTitleOf } from './code-title';
export { CodeLabel, componentClassOf } from './components/code-label';
export { LoadingState } from './components/loading-state';
export { byId, focusAfterRemoval } from './focus-after-removal';
export type { RemovalFocus } from './focus-after-removal';
export { goBack } from './go-back';
export { useDocumentationData } from './use-documentation-data';
