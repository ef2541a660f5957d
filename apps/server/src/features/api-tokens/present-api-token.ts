import { apiTokenAbilities, type ApiToken, type ApiTokenAbility } from '@icf/shared';
import type { PersonalAccessTokenRecord } from './api-tokens-repository';

export function presentApiToken(token: PersonalAccessTokenRecord): ApiToken {
  return {
    id: token.id,
    name: token.name,
    // In the order of the list, whatever order they were stored in.
    abilities: apiTokenAbilities.filter((ability: ApiTokenAbility) => token.abilities.includes(ability)),
    created_at: token.createdAt.toISOString(),
    expires_at: token.expiresAt.toISOString(),
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
  };
}
