import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientGoalsConflictBodySchema,
  clientGoalsResponseSchema,
  emptyClientGoals,
  type ClientGoalId,
  type ClientGoals,
  type ClientGoalsRequestInput,
  type ClientGoalsResponse,
} from '@icf/shared';
import { clientGoalVersions, clients } from '../../src/db/schema';
import { writeClientGoals } from '../../src/features/clients/client-goals-repository';
import { userIdOf } from '../admin/admin-api';
import { call, type RegisteredUser, registerUser } from '../support/auth-api';
import { startTestServerWithSmtp, type SmtpTestServer } from '../support/smtp-test-server';
import { testDatabaseKinds } from '../support/test-databases';
import type { TestServer } from '../support/test-server';
import { createClientOk, createTeamOk, joinOk, moveClientOk } from '../teams/team-api';

/**
 * Decision record 0034, amended (the rule of 0036): a PUT of a client's goals names the version it started
 * from (`base_version`); two team members editing the goals at once never overwrite each other. Different
 * goals merge; one goal both changed differently is a 409 naming both texts, and nothing is written.
 */
describe.each(testDatabaseKinds)('saving a client’s goals at once (base_version) on %s', (kind) => {
  let mailServer: SmtpTestServer;
  let server: TestServer;
  let physician: RegisteredUser;
  let physio: RegisteredUser;
  let teamId: number;

  beforeAll(async () => {
    mailServer = await startTestServerWithSmtp(kind);
    server = mailServer.server;
    [physician, physio] = await Promise.all([
      registerUser(server, { name: 'Dr Goals Physician' }),
      registerUser(server, { name: 'Goals Physio Member' }),
    ]);
    teamId = (await createTeamOk(server, physician, 'Goals unit', 'physician')).id;
    await joinOk(server, mailServer.smtp, physician, teamId, physio, 'physiotherapy');
  });
  afterAll(() => mailServer.close());

  async function teamClient(name: string): Promise<number> {
    const id = (await createClientOk(server, physician.token, name)).id;
    await moveClientOk(server, physician.token, id, teamId);
    return id;
  }

  const putGoals = (token: string, clientId: number, body: unknown) =>
    call(server, 'PUT', `/api/client/${clientId}/goals`, { token, body, locale: 'en' });

  async function readGoals(token: string, clientId: number): Promise<ClientGoalsResponse> {
    const response = await call(server, 'GET', `/api/client/${clientId}/goals`, { token });
    expect(response.status).toBe(200);
    return clientGoalsResponseSchema.parse(await response.json());
  }

  async function putOk(token: string, clientId: number, body: unknown): Promise<ClientGoalsResponse> {
    const response = await putGoals(token, clientId, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return clientGoalsResponseSchema.parse(await response.json());
  }

  /** What the goals form sends: the goals as read with `patch` applied, naming the version read. */
  function editOf(read: ClientGoalsResponse, patch: Partial<ClientGoals>): ClientGoalsRequestInput {
    return { ...read.goals, ...patch, base_version: read.version };
  }

  async function versionsOf(clientId: number) {
    return server.database.db
      .select({
        version: clientGoalVersions.version,
        goals: clientGoalVersions.goals,
        authorId: clientGoalVersions.authorId,
      })
      .from(clientGoalVersions)
      .where(eq(clientGoalVersions.clientId, clientId))
      .orderBy(clientGoalVersions.version);
  }

  it('two members change different goals from the same version at once, 40 times: nothing is lost', async () => {
    const clientId = await teamClient('Goals in parallel');
    await putOk(physician.token, clientId, { global: 'Live at home' });
    const rounds = 40;
    const editOfRound = async (person: RegisteredUser, goal: ClientGoalId, round: number) => {
      const read = await readGoals(person.token, clientId);
      return { person, body: editOf(read, { [goal]: `${goal} round ${round}` }) };
    };
    for (let round = 1; round <= rounds; round++) {
      // Both read before either writes: each PUT starts from the same version as the other's.
      const edits = await Promise.all([
        editOfRound(physician, 'cycle_1', round),
        editOfRound(physio, 'cycle_2', round),
      ]);
      expect(edits[0].body.base_version).toBe(edits[1].body.base_version);
      const saved = await Promise.all(edits.map(({ person, body }) => putOk(person.token, clientId, body)));
      // The later of the two was merged: its answer holds both members' goals of this round.
      const later = saved[0]!.version > saved[1]!.version ? saved[0]! : saved[1]!;
      expect([later.goals.cycle_1, later.goals.cycle_2]).toEqual([
        `cycle_1 round ${round}`,
        `cycle_2 round ${round}`,
      ]);
    }

    const final = await readGoals(physio.token, clientId);
    expect(final.version).toBe(1 + 2 * rounds);
    expect(final.goals).toEqual({
      ...emptyClientGoals(),
      global: 'Live at home',
      cycle_1: `cycle_1 round ${rounds}`,
      cycle_2: `cycle_2 round ${rounds}`,
    });
    const versions = await versionsOf(clientId);
    expect(versions.map((row) => row.version)).toEqual(
      Array.from({ length: 1 + 2 * rounds }, (_, index) => index + 1),
    );
    const [physicianId, physioId] = [
      await userIdOf(server, physician.email),
      await userIdOf(server, physio.email),
    ];
    expect(versions.filter((row) => row.authorId === physioId)).toHaveLength(rounds);
    expect(versions.filter((row) => row.authorId === physicianId)).toHaveLength(rounds + 1);
    // No version ever loses a round already saved: each goal's round only moves forward through the
    // versions, and every round of each member is in some version.
    for (const goal of ['cycle_1', 'cycle_2'] as const) {
      const seen = versions.map((row) => Number(/round (\d+)$/.exec(row.goals[goal] ?? '')?.[1] ?? 0));
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(new Set(seen)).toEqual(new Set(Array.from({ length: rounds + 1 }, (_, index) => index)));
    }
    expect(versions.every((row) => row.goals.global === 'Live at home')).toBe(true);
  });

  it('one goal changed by both: one is saved, the other gets a 409 naming both texts; nothing is lost', async () => {
    const clientId = await teamClient('Goals clash');
    await putOk(physician.token, clientId, { cycle_1: 'Stand up from a chair' });
    const [readA, readB] = await Promise.all([
      readGoals(physician.token, clientId),
      readGoals(physio.token, clientId),
    ]);
    const bodyA = editOf(readA, { cycle_1: 'Stand up from a chair with a rail' });
    const bodyB = editOf(readB, {
      cycle_1: 'Stand up from a chair without help',
      cycle_4: 'Climb 10 stairs',
    });
    const answers = await Promise.all([
      putGoals(physician.token, clientId, bodyA),
      putGoals(physio.token, clientId, bodyB),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loserIndex = answers.findIndex((answer) => answer.status === 409);
    const [loserBody, winnerBody] = loserIndex === 0 ? [bodyA, bodyB] : [bodyB, bodyA];
    const loser = loserIndex === 0 ? physician : physio;
    const refused = clientGoalsConflictBodySchema.parse(await answers[loserIndex]!.json());
    expect(refused.message).toBe(
      'Someone else saved this client’s goals meanwhile and changed the same goals. Choose which texts to keep, then save again.',
    );
    expect(refused.current_version).toBe(2);
    expect(refused.conflicts).toEqual([
      { goal: 'cycle_1', base: 'Stand up from a chair', mine: loserBody.cycle_1, theirs: winnerBody.cycle_1 },
    ]);

    // Nothing of the refused PUT was written; the saved one is whole.
    const between = await readGoals(physician.token, clientId);
    const { base_version: _base, ...winnerGoals } = winnerBody;
    expect(between.version).toBe(2);
    expect(between.goals).toEqual({ ...emptyClientGoals(), ...winnerGoals });
    expect(await versionsOf(clientId)).toHaveLength(2);

    // The loser keeps their own text and saves against the current version: both texts are kept as versions,
    // and the physio's other goal (cycle 4) is in the goals whichever PUT won first.
    const resolved = await putOk(loser.token, clientId, {
      ...between.goals,
      cycle_1: loserBody.cycle_1,
      cycle_4: 'Climb 10 stairs',
      base_version: refused.current_version,
    });
    expect(resolved.version).toBe(3);
    expect(resolved.goals).toMatchObject({ cycle_1: loserBody.cycle_1, cycle_4: 'Climb 10 stairs' });
    expect((await versionsOf(clientId)).map((row) => row.goals.cycle_1)).toEqual([
      'Stand up from a chair',
      winnerBody.cycle_1,
      loserBody.cycle_1,
    ]);
  });

  it('clearing a goal merges as a change, and the answer of a merged PUT shows the merged goals', async () => {
    const clientId = await teamClient('Goals cleared');
    const start = await putOk(physician.token, clientId, {
      global: 'Return to work',
      cycle_5: 'Drive again',
    });
    await putOk(physician.token, clientId, editOf(start, { cycle_5: '' }));
    const merged = await putOk(physio.token, clientId, editOf(start, { service_program: 'Walk 200 m' }));
    expect(merged.version).toBe(start.version + 2);
    expect(merged.goals).toEqual({
      ...emptyClientGoals(),
      global: 'Return to work',
      service_program: 'Walk 200 m',
    });
    // A goal both cleared agrees; one cleared by one and reworded by the other clashes.
    const both = await putOk(
      physio.token,
      clientId,
      editOf(start, { cycle_5: '', service_program: 'Walk 200 m' }),
    );
    expect(both.version).toBe(merged.version + 1);
    const clash = await putGoals(physio.token, clientId, editOf(start, { cycle_5: 'Drive to the clinic' }));
    expect(clash.status).toBe(409);
    expect(clientGoalsConflictBodySchema.parse(await clash.json()).conflicts).toEqual([
      { goal: 'cycle_5', base: 'Drive again', mine: 'Drive to the clinic', theirs: '' },
    ]);
  });

  it('base_version equal to the current version is a plain save; without it (or null) a PUT replaces as before', async () => {
    const clientId = await teamClient('Goals plain');
    const fresh = await readGoals(physio.token, clientId);
    expect(fresh).toEqual({ goals: emptyClientGoals(), updated_at: null, version: 0 });
    const first = await putOk(
      physio.token,
      clientId,
      editOf(fresh, { global: 'Live at home', cycle_1: 'a' }),
    );
    expect(first.version).toBe(1);
    const plain = await putOk(physio.token, clientId, editOf(first, { cycle_1: '' }));
    expect(plain.version).toBe(2);
    expect(plain.goals).toEqual({ ...emptyClientGoals(), global: 'Live at home' });

    // A stale PUT without base_version replaces the goals as they stand, as it always did.
    const stale = await putOk(physician.token, clientId, { cycle_2: 'Only this' });
    expect(stale).toMatchObject({ version: 3, goals: { ...emptyClientGoals(), cycle_2: 'Only this' } });
    const nulled = await putOk(physician.token, clientId, { ...first.goals, base_version: null });
    expect(nulled).toMatchObject({ version: 4, goals: first.goals });
  });

  it('one person in two tabs of an own client merges the same', async () => {
    const clientId = (await createClientOk(server, physio.token, 'Own goals')).id;
    const tab = await putOk(physio.token, clientId, { global: 'Garden again' });
    await putOk(physio.token, clientId, editOf(tab, { cycle_1: 'Kneel and stand up' }));
    const second = await putOk(physio.token, clientId, editOf(tab, { cycle_2: 'Carry a watering can' }));
    expect(second.goals).toMatchObject({ cycle_1: 'Kneel and stand up', cycle_2: 'Carry a watering can' });
    // Another user's client stays invisible, whatever the base.
    expect((await putGoals(physician.token, clientId, editOf(tab, {}))).status).toBe(404);
  });

  it('writes only while the goals are still at the version merged against', async () => {
    const clientId = await teamClient('Goals guard');
    await putOk(physician.token, clientId, { global: 'First' });
    await putOk(physician.token, clientId, { global: 'Second' });
    const authorId = await userIdOf(server, physio.email);
    const db = server.database.db;
    const stale = { ...emptyClientGoals(), global: 'Merged against version 1' };
    // A save that merged against version 1 while version 2 was written meanwhile changes nothing …
    expect(await db.transaction((tx) => writeClientGoals(tx, clientId, stale, authorId, 1))).toBeUndefined();
    expect((await readGoals(physio.token, clientId)).goals.global).toBe('Second');
    expect(await versionsOf(clientId)).toHaveLength(2);
    // … and one against the current version is written as the next one.
    expect(await db.transaction((tx) => writeClientGoals(tx, clientId, stale, authorId, 2))).toBe(3);
    expect(await readGoals(physio.token, clientId)).toMatchObject({ version: 3, goals: stale });
  });

  it('a base later than the goals, or not a version at all, is a 422 on base_version; nothing is written', async () => {
    const clientId = await teamClient('Goals bad base');
    const read = await putOk(physician.token, clientId, { global: 'Kept' });
    for (const base of [2, 2_147_483_647, -1, 1.5, 'x', '1', true, 2 ** 31]) {
      const response = await putGoals(physio.token, clientId, {
        ...read.goals,
        global: 'Not kept',
        base_version: base,
      });
      expect(response.status, String(base)).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors), String(base)).toEqual(['base_version']);
    }
    const later = await putGoals(physio.token, clientId, { ...read.goals, base_version: 5 });
    expect(((await later.json()) as { errors: Record<string, string[]> }).errors.base_version).toEqual([
      'Version 5 of this client’s goals does not exist.',
    ]);
    const [row] = await server.database.db
      .select({ version: clients.goalsVersion })
      .from(clients)
      .where(eq(clients.id, clientId));
    expect(row?.version).toBe(1);
    expect((await readGoals(physio.token, clientId)).goals.global).toBe('Kept');
  });
});
