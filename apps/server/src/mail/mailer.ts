import { randomBytes } from 'node:crypto';
import { chmod, mkdir } from 'node:fs/promises';
import { deleteOutboxMailsTo } from './outbox-mails';
import { writeFileAtomically } from '../data-folder/write-file-atomically';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../http/logger';

export interface MailMessage {
  to: string;
  /** Which mail this is (e.g. 'mail.reset.subject'): what the outbox logs instead of the text. */
  subjectKey: string;
  subject: string;
  text: string;
  html: string;
}

/** Everything the application knows about sending e-mail. */
export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
  /**
   * Erases what this server still keeps of the mails to `address` (the outbox's files; SMTP keeps nothing),
   * when its account is erased (decision records 0028, 0042). Answers how many were erased.
   */
  forgetMailsTo(address: string): Promise<number>;
}

/**
 * Sends through an SMTP server, e.g. `smtp://127.0.0.1:2525` or `smtps://user:pass@mail.example.org`. Every
 * mail that does not leave is logged here, whoever sent it (reset, verification, invitation, answer), with the
 * reason the SMTP server or the network gave (decision 0040): the recipient's domain and the subject key,
 * never the text (it holds links with tokens) or the URL's password.
 */
export function createSmtpMailer(options: { url: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async sendMail({ subjectKey, ...message }) {
      try {
        await transport.sendMail({ from: options.from, ...message });
      } catch (error) {
        options.logger.error('mail not sent', {
          toDomain: domainOf(message.to),
          subjectKey,
          reason: describeSmtpFailure(error),
        });
        throw error;
      }
    },
    forgetMailsTo: () => Promise.resolve(0),
  };
}

/** What nodemailer says went wrong: its message (the SMTP answer or the network error) and the code. */
function describeSmtpFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return [error.message, code, responseCode].filter((part) => part !== undefined).join(' | ');
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}

/**
 * For a laptop without an SMTP server: each mail goes, when `dir` is given, into an .eml file there that any
 * mail program opens (0600 in a 0700 folder: the links in it take over accounts). The log says only that a
 * mail was written: the recipient's domain, the subject key and the file name, never the text or a link.
 */
export function createOutboxMailer(options: {
  dir: string | undefined;
  from: string;
  logger: Logger;
}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async sendMail({ subjectKey, ...message }) {
      let file: string | undefined;
      if (options.dir) {
        const info = await transport.sendMail({ from: options.from, ...message });
        await mkdir(options.dir, { recursive: true, mode: 0o700 });
        // An outbox made by an earlier version (or by hand) may be readable by others.
        await chmod(options.dir, 0o700);
        file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        // Whole or not at all: a developer's mail program, or a test, may list the folder at any moment.
        await writeFileAtomically(path.join(options.dir, file), info.message);
      }
      options.logger.info('mail written to the outbox', {
        toDomain: domainOf(message.to),
        subjectKey,
        file,
      });
    },
    forgetMailsTo: (address) =>
      options.dir ? deleteOutboxMailsTo(options.dir, address) : Promise.resolve(0),
  };
}

/** SMTP when `smtpUrl` is set, otherwise the outbox, with a warning in production (NODE_ENV=production). */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string | undefined;
  from: string;
  logger: Logger;
  production?: boolean;
}): Mailer {
  if (options.smtpUrl) {
    return createSmtpMailer({ url: options.smtpUrl, from: options.from, logger: options.logger });
  }
  if (options.production) {
    options.logger.warn('SMTP_URL is not set: no e-mail leaves this server', {
      outboxDir: options.outboxDir ?? null,
      consequence: 'password reset and verification mails only reach the outbox folder; set SMTP_URL',
    });
  }
  return createOutboxMailer({ dir: options.outboxDir, from: options.from, logger: options.logger });
}

/**
 * Sends without making the request wait: the answer then takes as long whether or not a mail goes out
 * (forgot-password must not reveal which e-mail addresses exist), and a slow or failing SMTP server
 * does not fail a registration. The mailer logs a failure (createSmtpMailer).
 */
export function sendMailInBackground(mailer: Mailer, message: MailMessage): void {
  mailer.sendMail(message).catch(() => undefined);
}
