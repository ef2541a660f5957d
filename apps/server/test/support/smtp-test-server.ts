import { randomBytes } from 'node:crypto';
import type { AuthSettings } from '../../src/features/auth/auth-settings';
import { createLogger } from '../../src/http/logger';
import { createSmtpMailer } from '../../src/mail/mailer';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import type { TestDatabaseKind } from './test-databases';
import { startTestServer, type TestServer } from './test-server';

export interface SmtpTestServer {
  server: TestServer;
  /** The real SMTP server the app sends its mail to. */
  smtp: SmtpSink;
  /** The settings the app signs and builds its mail links with (APP_URL http://icf.test:8080). */
  auth: AuthSettings;
  close(): Promise<void>;
}

/** The real application wired to a real SMTP server on 127.0.0.1, for the tests that read the mail it sends. */
export async function startTestServerWithSmtp(kind: TestDatabaseKind): Promise<SmtpTestServer> {
  const smtp = await startSmtpSink();
  const auth: AuthSettings = {
    appUrl: 'http://icf.test:8080',
    appKey: randomBytes(32).toString('hex'),
  };
  const server = await startTestServer(kind, {
    mailer: createSmtpMailer({
      url: smtp.url,
      from: 'ICF Core Sets <no-reply@localhost>',
      logger: createLogger('silent'),
    }),
    auth,
  });
  return {
    server,
    smtp,
    auth,
    close: async () => {
      await server.close();
      await smtp.close();
    },
  };
}
