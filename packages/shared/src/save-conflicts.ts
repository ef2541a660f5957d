/**
 * The 409 bodies of merged saves (an evaluation, decision record 0036; a client's goals, 0034) as an entry of
 * their own. The web app imports this only when a save answers 409, so zod and the API schemas are not
 * evaluated on its first screens (decision record 0039); the server and the tests use the main entry.
 */
export { documentSaveConflictBodySchema } from './api/documents';
export { clientGoalsConflictBodySchema } from './api/client-goals';
