import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deletedTeamDocumentListSchema,
  deletedTeamDocumentsPageSize,
  documentVersionListSchema,
  teamAccessLogSchema,
  type DeletedTeamDocumentList,
} from '@icf/shared';
import { auditLog, documents, teamDocumentCounts, teamMembers, users } from '../../src/db/schema';
import { listDocuments, sampleDocument, saveDocumentOk } from '../documents/document-api';
import { answerInEnglish, call, registerUser, type RegisteredUser } from '../support/auth-api';
import type { SmtpSink } from '../support/smtp-sink';
import { startTestServerWithSmtp, type SmtpTestServer } from '../support/smtp-test-server';
import { testDatabaseKinds } from '../support/test-databases';
import type { TestServer } from '../support/test-server';
import { createClientOk, createTeamOk, joinOk, moveClientOk } from './team-api';

/** The default DELETED_TEAM_DOCUMENT_RETENTION_DAYS (decision record 0033), which the test server runs with. */
const retentionDays = 3650;

describe.each(testDatabaseKinds)(
  'a team’s deleted documents: listed and restored by owners on %s',
  (kind) => {
    let mailServer: SmtpTestServer;
    let server: TestServer;
    let smtp: SmtpSink;
    let owner: RegisteredUser;
    let member: RegisteredUser;
    let stranger: RegisteredUser;
    let teamId: number;
    let clientId: number;

    beforeAll(async () => {
      mailServer = await startTestServerWithSmtp(kind);
      ({ server, smtp } = mailServer);
      [owner, member, stranger] = await Promise.all([
        registerUser(server, { name: 'Dr Owner' }),
        registerUser(server, { name: 'Member PT' }),
        registerUser(server, { name: 'Stranger' }),
      ]);
      teamId = (await createTeamOk(server, owner, 'Ward 5')).id;
      await joinOk(server, smtp, owner, teamId, member, 'physiotherapy');
      // The stranger owns a team of their own: an owner, only not of this team.
      await createTeamOk(server, stranger, 'Elsewhere');
      clientId = (await createClientOk(server, owner.token, 'Kim Client')).id;
      await moveClientOk(server, owner.token, clientId, teamId);
    });
    afterAll(() => mailServer.close());

    const answer = (method: string, path: string, token: string | undefined) =>
      answerInEnglish<Record<string, unknown>>(server, method, path, token);
    const listPath = (team = teamId, before?: number) =>
      `/api/team/${team}/deleted-documents${before === undefined ? '' : `?before=${before}`}`;
    const restorePath = (documentId: number, team = teamId) =>
      `/api/team/${team}/deleted-documents/${documentId}/restore`;

    async function listOk(before?: number): Promise<DeletedTeamDocumentList> {
      const response = await answer('GET', listPath(teamId, before), owner.token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const list = deletedTeamDocumentListSchema.parse(response.body);
      expect(list).toEqual(response.body);
      return list;
    }
    const listedIds = async () => (await listOk()).data.map((row) => row.id);

    /** A team document with two versions, saved by the member, then deleted by the member from the dashboard. */
    async function deletedTeamDocument(
      description: string,
      client: number | null = clientId,
    ): Promise<number> {
      const body = sampleDocument({ description, ...(client === null ? {} : { client_id: client }) });
      const id = await saveDocumentOk(server, member.token, body);
      await saveDocumentOk(server, member.token, { ...body, id, dx: 'Second version' });
      const deleted = await call(server, 'POST', '/api/document/update', {
        token: member.token,
        body: { id, column: 'deleted_at' },
      });
      expect(deleted.status).toBe(200);
      return id;
    }
    const teamCount = async () => {
      const [row] = await server.database.db
        .select({ live: teamDocumentCounts.live })
        .from(teamDocumentCounts)
        .where(eq(teamDocumentCounts.teamId, teamId));
      return row?.live ?? 0;
    };

    it('lists a deleted document for an owner and restores it to the dashboard with its versions, logged', async () => {
      const id = await deletedTeamDocument('Gait after stroke');
      const countBefore = await teamCount();
      const listed = (await listOk()).data.find((row) => row.id === id)!;
      expect(listed).toMatchObject({
        client_id: clientId,
        client: 'Kim Client',
        description: 'Gait after stroke',
        version: 2,
      });
      const kept = new Date(listed.erased_after).getTime() - new Date(listed.deleted_at).getTime();
      expect(kept).toBe(retentionDays * 86_400_000);
      expect(
        (await listDocuments(server, member.token, { team_id: teamId })).data.map((row) => row.id),
      ).not.toContain(id);

      const restored = await answer('POST', restorePath(id), owner.token);
      expect(restored).toEqual({ status: 200, body: { id } });
      expect(await listedIds()).not.toContain(id);
      // Back on the team's dashboard, for every member, counted again, with both versions.
      const dashboard = await listDocuments(server, member.token, { team_id: teamId });
      expect(dashboard.data.find((row) => row.id === id)).toMatchObject({
        client_id: clientId,
        deleted_at: null,
      });
      expect(await teamCount()).toBe(countBefore + 1);
      const versions = await answer('GET', `/api/document/${id}/versions`, member.token);
      expect(documentVersionListSchema.parse(versions.body).data.map((version) => version.version)).toEqual([
        2, 1,
      ]);
      // Restoring twice: it is live now, so there is nothing deleted to restore.
      expect((await answer('POST', restorePath(id), owner.token)).status).toBe(404);

      // The team's access log and the audit log name the restore, in the restore's transaction.
      const log = teamAccessLogSchema.parse(
        (await answer('GET', `/api/team/${teamId}/access-log`, owner.token)).body,
      );
      expect(
        log.data
          .slice(0, 2)
          .map((entry) => [
            entry.user_name,
            entry.action,
            entry.client_name,
            entry.document_id,
            entry.document_description,
          ]),
      ).toEqual([
        ['Dr Owner', 'document.restore', 'Kim Client', id, 'Gait after stroke'],
        ['Member PT', 'document.delete', 'Kim Client', id, 'Gait after stroke'],
      ]);
      const audited = await server.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} = 'document.restore' and ${auditLog.targetId} = ${String(id)}`);
      expect(
        audited.map((entry) => [entry.targetType, entry.details, entry.actor.includes(owner.email)]),
      ).toEqual([['document', { team: teamId }, true]]);
    });

    it('answers a member, an owner of another team and a missing id alike (404), and a visitor 401', async () => {
      const id = await deletedTeamDocument('Not for members');
      const missingTeam = await answer('GET', listPath(2_147_483_647), owner.token);
      expect(missingTeam.status).toBe(404);
      for (const caller of [member, stranger]) {
        expect(await answer('GET', listPath(), caller.token)).toEqual(missingTeam);
      }
      expect((await answer('GET', listPath(), undefined)).status).toBe(401);

      const missingDocument = await answer('POST', restorePath(2_147_483_647), owner.token);
      expect(missingDocument.status).toBe(404);
      expect(await answer('POST', restorePath(id, 2_147_483_647), owner.token)).toEqual(missingDocument);
      for (const caller of [member, stranger]) {
        expect(await answer('POST', restorePath(id), caller.token)).toEqual(missingDocument);
      }
      expect((await answer('POST', restorePath(id), undefined)).status).toBe(401);
      // None of them restored it, and nothing was logged for them.
      expect(await listedIds()).toContain(id);
      const [logged] = await server.database.db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(auditLog)
        .where(sql`${auditLog.action} = 'document.restore' and ${auditLog.targetId} = ${String(id)}`);
      expect(logged!.count).toBe(0);
      expect(await answer('GET', '/api/team/x/deleted-documents', owner.token)).toEqual(missingTeam);
      expect((await answer('GET', `${listPath()}?before=abc`, owner.token)).status).toBe(422);
    });

    it('neither lists nor restores a document past the team’s retention; one a day short of it is both', async () => {
      const expired = await deletedTeamDocument('Past retention');
      const lastDay = await deletedTeamDocument('Last day');
      const deletedDaysAgo = (id: number, days: number) =>
        server.database.db
          .update(documents)
          .set({ deletedAt: sql`now() - ${days}::int * interval '1 day'` })
          .where(eq(documents.id, id));
      await deletedDaysAgo(expired, retentionDays + 1);
      await deletedDaysAgo(lastDay, retentionDays - 1);
      const ids = await listedIds();
      expect(ids).not.toContain(expired);
      expect(ids).toContain(lastDay);
      expect((await answer('POST', restorePath(expired), owner.token)).status).toBe(404);
      expect((await answer('POST', restorePath(lastDay), owner.token)).status).toBe(200);
    });

    it('restores a document whose client was deleted without a client; one whose client left the team is not the team’s', async () => {
      const leaving = (await createClientOk(server, owner.token, 'Leaving client')).id;
      const deletedClient = (await createClientOk(server, owner.token, 'Deleted client')).id;
      await moveClientOk(server, owner.token, leaving, teamId);
      await moveClientOk(server, owner.token, deletedClient, teamId);
      const ofDeleted = await deletedTeamDocument('Of a deleted client', deletedClient);
      const ofLeaving = await deletedTeamDocument('Of a client that left', leaving);
      expect(
        (await call(server, 'DELETE', `/api/client/${deletedClient}`, { token: owner.token })).status,
      ).toBe(200);
      const moved = await call(server, 'POST', `/api/client/${leaving}/team`, {
        token: owner.token,
        body: { team_id: null },
      });
      expect(moved.status).toBe(200);

      const listed = (await listOk()).data;
      expect(listed.find((row) => row.id === ofDeleted)).toMatchObject({
        client_id: null,
        client: 'Deleted client',
      });
      // The document followed its client out of the team (decision record 0050): no longer the team's.
      expect(listed.map((row) => row.id)).not.toContain(ofLeaving);
      expect((await answer('POST', restorePath(ofLeaving), owner.token)).status).toBe(404);

      expect((await answer('POST', restorePath(ofDeleted), owner.token)).status).toBe(200);
      const dashboard = await listDocuments(server, member.token, { team_id: teamId });
      expect(dashboard.data.find((row) => row.id === ofDeleted)).toMatchObject({ client_id: null });
    });

    it('restores a document once when two owners restore it at the same moment: one 200, one 404, one entry', async () => {
      // The member is made a second owner for this case by SQL (a hand-over would leave one owner), and a member
      // again at its end.
      const setMemberRole = (role: 'owner' | 'member') =>
        server.database.db
          .update(teamMembers)
          .set({ role })
          .where(
            sql`${teamMembers.teamId} = ${teamId} and ${teamMembers.userId} =
            (select ${users.id} from ${users} where lower(${users.email}) = lower(${member.email}))`,
          )
          .returning({ userId: teamMembers.userId })
          .then((changed) => expect(changed).toHaveLength(1));
      await setMemberRole('owner');
      try {
        for (let round = 0; round < 5; round += 1) {
          const id = await deletedTeamDocument(`Raced ${round}`);
          const answers = await Promise.all([
            answer('POST', restorePath(id), owner.token),
            answer('POST', restorePath(id), member.token),
          ]);
          expect(answers.map((found) => found.status).sort()).toEqual([200, 404]);
          const [logged] = await server.database.db
            .select({ count: sql<number>`count(*)`.mapWith(Number) })
            .from(auditLog)
            .where(sql`${auditLog.action} = 'document.restore' and ${auditLog.targetId} = ${String(id)}`);
          expect(logged!.count).toBe(1);
        }
      } finally {
        await setMemberRole('member');
      }
      expect((await answer('GET', listPath(), member.token)).status).toBe(404);
    });

    it('pages through more deleted documents than a page, newest deletion first', async () => {
      // Rows written directly: 52 deleted documents without a client, deleted a minute apart.
      const [ownerRow] = await server.database.db
        .select({ userId: documents.userId })
        .from(documents)
        .where(eq(documents.teamId, teamId))
        .limit(1);
      const total = deletedTeamDocumentsPageSize + 2;
      await server.database.db.insert(documents).values(
        Array.from({ length: total }, (_, index) => ({
          userId: ownerRow!.userId,
          teamId,
          description: `Paged ${index}`,
          deletedAt: sql`now() - interval '1 day' - ${index}::int * interval '1 minute'`,
        })),
      );
      const seen: string[] = [];
      let before: number | undefined;
      let pages = 0;
      do {
        const page = await listOk(before);
        pages += 1;
        expect(page.data.length).toBeLessThanOrEqual(deletedTeamDocumentsPageSize);
        seen.push(...page.data.map((row) => row.description));
        before = page.next_before ?? undefined;
      } while (before !== undefined && pages < 10);
      const paged = seen.filter((description) => description.startsWith('Paged '));
      expect(paged).toEqual(Array.from({ length: total }, (_, index) => `Paged ${index}`));
      expect(new Set(seen).size).toBe(seen.length);
      expect(pages).toBeGreaterThanOrEqual(2);
    });
  },
);
