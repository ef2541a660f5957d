import type { Hono } from 'hono';
import { createApiTokenRequestSchema, type ApiTokenList, type CreatedApiToken } from '@icf/shared';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { readLocalizedBody } from '../../http/read-localized-body';
import { listPersonalAccessTokens, revokePersonalAccessToken } from './api-tokens-repository';
import { createApiToken } from './create-api-token';
import { presentApiToken } from './present-api-token';

/**
 * Settings → API tokens (decision record 0027): list, create (the token is in this one answer) and revoke
 * the caller's personal access tokens. Account routes: a personal access token never manages tokens.
 */
export function apiTokensRoutes(deps: { database: DatabaseHandle }): Hono {
  const { db } = deps.database;

  return endpointRoutes(deps.database)
    .on('listApiTokens', async (c) => {
      const tokens = await listPersonalAccessTokens(db, c.get('user').id);
      return c.json({ data: tokens.map(presentApiToken) } satisfies ApiTokenList);
    })
    .on('createApiToken', async (c) => {
      const body = await readLocalizedBody(c, createApiTokenRequestSchema);
      const { token, record } = await createApiToken(db, c.get('user').id, body);
      return c.json({ ...presentApiToken(record), token } satisfies CreatedApiToken, 201);
    })
    .on('revokeApiToken', async (c) => {
      const notFound = AppError.notFound('api_token.not_found');
      const param = c.req.param('id') ?? '';
      const id = /^[1-9][0-9]{0,9}$/.test(param) ? Number(param) : 0;
      if (!(id > 0 && id <= 2_147_483_647) || !(await revokePersonalAccessToken(db, c.get('user').id, id))) {
        throw notFound;
      }
      return c.body(null, 204);
    }).app;
}
