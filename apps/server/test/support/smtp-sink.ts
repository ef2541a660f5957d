import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** Whether the mail went to `address` (nodemailer lower-cases the domain, so compare in any case). */
export function isSentTo(mail: ReceivedMail, address: string): boolean {
  return mail.to.some((to) => to.toLowerCase() === address.toLowerCase());
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL / createSmtpMailer. */
  url: string;
  messages: ReceivedMail[];
  /** The first mail (received or still to come) that satisfies `predicate`. */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (random port) that accepts every mail and keeps it, decoded. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ ...parseMail(raw), to: session.envelope.rcptTo.map((address) => address.address) });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for the mails nodemailer writes: headers, encoded words, multipart/alternative, QP and base64. */
export function parseMail(raw: string): Omit<ReceivedMail, 'to'> {
  const { headers, body } = splitHeaders(raw);
  const result = { subject: decodeWords(headers.get('subject') ?? ''), text: '', html: '', raw };
  for (const part of leafParts(headers, body)) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    const content = decodeBody(part.body, part.headers.get('content-transfer-encoding') ?? '7bit');
    if (type.startsWith('text/plain')) result.text = content;
    if (type.startsWith('text/html')) result.html = content;
  }
  return result;
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normalized.slice(end + 2) };
}

function leafParts(
  headers: Map<string, string>,
  body: string,
): { headers: Map<string, string>; body: string }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((chunk) => {
      const part = splitHeaders(chunk.replace(/^\n/, ''));
      return leafParts(part.headers, part.body);
    });
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\n/g, '')).replace(/\n$/, '');
    default:
      return body.replace(/\n$/, '');
  }
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=([0-9A-Fa-f]{2})/g, (_whole, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_whole, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
