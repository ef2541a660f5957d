import { defineEndpoints } from '../endpoint-contract';
import { apiTokenListSchema, createApiTokenRequestSchema, createdApiTokenSchema } from '../../index';

/** Settings → API tokens (decision record 0027): sign-in tokens only; a personal access token gets 403. */
export const apiTokensEndpoints = defineEndpoints({
  listApiTokens: {
    method: 'get',
    path: '/settings/tokens',
    tag: 'API tokens',
    summary: 'The caller’s live personal access tokens, newest first (never the tokens themselves)',
    access: 'account',
    responses: { 200: apiTokenListSchema },
  },
  createApiToken: {
    method: 'post',
    path: '/settings/tokens',
    tag: 'API tokens',
    summary: 'Create a personal access token with a name, an expiry and abilities; the answer shows it once',
    access: 'account',
    body: createApiTokenRequestSchema,
    responses: { 201: createdApiTokenSchema },
  },
  revokeApiToken: {
    method: 'delete',
    path: '/settings/tokens/:id',
    tag: 'API tokens',
    summary: 'Revoke a personal access token (it answers 401 from then on)',
    access: 'account',
    responses: { 204: { description: 'Revoked.' } },
  },
});
