import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../src/mail/mailer';
import { call, registerUser } from '../support/auth-api';
import { captureLogs } from '../support/log-capture';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Decision 0040: a mail that does not leave is logged with the reason, wherever it was sent from, and the log
 * holds neither the SMTP password nor the mail's text (its link carries a token).
 */
const smtpPassword = 'smtp-secret-9f3b';

/** A real SMTP server on 127.0.0.1 that takes the login and then refuses every recipient. */
async function startRefusingSmtpServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      const refusal = new Error('Mailbox unavailable: relay not permitted') as Error & {
        responseCode: number;
      };
      refusal.responseCode = 550;
      callback(refusal);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://clinic:${smtpPassword}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds)('a mail that does not leave, on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startRefusingSmtpServer>>;
  let server: TestServer;
  const logs = captureLogs();
  beforeAll(async () => {
    smtp = await startRefusingSmtpServer();
    server = await startTestServer(kind, {
      logger: logs.logger,
      mailer: createSmtpMailer({
        url: smtp.url,
        from: 'ICF Core Sets <no-reply@localhost>',
        logger: logs.logger,
      }),
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('is logged with the SMTP server’s reason, without the password or the mail', async () => {
    const user = await registerUser(server, { email: `failing-mail-${Date.now()}@clinic.example` });
    const response = await call(server, 'POST', '/api/forgot-password', { body: { email: user.email } });
    expect(response.status).toBe(200);
    await expect
      .poll(
        () =>
          logs
            .entries()
            .filter(
              (entry) => entry.message === 'mail not sent' && entry.subjectKey === 'mail.reset.subject',
            ),
        {
          timeout: 15_000,
        },
      )
      .toHaveLength(1);
    const entry = logs.entries().find((line) => line.subjectKey === 'mail.reset.subject')!;
    expect(entry.level).toBe('error');
    expect(entry.toDomain).toBe('clinic.example');
    expect(String(entry.reason)).toMatch(/relay not permitted/);
    expect(String(entry.reason)).toMatch(/550/);
    const text = logs.text();
    expect(text).not.toContain(smtpPassword);
    expect(text).not.toContain(user.email.split('@')[0]);
    expect(text).not.toMatch(/token=|reset-password\?/);
  });
});
