import { htmlLang, type Locale } from '@icf/shared/i18n';
import { serverMessage, type ServerMessageKey } from '@icf/shared';
import type { MailMessage } from './mailer';

/** The catalogue keys of a mail's texts (the password-reset and verification mails, a team invitation …). */
export interface MailContent {
  subject: ServerMessageKey;
  intro: ServerMessageKey;
  action: ServerMessageKey;
  expiry: ServerMessageKey;
  outro: ServerMessageKey;
}

export interface Recipient {
  name: string;
  email: string;
}

/** A plain-text mail with one link and the same in simple HTML; `params` fill the texts' placeholders. */
export function buildMail(
  content: MailContent,
  recipient: Recipient,
  locale: Locale,
  url: string,
  params: Record<string, string | number>,
): MailMessage {
  const t = (key: ServerMessageKey) => serverMessage(locale, key, { ...params, name: recipient.name });
  const text = [
    t('mail.greeting'),
    t(content.intro),
    `${t(content.action)}: ${url}`,
    t(content.expiry),
    t(content.outro),
    t('mail.signature'),
  ].join('\n\n');
  const paragraph = (value: string) => `<p>${escapeHtml(value).replaceAll('\n', '<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${htmlLang(locale)}"><body>`,
    paragraph(t('mail.greeting')),
    paragraph(t(content.intro)),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(t(content.action))}</a></p>`,
    paragraph(t(content.expiry)),
    paragraph(t(content.outro)),
    paragraph(t('mail.signature')),
    `<p>${escapeHtml(t('mail.link_fallback'))}<br>${escapeHtml(url)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: recipient.email, subjectKey: content.subject, subject: t(content.subject), text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
