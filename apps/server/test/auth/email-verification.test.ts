import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { verificationUrl } from '../../src/features/auth/email-verification';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { verificationLink } from '../support/email-verification';
import { isSentTo, type SmtpSink } from '../support/smtp-sink';
import { startTestServerWithSmtp, type SmtpTestServer } from '../support/smtp-test-server';
import { testDatabaseKinds } from '../support/test-databases';
import type { TestServer } from '../support/test-server';

describe.each(testDatabaseKinds)('e-mail verification on %s', (kind) => {
  let mailServer: SmtpTestServer;
  let smtp: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    mailServer = await startTestServerWithSmtp(kind);
    ({ smtp, server } = mailServer);
  });
  afterAll(() => mailServer.close());

  const verifyMailTo = (user: RegisteredUser, after = 0) =>
    smtp.waitForMail(
      (mail) =>
        smtp.messages.indexOf(mail) >= after &&
        isSentTo(mail, user.email) &&
        /\/email\/verify\//.test(mail.text),
    );
  const verifiedAt = async (email: string) =>
    (
      await server.database.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.email, email))
    )[0]?.at;

  it('sends a signed link at registration that verifies the e-mail', async () => {
    const user = await registerUser(server, {}, { locale: 'en' });
    const mail = await verifyMailTo(user);
    expect(mail.subject).toBe('Verify Email Address');
    expect(mail.text).toContain('Please click the link below to verify your email address.');
    const link = verificationLink(mail);
    expect(await verifiedAt(user.email)).toBeNull();

    const response = await call(server, 'GET', link.apiPath);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'verified' });
    const first = await verifiedAt(user.email);
    expect(first).toBeInstanceOf(Date);
    // Following it again is harmless and keeps the first time.
    expect((await call(server, 'GET', link.apiPath)).status).toBe(200);
    expect(await verifiedAt(user.email)).toEqual(first);
  });

  it('answers a tampered, incomplete or expired link with 403 and verifies nothing', async () => {
    const user = await registerUser(server, {}, { locale: 'en' });
    const { url } = verificationLink(await verifyMailTo(user));
    const [id, hash] = url.pathname.split('/').slice(3);
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
    const [record] = await server.database.db.select().from(users).where(eq(users.email, user.email));
    const expired = new URL(verificationUrl(mailServer.auth, record!, Date.now() - 2 * 60 * 60 * 1000));

    const tampered = [
      `/api/email/verify/${id}/${hash}?expires=${expires}&signature=${flip(signature)}`,
      `/api/email/verify/${Number(id) + 1}/${hash}?expires=${expires}&signature=${signature}`,
      `/api/email/verify/${id}/${flip(hash!)}?expires=${expires}&signature=${signature}`,
      `/api/email/verify/${id}/${hash}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/api/email/verify/${id}/${hash}?expires=${expires}`,
      `/api/email/verify/${id}/${hash}`,
      `/api${expired.pathname}${expired.search}`,
    ];
    for (const path of tampered) {
      const response = await call(server, 'GET', path, { locale: 'en' });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({
        code: 'forbidden',
        message: 'This verification link is invalid or has expired.',
      });
    }
    expect(await verifiedAt(user.email)).toBeNull();
  });

  it("writes the mail in the user's language", async () => {
    const user = await registerUser(server, { name: '김치료' }, { locale: 'kr' });
    const mail = await verifyMailTo(user);
    expect(mail.subject).toBe('이메일 주소 인증');
    expect(mail.text).toContain('김치료님, 안녕하세요.');
    expect(mail.text).toContain('아래 링크를 눌러 이메일 주소를 인증해 주세요.');
  });

  it('sends a resent link in the language of the request, not of the registration', async () => {
    const user = await registerUser(server, {}, { locale: 'en' });
    expect((await verifyMailTo(user)).subject).toBe('Verify Email Address');
    const before = smtp.messages.length;
    const resend = await call(server, 'POST', '/api/email/verification-notification', {
      token: user.token,
      locale: 'kr',
    });
    expect(resend.status).toBe(200);
    const mail = await verifyMailTo(user, before);
    expect(mail.subject).toBe('이메일 주소 인증');
    expect(mail.text).toContain('아래 링크를 눌러 이메일 주소를 인증해 주세요.');
  });

  it('resends the link on request, until the e-mail is verified', async () => {
    const user = await registerUser(server, {}, { locale: 'en' });
    await verifyMailTo(user);
    const before = smtp.messages.length;
    const resend = await call(server, 'POST', '/api/email/verification-notification', { token: user.token });
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({ status: 'verification-link-sent' });
    const link = verificationLink(await verifyMailTo(user, before));
    expect((await call(server, 'GET', link.apiPath)).status).toBe(200);

    const done = await call(server, 'POST', '/api/email/verification-notification', { token: user.token });
    expect(await done.json()).toEqual({ status: 'already-verified' });
    expect((await call(server, 'POST', '/api/email/verification-notification')).status).toBe(401);
  });
});
