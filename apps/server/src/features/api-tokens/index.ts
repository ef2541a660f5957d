/**
 * The api-tokens feature's front door (decision 0052): the routes, the per-token rate limit, and a user's
 * tokens for the account export.
 */
export { listPersonalAccessTokens } from './api-tokens-repository';
export { apiTokensRoutes } from './api-tokens-routes';
export { personalTokenRateLimit } from './personal-token-rate-limit';
export { presentApiToken } from './present-api-token';
