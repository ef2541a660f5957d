import type { Locale } from '@icf/shared/i18n';
import { buildMail, type MailContent, type Recipient } from '../../mail/build-mail';
import type { MailMessage } from '../../mail/mailer';

const passwordResetContent: MailContent = {
  subject: 'mail.reset.subject',
  intro: 'mail.reset.intro',
  action: 'mail.reset.action',
  expiry: 'mail.reset.expiry',
  outro: 'mail.reset.outro',
};

const verifyEmailContent: MailContent = {
  subject: 'mail.verify.subject',
  intro: 'mail.verify.intro',
  action: 'mail.verify.action',
  expiry: 'mail.verify.expiry',
  outro: 'mail.verify.outro',
};

/**
 * `locale` is the one of the request that caused the mail (its Accept-Language, the UI locale), so a person
 * reads it in the language they are using now, whatever they registered with.
 */
export function passwordResetMail(
  recipient: Recipient,
  locale: Locale,
  url: string,
  validMinutes: number,
): MailMessage {
  return buildMail(passwordResetContent, recipient, locale, url, { minutes: validMinutes });
}

export function verifyEmailMail(
  recipient: Recipient,
  locale: Locale,
  url: string,
  validMinutes: number,
): MailMessage {
  return buildMail(verifyEmailContent, recipient, locale, url, { minutes: validMinutes });
}
