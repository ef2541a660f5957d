/** The suggestions feature's front door (decision 0052): the routes, the job and its writer for main.ts. */
export { createSuggestionWriter } from './create-suggestion-writer';
export { presentSuggestion } from './present-suggestion';
export { createSuggestionJob, type SuggestionJobPayload } from './suggestion-job';
export { suggestionsRoutes, type SuggestionsDependencies } from './suggestions-routes';
