import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../http/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Everything the application knows about sending e-mail. */
export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
}

/** Sends through an SMTP server, e.g. `smtp://127.0.0.1:2525` or `smtps://user:pass@mail.example.org`. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async sendMail(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}

/**
 * For a laptop without an SMTP server: each mail goes to the log and, when `dir` is given, into an .eml
 * file there that any mail program opens. The log carries the text, links included, so a developer can
 * follow a reset or verification link.
 */
export function createOutboxMailer(options: {
  dir: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async sendMail(message) {
      let file: string | undefined;
      if (options.dir) {
        const info = await transport.sendMail({ from: options.from, ...message });
        await mkdir(options.dir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        file = path.join(options.dir, name);
        await writeFile(file, info.message);
      }
      options.logger.info('mail', { to: message.to, subject: message.subject, file, text: message.text });
    },
  };
}

/** SMTP when `smtpUrl` is set, otherwise the outbox. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) return createSmtpMailer({ url: options.smtpUrl, from: options.from });
  return createOutboxMailer({ dir: options.outboxDir, from: options.from, logger: options.logger });
}

/**
 * Sends without making the request wait: the answer then takes as long whether or not a mail goes out
 * (forgot-password must not reveal which e-mail addresses exist), and a slow or failing SMTP server
 * does not fail a registration. Failures are logged.
 */
export function sendMailInBackground(mailer: Mailer, logger: Logger, message: MailMessage): void {
  mailer.sendMail(message).catch((error: unknown) => {
    logger.error('mail not sent', {
      subject: message.subject,
      error: error instanceof Error ? error.message : String(error),
    });
  });
}
