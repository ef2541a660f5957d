import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentRatingsSchema,
  ratingResponseSchema,
  savedDocumentSchema,
  teamAccessLogSchema,
  type Discipline,
} from '@icf/shared';
import { documentRatings, documentVersions } from '../../src/db/schema';
import { sampleDocument, saveDocumentOk } from '../documents/document-api';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { startTestServerWithSmtp, type SmtpTestServer } from '../support/smtp-test-server';
import { testDatabaseKinds } from '../support/test-databases';
import type { TestServer } from '../support/test-server';
import { createClientOk, createTeamOk, joinOk, moveClientOk } from '../teams/team-api';

/**
 * Decision record 0055: in a team evaluation every assessing member's rating is their own row, with their
 * discipline and date; the document's entry is the value the team agreed. Members rating at once never clash.
 */
describe.each(testDatabaseKinds)('each discipline’s rating of a team evaluation on %s', (kind) => {
  let mailServer: SmtpTestServer;
  let server: TestServer;
  let owner: RegisteredUser;
  const members: RegisteredUser[] = [];
  const memberDisciplines: Discipline[] = [
    'physiotherapy',
    'occupational_therapy',
    'speech_therapy',
    'psychology',
  ];
  let teamId: number;
  let documentId: number;

  beforeAll(async () => {
    mailServer = await startTestServerWithSmtp(kind);
    server = mailServer.server;
    owner = await registerUser(server, { name: 'Dr Ratings Owner' });
    teamId = (await createTeamOk(server, owner, 'Ratings unit', 'physician')).id;
    for (const discipline of memberDisciplines) {
      const member = await registerUser(server, { name: `Rater ${discipline}` });
      await joinOk(server, mailServer.smtp, owner, teamId, member, discipline);
      members.push(member);
    }
    const clientId = (await createClientOk(server, owner.token, 'Ratings client')).id;
    await moveClientOk(server, owner.token, clientId, teamId);
    documentId = await saveDocumentOk(server, owner.token, sampleDocument({ client_id: clientId }));
  }, 120_000);
  afterAll(() => mailServer.close());

  const rate = (token: string, code: string, body: unknown, id = documentId) =>
    call(server, 'PUT', `/api/document/${id}/ratings/${code}`, { token, body, locale: 'en' });

  async function ratingsOf(token: string, id = documentId) {
    const response = await call(server, 'GET', `/api/document/${id}/ratings`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return documentRatingsSchema.parse(await response.json()).ratings;
  }

  it('keeps a physiotherapist’s 2 and an occupational therapist’s 3 of d450 side by side, with disciplines', async () => {
    const [physio, ot] = members;
    const first = await rate(physio!.token, 'd450', { q1: '2', q2: '2' });
    expect(first.status, await first.clone().text()).toBe(200);
    const given = ratingResponseSchema.parse(await first.json()).rating!;
    expect(given).toMatchObject({ code: 'd450', discipline: 'physiotherapy', q1: '2', q2: '2', q3: '' });
    expect(given.user_name).toBe('Rater physiotherapy');
    expect((await rate(ot!.token, 'd450', { q1: '3', q2: '2' })).status).toBe(200);

    const ratings = (await ratingsOf(owner.token)).filter((rating) => rating.code === 'd450');
    expect(ratings.map((rating) => [rating.discipline, rating.q1])).toEqual([
      ['physiotherapy', '2'],
      ['occupational_therapy', '3'],
    ]);
    expect(Date.parse(ratings[0]!.rated_at)).not.toBeNaN();

    // Rating again replaces the member's own rating only; the document's entry (the agreed value) is untouched.
    expect((await rate(physio!.token, 'd450', { q1: '1' })).status).toBe(200);
    const after = (await ratingsOf(physio!.token)).filter((rating) => rating.code === 'd450');
    expect(after.map((rating) => [rating.discipline, rating.q1, rating.q2])).toEqual(
      expect.arrayContaining([
        ['physiotherapy', '1', ''],
        ['occupational_therapy', '3', '2'],
      ]),
    );
    const document = savedDocumentSchema.parse(
      await (await call(server, 'GET', `/api/document/${documentId}`, { token: owner.token })).json(),
    );
    expect(document.data.d450).toMatchObject({ q1: '3', q2: '2' });

    // All empty withdraws it; withdrawing again is no error.
    const withdrawn = await rate(physio!.token, 'd450', {});
    expect(ratingResponseSchema.parse(await withdrawn.json())).toEqual({ rating: null });
    expect((await rate(physio!.token, 'd450', {})).status).toBe(200);
    expect((await ratingsOf(owner.token)).filter((rating) => rating.code === 'd450')).toHaveLength(1);
  });

  it('five members rate the same category at once, 50 times: five ratings kept, nothing lost', async () => {
    const raters = [owner, ...members];
    const values = ['0', '1', '2', '3', '4'];
    for (let round = 0; round < 50; round++) {
      const answers = await Promise.all(
        raters.map((rater, index) => rate(rater.token, 'b280', { q1: values[(index + round) % 5] })),
      );
      for (const answer of answers) expect(answer.status, await answer.clone().text()).toBe(200);
    }
    const rows = await server.database.db
      .select()
      .from(documentRatings)
      .where(and(eq(documentRatings.documentId, documentId), eq(documentRatings.code, 'b280')));
    expect(rows).toHaveLength(5);
    // Each member's last rating (round 49) is what is kept.
    const byDiscipline = Object.fromEntries(rows.map((row) => [row.discipline, row.q1]));
    expect(byDiscipline).toEqual({
      physician: values[49 % 5],
      physiotherapy: values[50 % 5],
      occupational_therapy: values[51 % 5],
      speech_therapy: values[52 % 5],
      psychology: values[53 % 5],
    });
  }, 120_000);

  it('sets the agreed value as the next version of the entry, which the document and its FHIR carry', async () => {
    const before = savedDocumentSchema.parse(
      await (await call(server, 'GET', `/api/document/${documentId}`, { token: owner.token })).json(),
    );
    const [physio] = members;
    const agreed = await call(server, 'PUT', `/api/document/${documentId}/agreed/d450`, {
      token: physio!.token,
      body: { q1: '2', q2: '1' },
    });
    expect(agreed.status, await agreed.clone().text()).toBe(200);
    expect(await agreed.json()).toEqual({ id: documentId, version: before.version + 1 });
    const after = savedDocumentSchema.parse(
      await (await call(server, 'GET', `/api/document/${documentId}`, { token: owner.token })).json(),
    );
    // Only the qualifiers change: sources, description and the other entries stay.
    expect(after.data.d450).toEqual({ ...before.data.d450, q1: '2', q2: '1' });
    expect(after.data.b280).toEqual(before.data.b280);
    const [version] = await server.database.db
      .select({ authorId: documentVersions.authorId })
      .from(documentVersions)
      .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.version, after.version)));
    expect(version?.authorId).toBeTypeOf('number');
    const fhir = await (await call(server, 'GET', `/api/document/${documentId}/fhir`, owner)).text();
    expect(fhir).toContain('d450');
  });

  it('an agreed value set while another member saves a draft from the same version: both kept, 10 times', async () => {
    const [physio, ot] = members;
    for (let round = 0; round < 10; round++) {
      const read = savedDocumentSchema.parse(
        await (await call(server, 'GET', `/api/document/${documentId}`, { token: ot!.token })).json(),
      );
      const version = read.version;
      const desc = `round ${round}`;
      const value = String(round % 5);
      const [saved, agreed] = await Promise.all([
        call(server, 'POST', '/api/document/save', {
          token: ot!.token,
          body: {
            ...read.info,
            sets: read.sets,
            client_id: read.client_id,
            id: documentId,
            base_version: version,
            data: { ...read.data, b280: { ...read.data.b280!, desc } },
          },
        }),
        call(server, 'PUT', `/api/document/${documentId}/agreed/d450`, {
          token: physio!.token,
          body: { q1: value, q2: '1' },
        }),
      ]);
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(agreed.status, await agreed.clone().text()).toBe(200);
      const after = savedDocumentSchema.parse(
        await (await call(server, 'GET', `/api/document/${documentId}`, { token: owner.token })).json(),
      );
      expect([after.data.b280?.desc, after.data.d450?.q1]).toEqual([desc, value]);
      expect(after.version).toBe(version + 2);
    }
  }, 60_000);

  it('refuses values a code does not allow, categories the document lacks and personal documents', async () => {
    const [physio] = members;
    const illegal = await rate(physio!.token, 'd450', { q1: '+2' });
    expect(illegal.status).toBe(422);
    expect(((await illegal.json()) as { errors: Record<string, string[]> }).errors.q1).toBeDefined();
    expect((await rate(physio!.token, 'd450', { q3: '1' })).status).toBe(422);
    expect((await rate(physio!.token, 'd450', { q1: '\u0000' })).status).toBe(422);
    const missing = await rate(physio!.token, 'd455', { q1: '1' });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors.code).toBeDefined();
    expect((await rate(physio!.token, 'not-a-code', { q1: '1' })).status).toBe(422);
    expect((await rate(physio!.token, 'd450', { q1: '1' }, 2_000_000_000)).status).toBe(404);
    const agreedMissing = await call(server, 'PUT', `/api/document/${documentId}/agreed/d455`, {
      token: physio!.token,
      body: { q1: '1' },
    });
    expect(agreedMissing.status).toBe(422);

    const personalId = await saveDocumentOk(server, physio!.token, sampleDocument());
    const personal = await rate(physio!.token, 'd450', { q1: '1' }, personalId);
    expect(personal.status).toBe(409);
    expect(await ratingsOf(physio!.token, personalId)).toEqual([]);
    // Its own value stays the one rating it has; another user sees the same 404 as for a missing id.
    expect((await rate(owner.token, 'd450', { q1: '1' }, personalId)).status).toBe(404);
  });

  it('records ratings in the team’s access log', async () => {
    const [, , speech] = members;
    expect((await rate(speech!.token, 's750', { q1: '2', q2: '7' })).status).toBe(200);
    const response = await call(server, 'GET', `/api/team/${teamId}/access-log`, { token: owner.token });
    const log = teamAccessLogSchema.parse(await response.json());
    const entry = log.data.find((found) => found.action === 'document.rate');
    expect(entry).toMatchObject({ user_name: 'Rater speech_therapy', document_id: documentId });
  });
});
