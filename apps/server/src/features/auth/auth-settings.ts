import type { BlockList } from 'node:net';

/** What the auth feature needs from the environment (config/env.ts), resolved at start-up. */
export interface AuthSettings {
  /** APP_URL without a trailing slash: the web app, where the links in e-mails lead. */
  appUrl: string;
  /** The secret that signs e-mail verification links (APP_KEY, see config/app-key.ts). */
  appKey: string;
  /**
   * TRUST_PROXY: the reverse proxies whose X-Forwarded-For names the client for throttling (decision 0040);
   * none when not given.
   */
  trustedProxies?: BlockList | undefined;
  /** REGISTER_RATE_LIMIT_PER_HOUR: registration attempts one client address may make per hour (default 10). */
  registrationsPerHour?: number;
  /** ADMIN_EMAIL: the account that registers with this e-mail becomes an administrator (decision 0015). */
  adminEmail?: string;
}
