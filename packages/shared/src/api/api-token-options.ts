/**
 * What a personal access token may be (decision record 0027) without the schemas (api-tokens.ts), so the
 * web app uses it without evaluating zod on its first screens (decision record 0039).
 */
export const apiTokenAbilities = [
  'documents:read',
  'documents:write',
  'clients:read',
  'clients:write',
  'core-sets:write',
  'suggestions:read',
  'suggestions:write',
  'export',
] as const;
export type ApiTokenAbility = (typeof apiTokenAbilities)[number];

/** The lifetimes a user may choose, in days. */
export const apiTokenLifetimesDays = [30, 90, 365] as const;
export type ApiTokenLifetimeDays = (typeof apiTokenLifetimesDays)[number];

export const apiTokenNameMaxLength = 100;
/** Personal tokens start with this, so that secret scanners and people can tell them from sign-in tokens. */
export const personalAccessTokenPrefix = 'icfpat_';
