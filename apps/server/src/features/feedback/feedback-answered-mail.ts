import { htmlLang, type Locale } from '@icf/shared/i18n';
import { serverMessage, type FeedbackCategory, type ServerMessageKey } from '@icf/shared';
import type { MailMessage } from '../../mail/mailer';
import { escapeHtml } from '../../mail/build-mail';

/**
 * The mail that tells the sender of a question or suggestion that it was answered: their message, the answer
 * and a link to the feedback page, in the language the message was written in.
 */
export function feedbackAnsweredMail(input: {
  to: string;
  name: string;
  locale: Locale;
  category: FeedbackCategory;
  sentAt: Date;
  message: string;
  answer: string;
  url: string;
}): MailMessage {
  const t = (key: ServerMessageKey, params?: Record<string, string>) =>
    serverMessage(input.locale, key, params);
  const date = input.sentAt.toISOString().slice(0, 10);
  const intro = t('mail.feedback.intro', { date, category: t(`mail.feedback.category.${input.category}`) });
  const greeting = t('mail.greeting', { name: input.name });
  const text = [
    greeting,
    intro,
    `${t('mail.feedback.your_message')}:\n${input.message}`,
    `${t('mail.feedback.answer')}:\n${input.answer}`,
    `${t('mail.feedback.action')}: ${input.url}`,
    t('mail.signature'),
  ].join('\n\n');
  const paragraph = (value: string) => `<p>${escapeHtml(value).replaceAll('\n', '<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${htmlLang(input.locale)}"><body>`,
    paragraph(greeting),
    paragraph(intro),
    `<h3>${escapeHtml(t('mail.feedback.your_message'))}</h3>`,
    paragraph(input.message),
    `<h3>${escapeHtml(t('mail.feedback.answer'))}</h3>`,
    paragraph(input.answer),
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(t('mail.feedback.action'))}</a></p>`,
    paragraph(t('mail.signature')),
    '</body></html>',
  ].join('\n');
  return {
    to: input.to,
    subjectKey: 'mail.feedback.subject',
    subject: t('mail.feedback.subject'),
    text,
    html,
  };
}
