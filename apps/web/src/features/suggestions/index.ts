/** The suggestions feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { SuggestionCell } from './components/suggestion-cell';
export { SuggestionPlanRow } from './components/suggestion-plan-row';
