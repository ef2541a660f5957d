import { expect } from 'vitest';
import { call, type RegisteredUser } from './auth-api';
import { isSentTo, type ReceivedMail, type SmtpSink } from './smtp-sink';
import type { TestServer } from './test-server';

/** The link of a verification mail, and the API path the web page calls with it. */
export function verificationLink(mail: ReceivedMail): { url: URL; apiPath: string } {
  const found = /http:\/\/icf\.test:8080\/email\/verify\/\S+/.exec(mail.text)?.[0];
  expect(found, mail.text).toBeDefined();
  const url = new URL(found!);
  expect(url.pathname).toMatch(/^\/email\/verify\/\d+\/[0-9a-f]{64}$/);
  expect(url.searchParams.get('expires')).toMatch(/^\d+$/);
  expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  return { url, apiPath: `/api${url.pathname}${url.search}` };
}

/** Follows the verification link mailed at `user`'s registration, as the person would. */
export async function verifyEmailOk(server: TestServer, smtp: SmtpSink, user: RegisteredUser): Promise<void> {
  const mail = await smtp.waitForMail(
    (sent) => isSentTo(sent, user.email) && /\/email\/verify\//.test(sent.text),
  );
  const response = await call(server, 'GET', verificationLink(mail).apiPath);
  expect(response.status, await response.clone().text()).toBe(200);
}
