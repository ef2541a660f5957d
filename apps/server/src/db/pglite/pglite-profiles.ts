/**
 * How PGlite trades memory for speed (PGLITE_PROFILE, decision 0029); what each means is in pglite-settings.ts.
 * Apart from it because the settings' module loads PGlite, which only the PGlite thread does (decision 0038).
 */
export const pgliteProfiles = ['small', 'fast'] as const;
export type PgliteProfile = (typeof pgliteProfiles)[number];
