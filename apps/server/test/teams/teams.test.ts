import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamAccessLogSchema, teamListSchema, teamSchema } from '@icf/shared';
import { auditLog, documentVersions, teamInvitations } from '../../src/db/schema';
import { sha256Hex } from '../../src/auth/secrets';
import { createApiTokenOk } from '../api-tokens/api-token-api';
import { listDocuments, sampleDocument, saveDocumentOk } from '../documents/document-api';
import { answerInEnglish, call, registerUser, type RegisteredUser } from '../support/auth-api';
import { verifyEmailOk } from '../support/email-verification';
import { isSentTo, type SmtpSink } from '../support/smtp-sink';
import { startTestServerWithSmtp, type SmtpTestServer } from '../support/smtp-test-server';
import { testDatabaseKinds } from '../support/test-databases';
import type { TestServer } from '../support/test-server';
import {
  accept,
  createClientOk,
  createTeamOk,
  invitationToken,
  inviteOk,
  joinOk,
  moveClientOk,
} from './team-api';

describe.each(testDatabaseKinds)('teams: membership, invitations, team clients on %s', (kind) => {
  let mailServer: SmtpTestServer;
  let server: TestServer;
  let smtp: SmtpSink;
  let owner: RegisteredUser;
  let member: RegisteredUser;
  let stranger: RegisteredUser;
  beforeAll(async () => {
    mailServer = await startTestServerWithSmtp(kind);
    ({ server, smtp } = mailServer);
    [owner, member, stranger] = await Promise.all([
      registerUser(server, { name: 'Dr Owner' }),
      registerUser(server, { name: 'Member PT' }),
      registerUser(server, { name: 'Stranger' }),
    ]);
  });
  afterAll(() => mailServer.close());

  const answer = (method: string, path: string, token: string | undefined, body?: unknown) =>
    answerInEnglish<Record<string, unknown>>(server, method, path, token, body);
  /** The status of a call that may answer 204 (no body). */
  const statusOf = async (method: string, path: string, token: string | undefined, body?: unknown) =>
    (await call(server, method, path, { token, body })).status;

  it('creates a team whose creator is its owner; only members see it', async () => {
    const team = await createTeamOk(server, owner, 'Stroke unit', 'physician');
    expect(team).toMatchObject({
      name: 'Stroke unit',
      role: 'owner',
      discipline: 'physician',
      member_count: 1,
    });
    const list = await answer('GET', '/api/team/all', owner.token);
    expect(teamListSchema.parse(list.body).data.map((found) => found.id)).toContain(team.id);
    expect((await answer('GET', `/api/team/${team.id}`, stranger.token)).status).toBe(404);
    expect((await answer('GET', '/api/team/2147483648', owner.token)).status).toBe(404);
    const refused = await answer('POST', '/api/team', owner.token, { name: ' ', discipline: 'surgeon' });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object).sort()).toEqual(['discipline', 'name']);
  });

  it('invites by e-mail: a single-use 7-day link, stored hashed, for that e-mail’s account only', async () => {
    const team = await createTeamOk(server, owner);
    const token = await inviteOk(server, smtp, owner, team.id, member.email);
    const [stored] = await server.database.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.teamId, team.id));
    expect(stored!.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    // Another account cannot use (or use up) it, and is answered exactly as for a link that doesn't exist:
    // holding a link tells nobody whether it is live.
    const wrong = await accept(server, stranger, token, 'nursing');
    const madeUp = await accept(server, stranger, 'x'.repeat(43), 'nursing');
    expect(wrong.status).toBe(422);
    expect(madeUp.status).toBe(422);
    expect(await wrong.text()).toBe(await madeUp.text());
    // The account it was sent to accepts only once its e-mail is verified.
    const unverified = await accept(server, member, token, 'occupational_therapy');
    expect(unverified.status).toBe(422);
    expect(await unverified.json()).toMatchObject({
      errors: {
        token: [
          'Confirm your e-mail address first, with the link we sent you, then open this invitation again.',
        ],
      },
    });
    await verifyEmailOk(server, smtp, member);
    const joined = await accept(server, member, token, 'occupational_therapy');
    expect(joined.status).toBe(200);
    const again = await accept(server, member, token, 'occupational_therapy');
    expect(again.status).toBe(422);

    const read = teamSchema.parse((await answer('GET', `/api/team/${team.id}`, member.token)).body);
    expect(read.role).toBe('member');
    expect(read.members.map((found) => [found.name, found.role, found.discipline])).toEqual([
      ['Dr Owner', 'owner', 'physician'],
      ['Member PT', 'member', 'occupational_therapy'],
    ]);
    expect(read.invitations).toEqual([]);
  });

  it('refuses an expired invitation, and a member’s invitation or removal (owners only)', async () => {
    const team = await createTeamOk(server, owner);
    const token = await inviteOk(server, smtp, owner, team.id, member.email);
    await server.database.db
      .update(teamInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(teamInvitations.tokenHash, sha256Hex(token)));
    expect((await accept(server, member, token, 'nursing')).status).toBe(422);
    await joinOk(server, smtp, owner, team.id, member);
    const invited = await answer('POST', `/api/team/${team.id}/invitations`, member.token, {
      email: stranger.email,
    });
    expect(invited.status).toBe(403);
    const ownerId = (await memberIdOf(team.id, owner.name))!;
    expect((await answer('DELETE', `/api/team/${team.id}/members/${ownerId}`, member.token)).status).toBe(
      403,
    );
    const already = await answer('POST', `/api/team/${team.id}/invitations`, owner.token, {
      email: member.email,
    });
    expect(already.status).toBe(422);
  });

  it('lets a member change only their own discipline', async () => {
    const team = await createTeamOk(server, owner);
    await joinOk(server, smtp, owner, team.id, member, 'psychology');
    const changed = await call(server, 'PUT', `/api/team/${team.id}/discipline`, {
      token: member.token,
      body: { discipline: 'speech_therapy' },
    });
    expect(changed.status).toBe(204);
    const read = teamSchema.parse((await answer('GET', `/api/team/${team.id}`, owner.token)).body);
    expect(read.members.find((found) => found.name === 'Member PT')?.discipline).toBe('speech_therapy');
    expect(read.members.find((found) => found.name === 'Dr Owner')?.discipline).toBe('physician');
  });

  it('keeps the last owner in; hands over; leaves; every step is in the audit log', async () => {
    const team = await createTeamOk(server, owner);
    await joinOk(server, smtp, owner, team.id, member);
    expect(await statusOf('POST', `/api/team/${team.id}/leave`, owner.token)).toBe(409);
    const memberId = (await memberIdOf(team.id, member.name))!;
    expect(await statusOf('POST', `/api/team/${team.id}/owner`, owner.token, { user_id: memberId })).toBe(
      204,
    );
    expect(await statusOf('POST', `/api/team/${team.id}/leave`, owner.token)).toBe(204);
    expect(await statusOf('GET', `/api/team/${team.id}`, owner.token)).toBe(404);
    expect(await statusOf('POST', `/api/team/${team.id}/leave`, member.token)).toBe(409);
    const actions = await server.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.targetType} = 'team' and ${auditLog.targetId} = ${String(team.id)}`)
      .orderBy(auditLog.id);
    expect(actions.map((row) => row.action)).toEqual([
      'team.create',
      'team.invite',
      'team.join',
      'team.hand_over',
      'team.leave',
    ]);
  });

  async function memberIdOf(teamId: number, name: string): Promise<number | undefined> {
    const read = teamSchema.parse((await answer('GET', `/api/team/${teamId}`, owner.token)).body);
    return read.members.find((found) => found.name === name)?.user_id;
  }

  it('shares a client moved into the team, with its documents, and ends a removed member’s access at once', async () => {
    const team = await createTeamOk(server, owner);
    await joinOk(server, smtp, owner, team.id, member);
    const client = await createClientOk(server, owner.token, 'Team client A');
    const documentId = await saveDocumentOk(server, owner.token, sampleDocument({ client_id: client.id }));
    expect((await answer('GET', `/api/client/${client.id}`, member.token)).status).toBe(404);

    const moved = await moveClientOk(server, owner.token, client.id, team.id);
    expect(moved.team_id).toBe(team.id);
    expect((await listDocuments(server, owner.token)).data.map((row) => row.id)).not.toContain(documentId);
    const teamList = await listDocuments(server, member.token, { team_id: team.id });
    expect(teamList.data.map((row) => row.id)).toEqual([documentId]);
    expect(teamList.total).toBe(1);
    const teamClients = await answer('GET', `/api/client/all?team_id=${team.id}`, member.token);
    expect((teamClients.body.data as { id: number }[]).map((found) => found.id)).toEqual([client.id]);

    // The member edits the team's document; the version names its author.
    await saveDocumentOk(server, member.token, {
      ...sampleDocument({ description: 'by the member' }),
      id: documentId,
    });
    const memberId = (await memberIdOf(team.id, member.name))!;
    const versions = await server.database.db
      .select({ version: documentVersions.version, authorId: documentVersions.authorId })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId))
      .orderBy(documentVersions.version);
    expect(versions.at(-1)).toEqual({ version: 2, authorId: memberId });
    const listed = await answer('GET', `/api/document/${documentId}/versions`, owner.token);
    expect((listed.body.data as { author: string | null }[]).map((row) => row.author)).toEqual([
      'Member PT',
      'Dr Owner',
    ]);
    // Each reader is told which versions are their own: the owner's write screen names the member.
    expect((listed.body.data as { by_you: boolean }[]).map((row) => row.by_you)).toEqual([false, true]);
    const asMember = await answer('GET', `/api/document/${documentId}/versions?after=1`, member.token);
    expect(asMember.body.data).toMatchObject([{ version: 2, author: 'Member PT', by_you: true }]);

    const pat = await createApiTokenOk(server, member.token, ['documents:read', 'clients:read']);
    expect((await call(server, 'GET', `/api/document/${documentId}`, { token: pat.token })).status).toBe(200);
    // A member cannot move the client out: an owner's act.
    expect(
      (await answer('POST', `/api/client/${client.id}/team`, member.token, { team_id: null })).status,
    ).toBe(403);

    expect(
      (await call(server, 'DELETE', `/api/team/${team.id}/members/${memberId}`, { token: owner.token }))
        .status,
    ).toBe(204);
    for (const token of [member.token, pat.token]) {
      expect((await call(server, 'GET', `/api/document/${documentId}`, { token })).status).toBe(404);
      expect((await call(server, 'GET', `/api/client/${client.id}`, { token })).status).toBe(404);
      expect((await call(server, 'GET', `/api/document/all?team_id=${team.id}`, { token })).status).toBe(404);
    }

    const out = await moveClientOk(server, owner.token, client.id, null);
    expect(out.team_id).toBeNull();
    const own = await listDocuments(server, owner.token);
    expect(own.data.map((row) => row.id)).toContain(documentId);
    expect((await listDocuments(server, owner.token, { team_id: team.id })).total).toBe(0);
  });

  it('shows the owners who opened, changed, exported or deleted which team client or document, by name', async () => {
    const team = await createTeamOk(server, owner);
    await joinOk(server, smtp, owner, team.id, member);
    const client = await createClientOk(server, owner.token, 'Logged client');
    const ownDocument = await saveDocumentOk(server, owner.token, sampleDocument({ client_id: client.id }));
    await moveClientOk(server, owner.token, client.id, team.id);
    const read = async (path: string) =>
      expect((await call(server, 'GET', path, { token: member.token })).status).toBe(200);
    await read(`/api/document/${ownDocument}`);
    await saveDocumentOk(server, member.token, { ...sampleDocument(), id: ownDocument });
    await read(`/api/document/${ownDocument}/fhir`);
    await read(`/api/document/${ownDocument}/versions/1`);
    await read(`/api/client/${client.id}/intervention-table/download`);
    await call(server, 'PUT', `/api/client/${client.id}`, {
      token: member.token,
      body: { display_name: 'Renamed' },
    });

    expect((await answer('GET', `/api/team/${team.id}/access-log`, member.token)).status).toBe(403);
    const logged = async () => {
      const log = await answer('GET', `/api/team/${team.id}/access-log`, owner.token);
      expect(log.status).toBe(200);
      return teamAccessLogSchema
        .parse(log.body)
        .data.map((entry) => [
          entry.user_name,
          entry.action,
          entry.client_id === null ? null : `${entry.client_name} ${entry.client_id}`,
          entry.document_id === null ? null : `${entry.document_description} ${entry.document_id}`,
        ]);
    };
    // Newest first, by the client's current name and the document's description; the owner's save before the
    // move was no team's business.
    const description = sampleDocument().description;
    const named = `Renamed ${client.id}`;
    const document = `${description} ${ownDocument}`;
    const reads = [
      ['Member PT', 'client.change', named, null],
      ['Member PT', 'client.export_intervention_table', named, document],
      ['Member PT', 'document.open_version', named, document],
      ['Member PT', 'document.export', named, document],
      ['Member PT', 'document.save', named, document],
      ['Member PT', 'document.open', named, document],
    ];
    expect(await logged()).toEqual(reads);

    // A member deletes the team's document, the owner the team's client: both in the team's log and the
    // audit log. A deleted client is named by its id alone.
    expect(
      (await answer('POST', '/api/document/update', member.token, { id: ownDocument, column: 'deleted_at' }))
        .status,
    ).toBe(200);
    expect(await statusOf('DELETE', `/api/client/${client.id}`, owner.token)).toBe(200);
    const gone = `null ${client.id}`;
    expect(await logged()).toEqual([
      ['Dr Owner', 'client.delete', gone, null],
      ['Member PT', 'document.delete', gone, document],
      ...reads.map(([who, action, , doc]) => [who, action, gone, doc]),
    ]);
    const audited = await server.database.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} in ('client.delete', 'document.delete') and ${auditLog.details}->>'team' = ${String(team.id)}`,
      )
      .orderBy(auditLog.id);
    expect(audited.map((entry) => [entry.action, entry.targetType, entry.targetId])).toEqual([
      ['document.delete', 'document', String(ownDocument)],
      ['client.delete', 'client', String(client.id)],
    ]);
    expect(audited.map((entry) => entry.actor)).toEqual([
      expect.stringContaining(member.email),
      expect.stringContaining(owner.email),
    ]);
  });

  it('refuses to attach a team’s document to a client outside the team', async () => {
    const team = await createTeamOk(server, owner);
    const teamClient = await moveClientOk(
      server,
      owner.token,
      (await createClientOk(server, owner.token, 'Team client B')).id,
      team.id,
    );
    const ownClient = await createClientOk(server, owner.token, 'Own client');
    const documentId = await saveDocumentOk(
      server,
      owner.token,
      sampleDocument({ client_id: teamClient.id }),
    );
    const refused = await answer('POST', `/api/document/${documentId}/client`, owner.token, {
      client_id: ownClient.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      client_id: ['A team’s document can only belong to a client of the same team.'],
    });
    expect(
      (await listDocuments(server, owner.token, { team_id: team.id })).data.map((row) => row.id),
    ).toEqual([documentId]);
  });

  it('moves an own document into the team when it is attached to a team client, and keeps it there when detached', async () => {
    const team = await createTeamOk(server, owner);
    await joinOk(server, smtp, owner, team.id, member);
    const teamClient = await moveClientOk(
      server,
      owner.token,
      (await createClientOk(server, owner.token, 'Team client C')).id,
      team.id,
    );
    const documentId = await saveDocumentOk(server, owner.token, sampleDocument());
    const teamList = async () =>
      (await listDocuments(server, member.token, { team_id: team.id })).data.map((row) => row.id);
    expect(await teamList()).toEqual([]);

    const attached = await answer('POST', `/api/document/${documentId}/client`, owner.token, {
      client_id: teamClient.id,
    });
    expect(attached.status).toBe(200);
    expect(await teamList()).toEqual([documentId]);

    const detached = await answer('POST', `/api/document/${documentId}/client`, owner.token, {
      client_id: null,
    });
    expect(detached.status).toBe(200);
    expect(await teamList()).toEqual([documentId]);
  });

  it('deletes a team only with every client’s fate named: to a member’s own list, or deleted', async () => {
    const team = await createTeamOk(server, owner);
    await joinOk(server, smtp, owner, team.id, member);
    const keep = await createClientOk(server, owner.token, 'Goes to the member');
    const drop = await createClientOk(server, owner.token, 'Is deleted');
    await moveClientOk(server, owner.token, keep.id, team.id);
    await moveClientOk(server, owner.token, drop.id, team.id);
    const kept = await saveDocumentOk(server, member.token, sampleDocument({ client_id: keep.id }));
    const dropped = await saveDocumentOk(server, owner.token, sampleDocument({ client_id: drop.id }));
    const memberId = (await memberIdOf(team.id, member.name))!;

    const incomplete = await answer('DELETE', `/api/team/${team.id}`, owner.token, {
      clients: [{ client_id: keep.id, fate: 'member', user_id: memberId }],
    });
    expect(incomplete.status).toBe(422);
    expect((await answer('DELETE', `/api/team/${team.id}`, member.token, { clients: [] })).status).toBe(403);
    expect((await listDocuments(server, member.token, { team_id: team.id })).total).toBe(2);

    const deleted = await call(server, 'DELETE', `/api/team/${team.id}`, {
      token: owner.token,
      body: {
        clients: [
          { client_id: keep.id, fate: 'member', user_id: memberId },
          { client_id: drop.id, fate: 'delete' },
        ],
      },
    });
    expect(deleted.status).toBe(204);
    expect((await answer('GET', `/api/team/${team.id}`, owner.token)).status).toBe(404);
    expect((await answer('GET', `/api/client/${keep.id}`, member.token)).body).toMatchObject({
      team_id: null,
    });
    expect((await listDocuments(server, member.token)).data.map((row) => row.id)).toContain(kept);
    expect((await call(server, 'GET', `/api/document/${dropped}`, { token: owner.token })).status).toBe(404);
    expect((await answer('GET', `/api/client/${drop.id}`, owner.token)).status).toBe(404);
  });

  it('limits invitations to one address to 3 a day, whoever sends them, until the address accepts one', async () => {
    const recipient = await registerUser(server, { name: 'Invited often' });
    const inviters = await Promise.all([registerUser(server), registerUser(server)]);
    const teams = await Promise.all(inviters.map((inviter) => createTeamOk(server, inviter)));
    const invite = (index: number) =>
      call(server, 'POST', `/api/team/${teams[index]!.id}/invitations`, {
        token: inviters[index]!.token,
        // The same address in other letters is the same recipient.
        body: { email: index === 1 ? recipient.email.toUpperCase() : recipient.email },
      });
    const statuses: number[] = [];
    for (const index of [0, 1, 0, 1]) statuses.push((await invite(index)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await invite(0);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);

    // Once the address accepts an invitation it wanted, invitations reach it again.
    const mail = await smtp.waitForMail(
      (sent) => isSentTo(sent, recipient.email) && sent.text.includes('/teams/join'),
    );
    await verifyEmailOk(server, smtp, recipient);
    expect((await accept(server, recipient, invitationToken(mail), 'nursing')).status).toBe(200);
    expect((await invite(0)).status).toBe(422); // already a member of the first team
    const thirdTeam = await createTeamOk(server, inviters[1]!, 'Another ward');
    const again = await call(server, 'POST', `/api/team/${thirdTeam.id}/invitations`, {
      token: inviters[1]!.token,
      body: { email: recipient.email },
    });
    expect(again.status).toBe(201);
  });

  it('limits invitations per inviter', async () => {
    const inviter = await registerUser(server);
    const team = await createTeamOk(server, inviter);
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await call(server, 'POST', `/api/team/${team.id}/invitations`, {
        token: inviter.token,
        body: { email: `invitee${index}@example.org` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('keeps a team’s clients with the team when a member deletes the account; the last owner must hand over', async () => {
    const teamOwner = await registerUser(server, { name: 'Last owner' });
    const leaving = await registerUser(server, { name: 'Leaving member' });
    const team = await createTeamOk(server, teamOwner);
    await joinOk(server, smtp, teamOwner, team.id, leaving);
    const client = await createClientOk(server, leaving.token, 'Brought by the leaving member');
    const documentId = await saveDocumentOk(server, leaving.token, sampleDocument({ client_id: client.id }));
    await moveClientOk(server, leaving.token, client.id, team.id);

    const refused = await answer('DELETE', '/api/settings/account', teamOwner.token, {
      password: teamOwner.password,
      email: teamOwner.email,
    });
    expect(refused.status).toBe(409);

    const erased = await call(server, 'DELETE', '/api/settings/account', {
      token: leaving.token,
      body: { password: leaving.password, email: leaving.email },
    });
    expect(erased.status).toBe(200);
    expect((await answer('GET', `/api/client/${client.id}`, teamOwner.token)).status).toBe(200);
    const read = await call(server, 'GET', `/api/document/${documentId}`, { token: teamOwner.token });
    expect(read.status).toBe(200);
    const versions = await server.database.db
      .select({ authorId: documentVersions.authorId })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, documentId));
    expect(versions).toEqual([{ authorId: null }]);
    // The versions list shows the version without an author: the web app says "former member".
    const listed = await answer('GET', `/api/document/${documentId}/versions`, teamOwner.token);
    expect((listed.body.data as { author: string | null }[]).map((row) => row.author)).toEqual([null]);
  });
});
