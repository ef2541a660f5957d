import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, createOutboxMailer } from '../../src/mail/mailer';
import { call, registerUser } from '../support/auth-api';
import { captureLogs, type LogCapture } from '../support/log-capture';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

const mode = (file: string) => statSync(file).mode & 0o777;

async function waitForFiles(dir: string, count: number): Promise<string[]> {
  for (let i = 0; i < 200; i++) {
    const files = (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []).filter((entry) =>
      entry.name.endsWith('.eml'),
    );
    if (files.length >= count) return files.map((entry) => path.join(dir, entry.name)).sort();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} mails in ${dir}`);
}

describe.each(testDatabaseKinds)('the outbox (no SMTP_URL) at LOG_LEVEL=info on %s', (kind) => {
  let server: TestServer;
  let logs: LogCapture;
  let root: string;
  let outbox: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'icf-outbox-test-'));
    outbox = path.join(root, 'outbox');
    logs = captureLogs('info');
    const logger = logs.logger;
    server = await startTestServer(kind, {
      logger,
      mailer: createOutboxMailer({ dir: outbox, from: 'ICF <no-reply@localhost>', logger }),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('logs that a mail was written (domain, subject key, file), never its text or link', async () => {
    const user = await registerUser(server, {}, { locale: 'en' });
    const forgot = await call(server, 'POST', '/api/forgot-password', {
      body: { email: user.email },
      locale: 'en',
    });
    expect(forgot.status).toBe(200);
    const writtenEntries = () =>
      logs.entries().filter((entry) => entry.message === 'mail written to the outbox');
    await expect.poll(() => writtenEntries().length).toBe(2);
    const files = await waitForFiles(outbox, 2);
    const mails = files.map((file) => readFileSync(file, 'utf8'));
    const resetMail = mails.find((mail) => mail.includes('reset-password'));
    // The link is in the file (a developer follows it from there) …
    const token = /token=3D([A-Za-z0-9_-]+)|token=([A-Za-z0-9_-]{20,})/.exec(resetMail ?? '');
    expect(token, resetMail).not.toBeNull();
    const secret = (token![1] ?? token![2])!.slice(0, 20);

    // … and nowhere in the log.
    const text = logs.text();
    expect(text).not.toContain(secret);
    expect(text).not.toMatch(/reset-password|email\/verify|signature=/);
    expect(text).not.toContain(user.email.split('@')[0]);
    const written = writtenEntries();
    expect(written.map((entry) => entry.subjectKey).sort()).toEqual([
      'mail.reset.subject',
      'mail.verify.subject',
    ]);
    expect(written[0]).toMatchObject({ toDomain: 'Example.org' });
    expect(files.map((file) => path.basename(file))).toContain(written[0]!.file);
  });

  it('writes each mail as 0600 in a 0700 folder', async () => {
    const files = await waitForFiles(outbox, 2);
    expect(mode(outbox)).toBe(0o700);
    for (const file of files) expect(mode(file)).toBe(0o600);
  });

  it('forgets the mails of an account when it is erased, and only those (decision record 0042)', async () => {
    const before = (await waitForFiles(outbox, 2)).length;
    const alice = await registerUser(server, {}, { locale: 'en' });
    const bob = await registerUser(server, {}, { locale: 'en' });
    const mailsTo = (user: { email: string }) =>
      readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        // Mail programs write the domain in lower case.
        .filter((name) =>
          readFileSync(path.join(outbox, name), 'utf8').toLowerCase().includes(user.email.toLowerCase()),
        );
    await waitForFiles(outbox, before + 2);
    expect(mailsTo(alice)).toHaveLength(1);
    const bobsMails = mailsTo(bob);
    expect(bobsMails).toHaveLength(1);

    const erased = await call(server, 'DELETE', '/api/settings/account', {
      token: alice.token,
      // The address as typed again may differ in case: the mails go by the address, whatever its case.
      body: { password: alice.password, email: alice.email.toLowerCase() },
      locale: 'en',
    });
    expect(erased.status).toBe(200);
    expect(mailsTo(alice)).toEqual([]);
    expect(mailsTo(bob)).toEqual(bobsMails);
  });
});

describe('outbox folder and start-up warning', () => {
  it('closes an existing outbox folder that others could read', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'icf-outbox-open-'));
    mkdirSync(path.join(dir, 'outbox'), { mode: 0o755 });
    const mailer = createOutboxMailer({
      dir: path.join(dir, 'outbox'),
      from: 'x@localhost',
      logger: captureLogs().logger,
    });
    await mailer.sendMail({ to: 'a@b.example', subjectKey: 'k', subject: 's', text: 't', html: '<p>t</p>' });
    expect(mode(path.join(dir, 'outbox'))).toBe(0o700);
    rmSync(dir, { recursive: true, force: true });
  });

  it('warns at start-up in production when SMTP_URL is unset, and not otherwise', () => {
    const production = captureLogs();
    createMailer({
      smtpUrl: undefined,
      outboxDir: '/tmp/x',
      from: 'x@localhost',
      logger: production.logger,
      production: true,
    });
    expect(production.entries()).toMatchObject([
      { level: 'warn', message: expect.stringContaining('SMTP_URL') },
    ]);
    const development = captureLogs();
    createMailer({
      smtpUrl: undefined,
      outboxDir: '/tmp/x',
      from: 'x@localhost',
      logger: development.logger,
      production: false,
    });
    const withSmtp = captureLogs();
    createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      outboxDir: undefined,
      from: 'x@localhost',
      logger: withSmtp.logger,
      production: true,
    });
    expect([...development.entries(), ...withSmtp.entries()]).toEqual([]);
  });
});
