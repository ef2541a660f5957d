import { z } from 'zod';

const siteContactRoles = ['researcher', 'administrator'] as const;

/** One person the footer names; a contact the operator did not configure is left out, never a placeholder. */
const siteContactSchema = z.object({
  role: z.enum(siteContactRoles),
  /** Empty when only the address is configured. */
  name: z.string(),
  /** null when only the name is configured. */
  email: z.email().nullable(),
});
export type SiteContact = z.infer<typeof siteContactSchema>;

/** `GET /api/site`: what the operator configured about the site (CONTACT_* settings). */
export const siteInfoSchema = z.object({
  contacts: z.array(siteContactSchema),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
