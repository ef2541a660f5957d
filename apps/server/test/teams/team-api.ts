import { expect } from 'vitest';
import { clientSchema, teamSummarySchema, type Client, type Discipline, type TeamSummary } from '@icf/shared';
import { call, type RegisteredUser } from '../support/auth-api';
import { verifyEmailOk } from '../support/email-verification';
import { isSentTo, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import type { TestServer } from '../support/test-server';

/** The token of the link in an invitation mail (APP_URL of the SMTP test server: http://icf.test:8080). */
export function invitationToken(mail: ReceivedMail): string {
  const found = /http:\/\/icf\.test:8080\/teams\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(found, mail.text).toBeDefined();
  return found!;
}

export async function createTeamOk(
  server: TestServer,
  owner: RegisteredUser,
  name = 'Ward 3 rehabilitation',
  discipline: Discipline = 'physician',
): Promise<TeamSummary> {
  const response = await call(server, 'POST', '/api/team', {
    token: owner.token,
    body: { name, discipline },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return teamSummarySchema.parse(await response.json());
}

/** An owner invites `member`'s e-mail; the mail goes through the real SMTP server; its token is returned. */
export async function inviteOk(
  server: TestServer,
  smtp: SmtpSink,
  owner: RegisteredUser,
  teamId: number,
  email: string,
): Promise<string> {
  const before = smtp.messages.length;
  const response = await call(server, 'POST', `/api/team/${teamId}/invitations`, {
    token: owner.token,
    body: { email },
    locale: 'en',
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const mail = await smtp.waitForMail(
    (sent) =>
      smtp.messages.indexOf(sent) >= before && isSentTo(sent, email) && sent.text.includes('/teams/join'),
  );
  return invitationToken(mail);
}

export function accept(server: TestServer, member: RegisteredUser, token: string, discipline: Discipline) {
  return call(server, 'POST', '/api/team/invitation/accept', {
    token: member.token,
    body: { token, discipline },
    locale: 'en',
  });
}

/** Invites `member` and accepts with their account: afterwards they are a member with `discipline`. */
export async function joinOk(
  server: TestServer,
  smtp: SmtpSink,
  owner: RegisteredUser,
  teamId: number,
  member: RegisteredUser,
  discipline: Discipline = 'physiotherapy',
): Promise<void> {
  const token = await inviteOk(server, smtp, owner, teamId, member.email);
  await verifyEmailOk(server, smtp, member);
  const response = await accept(server, member, token, discipline);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await response.json()).toEqual({ id: teamId });
}

export async function createClientOk(
  server: TestServer,
  token: string,
  displayName: string,
): Promise<Client> {
  const response = await call(server, 'POST', '/api/client', { token, body: { display_name: displayName } });
  expect(response.status, await response.clone().text()).toBe(201);
  return clientSchema.parse(await response.json());
}

export async function moveClientOk(
  server: TestServer,
  token: string,
  clientId: number,
  teamId: number | null,
): Promise<Client> {
  const response = await call(server, 'POST', `/api/client/${clientId}/team`, {
    token,
    body: { team_id: teamId },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return clientSchema.parse(await response.json());
}
