import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import { apiTokenAbilities, apiTokenLifetimesDays, apiTokenNameMaxLength } from './api-token-options';
import { storableText } from './documents';

/**
 * Personal access tokens (decision record 0027): a token an integration uses instead of a sign-in, limited to
 * the abilities its owner chose. Every route that a token may call names the one ability it needs; account
 * routes (password, e-mail, tokens, administration) take sign-in tokens only.
 */

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

/** `POST /api/settings/tokens`. */
export const createApiTokenRequestSchema = z.object({
  name: storableText(apiTokenNameMaxLength).refine(
    (value) => value.trim() !== '',
    key('validation.required'),
  ),
  expires_in_days: z.union(
    apiTokenLifetimesDays.map((days) => z.literal(days)),
    { error: () => 'validation.in' },
  ),
  // Bounded before its members are read: there are only so many abilities. The JSON Schema of the request
  // (the API description) is that first step's, so it says what the members must be.
  abilities: z
    .array(z.unknown(), { error: () => 'validation.array' })
    .min(1, key('validation.min_items'))
    .max(apiTokenAbilities.length, key('validation.max_items'))
    .meta({ items: { type: 'string', enum: [...apiTokenAbilities] } })
    .pipe(z.array(z.enum(apiTokenAbilities, { error: () => 'validation.in' })))
    .transform((abilities) => [...new Set(abilities)]),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequestSchema>;
export type CreateApiTokenRequestInput = z.input<typeof createApiTokenRequestSchema>;

/** A personal access token as listed: never the token itself. */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abilities: z.array(z.enum(apiTokenAbilities)),
  created_at: z.string().describe('ISO 8601'),
  expires_at: z.string().describe('ISO 8601'),
  last_used_at: z.string().nullable().describe('ISO 8601; written at most once a minute'),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ data: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** The answer to creating a token: the only time the token is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({
  token: z.string().describe('The token itself, shown this once; send it as `Authorization: Bearer …`.'),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
