import { expect } from 'vitest';
import {
  createdApiTokenSchema,
  type ApiTokenAbility,
  type ApiTokenLifetimeDays,
  type CreatedApiToken,
} from '@icf/shared';
import { call } from '../support/auth-api';
import type { TestServer } from '../support/test-server';

/** Creates a personal access token with the owner's sign-in token; fails the test on any other answer. */
export async function createApiTokenOk(
  server: TestServer,
  signInToken: string,
  abilities: readonly ApiTokenAbility[],
  options: { name?: string; expiresInDays?: ApiTokenLifetimeDays } = {},
): Promise<CreatedApiToken> {
  const response = await call(server, 'POST', '/api/settings/tokens', {
    token: signInToken,
    body: {
      name: options.name ?? `Integration (${abilities.length} abilities)`,
      expires_in_days: options.expiresInDays ?? 30,
      abilities,
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return createdApiTokenSchema.parse(await response.json());
}
