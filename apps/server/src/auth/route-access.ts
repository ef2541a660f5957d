import type { ApiTokenAbility } from '@icf/shared';

/**
 * What a signed-in route needs from the request's token (decision record 0027):
 * - an ability: a sign-in token, or a personal access token that has it (else 403 naming it);
 * - `account`: a sign-in token only (password, e-mail, tokens, administration); a personal token gets 403;
 * - `any-token`: any live token (the caller's own profile).
 */
export type RouteAccess = ApiTokenAbility | 'account' | 'any-token';
