import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamSchema } from '@icf/shared';
import type { AuthSettings } from '../../src/features/auth/auth-settings';
import { createOfflineWriter } from '../../src/features/suggestions/offline-writer';
import { createLogger } from '../../src/http/logger';
import { createSmtpMailer } from '../../src/mail/mailer';
import { sampleDocument, saveDocumentOk } from '../documents/document-api';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { createClientOk, createTeamOk, joinOk, moveClientOk } from './team-api';

/** Who calls: in this order, so that an owner's call that changes something comes last in its row. */
const callers = ['visitor', 'other', 'removed', 'member', 'owner'] as const;
type Caller = (typeof callers)[number];

/** [method, path, body, and the status for visitor, owner, member, removed member, other team's member]. */
type Row = [string, string, unknown, number, number, number, number, number];

describe.each(testDatabaseKinds)(
  'team access matrix (5 callers × every client, document and team call) on %s',
  (kind) => {
    let server: TestServer;
    let smtp: SmtpSink;
    const people = {} as Record<Exclude<Caller, 'visitor'> | 'spare' | 'ownerB', RegisteredUser>;
    let teamA: number;
    let clientId: number;
    let spareClientId: number;
    let documentId: number;
    let spareDocumentId: number;
    let spareMemberId: number;
    let memberId: number;
    let selfReportId: number;

    beforeAll(async () => {
      smtp = await startSmtpSink();
      const auth: AuthSettings = {
        appUrl: 'http://icf.test:8080',
        appKey: randomBytes(32).toString('hex'),
      };
      server = await startTestServer(
        kind,
        {
          mailer: createSmtpMailer({
            url: smtp.url,
            from: 'ICF Core Sets <no-reply@localhost>',
            logger: createLogger('silent'),
          }),
          auth,
        },
        { suggestions: { writer: createOfflineWriter(), work: false } },
      );
      for (const name of ['owner', 'member', 'removed', 'other', 'spare', 'ownerB'] as const) {
        people[name] = await registerUser(server, { name: `Person ${name}` });
      }
      teamA = (await createTeamOk(server, people.owner, 'Team A')).id;
      const teamB = (await createTeamOk(server, people.ownerB, 'Team B')).id;
      await joinOk(server, smtp, people.owner, teamA, people.member, 'physiotherapy');
      await joinOk(server, smtp, people.owner, teamA, people.removed, 'nursing');
      await joinOk(server, smtp, people.owner, teamA, people.spare, 'social_work');
      await joinOk(server, smtp, people.ownerB, teamB, people.other, 'psychology');

      clientId = (await createClientOk(server, people.owner.token, 'Team A client')).id;
      spareClientId = (await createClientOk(server, people.owner.token, 'Team A spare client')).id;
      await moveClientOk(server, people.owner.token, clientId, teamA);
      await moveClientOk(server, people.owner.token, spareClientId, teamA);
      documentId = await saveDocumentOk(server, people.member.token, sampleDocument({ client_id: clientId }));
      await saveDocumentOk(
        server,
        people.owner.token,
        sampleDocument({ client_id: clientId, evaluation_date: '2024-05-02' }),
      );
      spareDocumentId = await saveDocumentOk(
        server,
        people.owner.token,
        sampleDocument({ client_id: clientId }),
      );

      const selfReport = await call(server, 'POST', `/api/client/${clientId}/self-reports`, {
        token: people.owner.token,
        body: { codes: ['d450'], locale: 'kr' },
      });
      expect(selfReport.status).toBe(201);
      selfReportId = ((await selfReport.json()) as { id: number }).id;

      const team = teamSchema.parse(
        await (await call(server, 'GET', `/api/team/${teamA}`, { token: people.owner.token })).json(),
      );
      const idOf = (name: string) => team.members.find((found) => found.name === name)!.user_id;
      spareMemberId = idOf('Person spare');
      memberId = idOf('Person member');
      const removed = await call(server, 'DELETE', `/api/team/${teamA}/members/${idOf('Person removed')}`, {
        token: people.owner.token,
      });
      expect(removed.status).toBe(204);
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
    });

    const tokenOf = (caller: Caller) => (caller === 'visitor' ? undefined : people[caller].token);

    it('answers every caller of every call with exactly its status', async () => {
      const document = () => `/api/document/${documentId}`;
      const client = () => `/api/client/${clientId}`;
      const team = () => `/api/team/${teamA}`;
      //                                                                      visitor owner member removed other
      const matrix: Row[] = [
        ['GET', `/api/document/all?team_id=${teamA}`, undefined, 401, 200, 200, 404, 404],
        ['GET', document(), undefined, 401, 200, 200, 404, 404],
        ['GET', `${document()}/versions`, undefined, 401, 200, 200, 404, 404],
        ['GET', `${document()}/versions/1`, undefined, 401, 200, 200, 404, 404],
        ['POST', `${document()}/versions/1/restore`, undefined, 401, 200, 200, 404, 404],
        ['POST', '/api/document/save', { ...sampleDocument(), id: documentId }, 401, 200, 200, 404, 404],
        ['POST', `${document()}/client`, { client_id: clientId }, 401, 200, 200, 404, 404],
        ['GET', `${document()}/fhir`, undefined, 401, 200, 200, 404, 404],
        // Each discipline's rating and the agreed value (decision record 0055).
        ['GET', `${document()}/ratings`, undefined, 401, 200, 200, 404, 404],
        ['PUT', `${document()}/ratings/d450`, { q1: '2' }, 401, 200, 200, 404, 404],
        ['PUT', `${document()}/agreed/d450`, { q1: '2', q2: '3' }, 401, 200, 200, 404, 404],
        ['GET', `/api/document/export.csv?client_id=${clientId}`, undefined, 401, 200, 200, 404, 404],
        ['GET', `/api/suggest/${documentId}/preview`, undefined, 401, 200, 200, 404, 404],
        ['POST', `/api/suggest/${documentId}`, undefined, 401, 202, 202, 404, 404],
        ['GET', `/api/suggest/${documentId}`, undefined, 401, 200, 200, 404, 404],
        ['GET', `/api/client/all?team_id=${teamA}`, undefined, 401, 200, 200, 404, 404],
        ['GET', client(), undefined, 401, 200, 200, 404, 404],
        ['PUT', client(), { display_name: 'Team A client, renamed' }, 401, 200, 200, 404, 404],
        ['GET', `${client()}/documents`, undefined, 401, 200, 200, 404, 404],
        ['GET', `${client()}/progress`, undefined, 401, 200, 200, 404, 404],
        ['GET', `${client()}/progress/download`, undefined, 401, 200, 200, 404, 404],
        // The Rehab-Cycle calls of a client (decision record 0034) go through the same access rule.
        ['GET', `${client()}/goals`, undefined, 401, 200, 200, 404, 404],
        ['PUT', `${client()}/goals`, { global: 'Walk to the market again' }, 401, 200, 200, 404, 404],
        // Goal cycles (decision record 0056): read, dates and consent, closed by the member and then by the
        // owner (each closing opens the next cycle). Two saves of the goals above made them version 2; no goal
        // is reached, so the version stays.
        ['GET', `${client()}/cycles`, undefined, 401, 200, 200, 404, 404],
        [
          'PUT',
          `${client()}/cycles/current`,
          { starts_on: '2026-01-05', consent: 'agreed', consent_on: '2026-01-06' },
          401,
          200,
          200,
          404,
          404,
        ],
        [
          'POST',
          `${client()}/cycles/current/close`,
          {
            goals_version: 2,
            ends_on: '2099-01-01',
            results: [{ goal: 'global', result: 'partly', document: documentId }],
            next_starts_on: '2099-01-01',
          },
          401,
          200,
          200,
          404,
          404,
        ],
        ['GET', `${client()}/intervention-table`, undefined, 401, 200, 200, 404, 404],
        ['GET', `${client()}/intervention-table/download`, undefined, 401, 200, 200, 404, 404],
        // A team client's self-reports (decision record 0053) follow the same rule.
        ['GET', `${client()}/self-reports`, undefined, 401, 200, 200, 404, 404],
        ['POST', `${client()}/self-reports`, { codes: ['d450'], locale: 'en' }, 401, 201, 201, 404, 404],
        ['GET', `${client()}/self-reports/${selfReportId}/questionnaire`, undefined, 401, 200, 200, 404, 404],
        ['POST', `${client()}/self-reports/${selfReportId}/revoke`, undefined, 401, 200, 200, 404, 404],
        ['GET', team(), undefined, 401, 200, 200, 404, 404],
        ['PUT', `${team()}/discipline`, { discipline: 'other' }, 401, 204, 204, 404, 404],
        ['POST', `${team()}/invitations`, { email: 'new.person@example.org' }, 401, 201, 403, 404, 404],
        ['POST', `${team()}/owner`, { user_id: memberId }, 401, 204, 403, 404, 404],
        // From here the member is the owner and the owner a member (each row: the member calls first).
        [
          'POST',
          '/api/document/update',
          { id: spareDocumentId, column: 'deleted_at' },
          401,
          404,
          200,
          404,
          404,
        ],
        // A team's deleted documents are its owners' (decision record 0033): a member gets the missing id's 404.
        ['GET', `${team()}/deleted-documents`, undefined, 401, 404, 200, 404, 404],
        [
          'POST',
          `${team()}/deleted-documents/${spareDocumentId}/restore`,
          undefined,
          401,
          404,
          200,
          404,
          404,
        ],
        ['DELETE', `${team()}/members/${spareMemberId}`, undefined, 401, 403, 204, 404, 404],
        ['POST', `/api/client/${spareClientId}/team`, { team_id: null }, 401, 404, 200, 404, 404],
        ['DELETE', `/api/client/${spareClientId}`, undefined, 401, 404, 200, 404, 404],
        ['POST', `${team()}/leave`, undefined, 401, 204, 409, 404, 404],
      ];
      const seen: string[] = [];
      for (const [method, path, body, ...statuses] of matrix) {
        const expected: Record<Caller, number> = {
          visitor: statuses[0],
          owner: statuses[1],
          member: statuses[2],
          removed: statuses[3],
          other: statuses[4],
        };
        for (const caller of callers) {
          const response = await call(server, method, path, { token: tokenOf(caller), body, locale: 'en' });
          seen.push(`${caller} ${method} ${path}: ${response.status}`);
          expect(response.status, `${caller} ${method} ${path}: ${await response.text()}`).toBe(
            expected[caller],
          );
        }
      }
      expect(seen).toHaveLength(matrix.length * callers.length);

      // The cycle's changes are in the team's access log, by the member and the owner (the member owns the team
      // now); the refused calls are not.
      const log = await call(server, 'GET', `${team()}/access-log`, { token: people.member.token });
      expect(log.status).toBe(200);
      const entries = ((await log.json()) as { data: { action: string; user_name: string | null }[] }).data;
      const cycleEntries = entries
        .filter((entry) => entry.action.startsWith('client.cycle_'))
        .map((entry) => `${entry.user_name} ${entry.action}`)
        .sort();
      expect(cycleEntries).toEqual([
        'Person member client.cycle_change',
        'Person member client.cycle_close',
        'Person owner client.cycle_change',
        'Person owner client.cycle_close',
      ]);
    }, 90_000);
  },
);
