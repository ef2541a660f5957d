import { createHmac } from 'node:crypto';
import { message } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../http/logger';
import { sendMailInBackground, type Mailer } from '../../mail/mailer';
import { verifyEmailMail } from './auth-mails';
import type { AuthSettings } from './auth-settings';
import { secretsEqual, sha256Hex } from '../../auth/secrets';
import { findUserById, markEmailVerified, type UserRecord } from '../../auth/users-repository';

export const verificationLinkMinutes = 60;

/** Binds a link to the address it was sent to: after an e-mail change, old links stop working. */
function emailHash(email: string): string {
  return sha256Hex(email.toLowerCase());
}

/** HMAC-SHA256 with APP_KEY over what the link asserts; the host is left out so that the API path works too. */
function sign(appKey: string, id: number | string, hash: string, expires: number | string): string {
  return createHmac('sha256', appKey).update(`verify-email:${id}:${hash}:${expires}`).digest('hex');
}

/** `${APP_URL}/email/verify/{id}/{hash}?expires={unix seconds}&signature={hex}` */
export function verificationUrl(settings: AuthSettings, user: UserRecord, now = Date.now()): string {
  const hash = emailHash(user.email);
  const expires = Math.floor(now / 1000) + verificationLinkMinutes * 60;
  const signature = sign(settings.appKey, user.id, hash, expires);
  return `${settings.appUrl}/email/verify/${user.id}/${hash}?expires=${expires}&signature=${signature}`;
}

export function sendVerificationMail(
  deps: { mailer: Mailer; logger: Logger; settings: AuthSettings },
  user: UserRecord,
  locale: Locale,
): void {
  const mail = verifyEmailMail(user, locale, verificationUrl(deps.settings, user), verificationLinkMinutes);
  sendMailInBackground(deps.mailer, mail);
}

export interface VerificationLink {
  id: string;
  hash: string;
  expires: string | undefined;
  signature: string | undefined;
}

/**
 * Marks the user's e-mail verified when the link is genuine and not expired; otherwise 403. Following a
 * link twice is fine.
 */
export async function verifyEmail(
  db: Database,
  settings: AuthSettings,
  link: VerificationLink,
): Promise<void> {
  const forbidden = () =>
    new AppError({ code: 'forbidden', status: 403, message: message('verification.invalid') });
  const { id, hash, expires = '', signature = '' } = link;
  if (!/^\d{1,10}$/.test(id) || !/^\d{1,12}$/.test(expires)) throw forbidden();
  if (!secretsEqual(sign(settings.appKey, id, hash, expires), signature)) throw forbidden();
  if (Number(expires) * 1000 < Date.now()) throw forbidden();
  const user = await findUserById(db, Number(id));
  if (!user || !secretsEqual(emailHash(user.email), hash)) throw forbidden();
  await markEmailVerified(db, user.id);
}
