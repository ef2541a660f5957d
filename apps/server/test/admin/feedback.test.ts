import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessageListSchema } from '@icf/shared';
import { call, registerUser, uniqueEmail } from '../support/auth-api';
import { isSentTo, type SmtpSink } from '../support/smtp-sink';
import { startTestServerWithSmtp, type SmtpTestServer } from '../support/smtp-test-server';
import { testDatabaseKinds } from '../support/test-databases';
import type { TestServer } from '../support/test-server';
import { registerAdmin } from './admin-api';

describe.each(testDatabaseKinds)('questions and suggestions on %s', (kind) => {
  let mailServer: SmtpTestServer;
  let server: TestServer;
  let smtp: SmtpSink;
  beforeAll(async () => {
    mailServer = await startTestServerWithSmtp(kind);
    ({ server, smtp } = mailServer);
  });
  afterAll(() => mailServer.close());

  /** Every test sends from 127.0.0.1: the rate-limit test counts the messages the others stored. */
  let stored = 0;
  const send = async (body: unknown, options: { token?: string; locale?: 'en' | 'kr' } = {}) => {
    const response = await call(server, 'POST', '/api/feedback', {
      body,
      token: options.token,
      locale: options.locale ?? 'en',
    });
    if (response.status === 201) stored += 1;
    return response;
  };

  it('round trip: a user asks in Korean, an administrator answers, the user reads it and gets a Korean mail', async () => {
    const user = await registerUser(server, { name: '김치료' });
    const admin = await registerAdmin(server);
    const sent = await send(
      { category: 'question', message: '  PDF를 어떻게 인쇄하나요?  ', email: user.email },
      { token: user.token, locale: 'kr' },
    );
    expect(sent.status, await sent.clone().text()).toBe(201);
    const message = (await sent.json()) as { id: number };
    expect(message).toMatchObject({ status: 'new', answer: null, message: 'PDF를 어떻게 인쇄하나요?' });

    const inbox = await call(server, 'GET', '/api/admin/feedback?status=new', { token: admin.token });
    const listed = (await inbox.json()) as { data: Record<string, unknown>[] };
    expect(listed.data).toContainEqual(
      expect.objectContaining({ id: message.id, user: { id: expect.any(Number), name: '김치료' } }),
    );

    const answered = await call(server, 'PATCH', `/api/admin/feedback/${message.id}`, {
      token: admin.token,
      body: { answer: '쓰기 화면의 PDF 단추를 누르세요.' },
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
    expect(await answered.json()).toMatchObject({
      status: 'answered',
      answer: '쓰기 화면의 PDF 단추를 누르세요.',
    });

    const mine = await call(server, 'GET', '/api/feedback', { token: user.token });
    const { data } = feedbackMessageListSchema.parse(await mine.json());
    expect(data).toEqual([
      expect.objectContaining({
        id: message.id,
        status: 'answered',
        answer: '쓰기 화면의 PDF 단추를 누르세요.',
        answered_at: expect.any(String),
      }),
    ]);

    const mail = await smtp.waitForMail(
      (candidate) => isSentTo(candidate, user.email) && candidate.text.includes('/feedback'),
    );
    expect(mail.subject).toBe('보내신 메시지에 답변이 등록되었습니다');
    expect(mail.text).toContain('김치료님, 안녕하세요.');
    expect(mail.text).toContain('PDF를 어떻게 인쇄하나요?');
    expect(mail.text).toContain('쓰기 화면의 PDF 단추를 누르세요.');
    expect(mail.text).toContain('http://icf.test:8080/feedback');

    const closed = await call(server, 'PATCH', `/api/admin/feedback/${message.id}`, {
      token: admin.token,
      body: { status: 'closed' },
    });
    expect(await closed.json()).toMatchObject({
      status: 'closed',
      answer: '쓰기 화면의 PDF 단추를 누르세요.',
    });

    const audit = await call(server, 'GET', '/api/admin/audit', { token: admin.token });
    const entries = ((await audit.json()) as { data: Record<string, unknown>[] }).data;
    expect(entries.filter((entry) => entry.target_type === 'feedback_message')).toEqual([
      expect.objectContaining({ action: 'feedback.status', details: { from: 'answered', to: 'closed' } }),
      expect.objectContaining({ action: 'feedback.answer', target_id: String(message.id) }),
    ]);
    // The audit log keeps what happened, not the texts.
    expect(JSON.stringify(entries)).not.toContain('PDF');
  });

  it('takes a visitor’s message without an account; only signed-in users list their messages', async () => {
    const email = uniqueEmail('visitor');
    const sent = await send({ category: 'suggestion', message: 'Dark mode, please.', email });
    expect(sent.status).toBe(201);
    expect((await call(server, 'GET', '/api/feedback')).status).toBe(401);
    const other = await registerUser(server);
    const mine = await call(server, 'GET', '/api/feedback', { token: other.token });
    expect(((await mine.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('answers 422 with a message per field', async () => {
    const response = await send({ category: 'complaint', message: 'x'.repeat(2001), email: 'not-an-email' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      category: ['The selected category is invalid.'],
      message: ['The message field must not be greater than 2000 characters.'],
      email: ['The email field must be a valid email address.'],
    });
    const empty = await send({ category: 'question', message: '   ', email: '' });
    expect(((await empty.json()) as { errors: unknown }).errors).toEqual({
      message: ['The message field is required.'],
      email: ['The email field is required.'],
    });
    const nul = await send({ category: 'question', message: 'a\u0000b', email: 'a@example.org' });
    expect(((await nul.json()) as { errors: unknown }).errors).toEqual({
      message: ['The message field contains characters that cannot be stored.'],
    });
    const answer = await call(server, 'PATCH', '/api/admin/feedback/1', {
      token: (await registerAdmin(server)).token,
      body: { answer: 'y'.repeat(2001) },
      locale: 'en',
    });
    expect(((await answer.json()) as { errors: unknown }).errors).toEqual({
      answer: ['The answer field must not be greater than 2000 characters.'],
    });
  });

  it('refuses a sixth message from one address within ten minutes (429)', async () => {
    const body = { category: 'question', message: 'spam?', email: 'spam@example.org' };
    const allowed = 5 - stored;
    const statuses: number[] = [];
    for (let index = 0; index < allowed + 2; index += 1) statuses.push((await send(body)).status);
    expect(statuses).toEqual([...Array<number>(allowed).fill(201), 429, 429]);
    const refused = await send(body);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.message?.[0]).toMatch(
      /^Too many requests/,
    );
  });
});
