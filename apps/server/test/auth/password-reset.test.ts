import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../src/db/schema';
import { call, login, registerUser, uniqueEmail, userStatus, type RegisteredUser } from '../support/auth-api';
import { isSentTo, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { startTestServerWithSmtp, type SmtpTestServer } from '../support/smtp-test-server';
import { testDatabaseKinds } from '../support/test-databases';
import type { TestServer } from '../support/test-server';

/** The reset link of a mail, as the web page receives it: /reset-password?token=…&email=… */
function resetLink(mail: ReceivedMail): { url: URL; token: string; email: string } {
  const found = /http:\/\/icf\.test:8080\/reset-password\?\S+/.exec(mail.text)?.[0];
  expect(found, mail.text).toBeDefined();
  const url = new URL(found!);
  // The HTML part carries the same link (with &amp; in the attribute).
  expect(mail.html).toContain(found!.replaceAll('&', '&amp;'));
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

describe.each(testDatabaseKinds)('password reset through a real SMTP server on %s', (kind) => {
  let mailServer: SmtpTestServer;
  let smtp: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    mailServer = await startTestServerWithSmtp(kind);
    ({ smtp, server } = mailServer);
  });
  afterAll(() => mailServer.close());

  const forgot = (email: string, locale: 'en' | 'kr' = 'en') =>
    call(server, 'POST', '/api/forgot-password', { body: { email }, locale });
  const reset = (body: Record<string, string>, locale: 'en' | 'kr' = 'en') =>
    call(server, 'POST', '/api/reset-password', { body, locale });
  const resetMailTo = (user: RegisteredUser, after = 0) =>
    smtp.waitForMail(
      (mail, index = smtp.messages.indexOf(mail)) =>
        index >= after && isSentTo(mail, user.email) && /reset-password/.test(mail.text),
    );

  it('resets a password from the link in the mail; old sessions end; the link works once', async () => {
    const user = await registerUser(server, {}, { locale: 'en' });
    const session = (await (await login(server, user.email, user.password)).json()) as { token: string };

    const requested = await forgot(user.email.toLowerCase());
    expect(requested.status).toBe(200);
    expect(await requested.json()).toEqual({ status: 'We have emailed your password reset link.' });

    const mail = await resetMailTo(user);
    expect(mail.subject).toBe('Reset Password Notification');
    expect(mail.text).toContain('This password reset link will expire in 60 minutes.');
    const link = resetLink(mail);
    expect(link.url.pathname).toBe('/reset-password');
    expect(link.email).toBe(user.email);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    // Only the hash is stored.
    const rows = await server.database.db.select().from(passwordResetTokens);
    expect(rows.map((row) => row.tokenHash)).not.toContain(link.token);

    const newPassword = 'a brand new password';
    const done = await reset({
      token: link.token,
      email: link.email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: 'Your password has been reset.' });

    expect(await userStatus(server, session.token)).toBe(401);
    expect(await userStatus(server, user.token)).toBe(401);
    expect((await login(server, user.email, user.password)).status).toBe(422);
    expect((await login(server, user.email, newPassword)).status).toBe(200);

    const again = await reset({
      token: link.token,
      email: link.email,
      password: 'yet another one',
      password_confirmation: 'yet another one',
    });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      code: 'validation_failed',
      message: 'This password reset token is invalid.',
      errors: { email: ['This password reset token is invalid.'] },
    });
    expect((await login(server, user.email, newPassword)).status).toBe(200);
  });

  it('refuses an expired token and keeps the password', async () => {
    const user = await registerUser(server, {}, { locale: 'en' });
    await forgot(user.email);
    const link = resetLink(await resetMailTo(user));
    const [row] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email));
    await server.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, row!.id));

    const response = await reset(
      {
        token: link.token,
        email: link.email,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      },
      'kr',
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      errors: { email: ['비밀번호 재설정 토큰이 유효하지 않습니다.'] },
    });
    expect((await login(server, user.email, user.password)).status).toBe(200);
    expect(await userStatus(server, user.token)).toBe(200);
  });

  it("refuses a token with another user's e-mail, a made-up token, and only the newest link works", async () => {
    const user = await registerUser(server, {}, { locale: 'en' });
    const stranger = await registerUser(server, {}, { locale: 'en' });
    await forgot(user.email);
    const first = resetLink(await resetMailTo(user));
    const before = smtp.messages.length;
    await forgot(user.email);
    const second = resetLink(await resetMailTo(user, before));
    expect(second.token).not.toBe(first.token);

    const password = 'a brand new password';
    const attempts = [
      { token: second.token, email: stranger.email },
      { token: randomBytes(48).toString('base64url'), email: user.email },
      { token: first.token, email: user.email },
    ];
    for (const attempt of attempts) {
      const response = await reset({ ...attempt, password, password_confirmation: password });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({
        errors: { email: ['This password reset token is invalid.'] },
      });
    }
    const ok = await reset({
      token: second.token,
      email: user.email.toUpperCase(),
      password,
      password_confirmation: password,
    });
    expect(ok.status).toBe(200);
  });

  it('validates the reset body per field', async () => {
    const response = await reset({ email: 'nope', password: 'short', password_confirmation: 'other' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      token: ['The token field is required.'],
      email: ['The email field must be a valid email address.'],
      password: [
        'The password field must be at least 8 characters.',
        'The password confirmation does not match.',
      ],
    });
  });

  it('sends the mail in the language of the request that asked for it, as it answers', async () => {
    // Registered in English, now using the Korean UI: the mail follows the locale of the request, so it is Korean.
    const user = await registerUser(server, {}, { locale: 'en' });
    const korean = await forgot(user.email, 'kr');
    expect(await korean.json()).toEqual({ status: '비밀번호 재설정 링크를 이메일로 보냈습니다.' });
    const mail = await resetMailTo(user);
    expect(mail.subject).toBe('비밀번호 재설정 안내');
    expect(mail.text).toContain('회원님의 계정에 대한 비밀번호 재설정 요청을 받아');
    expect(mail.text).toContain('이 비밀번호 재설정 링크는 60분 후에 만료됩니다.');
    expect(mail.text).not.toContain('Reset Password');
    expect(mail.html).toContain('<html lang="ko">');
    expect(resetLink(mail).email).toBe(user.email);

    const before = smtp.messages.length;
    const english = await forgot(user.email, 'en');
    expect(await english.json()).toEqual({ status: 'We have emailed your password reset link.' });
    const englishMail = await resetMailTo(user, before);
    expect(englishMail.subject).toBe('Reset Password Notification');
    expect(englishMail.html).toContain('<html lang="en">');
  });

  it('answers an unknown e-mail exactly like a known one and sends it nothing', async () => {
    const known = await registerUser(server, {}, { locale: 'en' });
    const unknownEmail = uniqueEmail('nobody');
    const unknownAnswer = await forgot(unknownEmail);
    const knownAnswer = await forgot(known.email);
    expect(unknownAnswer.status).toBe(200);
    expect(await unknownAnswer.json()).toEqual(await knownAnswer.json());
    // The known address's mail arrives; by then a mail for the unknown one, sent earlier, would have too.
    await resetMailTo(known);
    expect(smtp.messages.filter((mail) => isSentTo(mail, unknownEmail))).toEqual([]);
    expect(smtp.messages.filter((mail) => isSentTo(mail, known.email))).not.toEqual([]);
  });

  it('refuses a malformed or empty e-mail with 422', async () => {
    const malformed = await forgot('not an email');
    expect(malformed.status).toBe(422);
    expect(await malformed.json()).toMatchObject({
      errors: { email: ['The email field must be a valid email address.'] },
    });
    const empty = await forgot('', 'kr');
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({
      message: '이메일 항목은 필수입니다.',
      errors: { email: ['이메일 항목은 필수입니다.'] },
    });
  });
});
