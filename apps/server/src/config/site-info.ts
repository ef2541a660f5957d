import type { SiteContact, SiteInfo } from '@icf/shared';
import type { Env } from './env';

/** The footer's contacts from the CONTACT_* settings, in footer order; an unset contact is left out. */
export function siteInfoFromEnv(env: Env): SiteInfo {
  const candidates: SiteContact[] = [
    {
      role: 'researcher',
      name: env.CONTACT_RESEARCHER_NAME ?? '',
      email: env.CONTACT_RESEARCHER_EMAIL ?? null,
    },
    {
      role: 'administrator',
      name: env.CONTACT_ADMINISTRATOR_NAME ?? '',
      email: env.CONTACT_ADMINISTRATOR_EMAIL ?? null,
    },
  ];
  return { contacts: candidates.filter((contact) => contact.name !== '' || contact.email !== null) };
}
