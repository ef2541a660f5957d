import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalCoreSets } from '../../src/db/schema';
import { answerInEnglish, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  createPersonalCoreSetOk,
  samplePersonalCoreSet,
  updatePersonalCoreSetOk,
} from './personal-core-set-api';

const notFound = { code: 'not_found', message: 'The core set does not exist.' };

describe.each(testDatabaseKinds)('personal core sets on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
    bob = await registerUser(server);
  });
  afterAll(() => server.close());

  const answer = (method: string, path: string, token: string | undefined, body?: unknown) =>
    answerInEnglish(server, method, path, token, body);

  async function storedRow(id: string) {
    const rowId = Number(id.replace('personal-', ''));
    const [row] = await server.database.db
      .select()
      .from(personalCoreSets)
      .where(eq(personalCoreSets.id, rowId));
    return row;
  }

  it('saves a selection as a set: 201 with the set as /api/set/all lists it', async () => {
    const before = Date.now();
    const set = await createPersonalCoreSetOk(
      server,
      alice.token,
      samplePersonalCoreSet({ codes: ['e310', 'b280', 'd450', 's720', 'b710', 'd445', 'b280'] }),
    );
    expect(set.id).toMatch(/^personal-[1-9][0-9]*$/);
    expect(set).toEqual({
      id: set.id,
      name: 'Shoulder pain, outpatient',
      name_translation: '어깨 통증, 외래',
      // In ICF order (b, s, d, e; depth first), each code once.
      codes: ['b280', 'b710', 's720', 'd445', 'd450', 'e310'],
      codes_diff: [],
      list: 'single',
      condition: set.id,
      context: 'any',
      sources: [],
      provenance: {
        kind: 'personal',
        note: '초기 평가용 — first visits',
        counts: { b: 2, s: 1, d: 2, e: 1, total: 6 },
        updatedAt: expect.any(String) as string,
      },
    });
    if (set.provenance.kind !== 'personal') throw new Error('not personal');
    expect(Date.parse(set.provenance.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await storedRow(set.id))?.userId).toBeDefined();
  });

  it('takes one name alone; the translation and the note default to empty', async () => {
    const set = await createPersonalCoreSetOk(server, alice.token, { name: '  요통  ', codes: ['d415'] });
    expect(set.name).toBe('요통');
    expect(set.name_translation).toBe('');
    expect(set.provenance).toMatchObject({ kind: 'personal', note: '' });
  });

  it('renames, replaces the codes and the note, each field on its own; the others keep their value', async () => {
    const created = await createPersonalCoreSetOk(server, alice.token);

    const renamed = await updatePersonalCoreSetOk(server, alice.token, created.id, {
      name: 'Shoulder, follow-up',
      name_translation: '어깨, 재평가',
    });
    expect(renamed).toMatchObject({
      id: created.id,
      name: 'Shoulder, follow-up',
      name_translation: '어깨, 재평가',
      codes: created.codes,
      provenance: { note: '초기 평가용 — first visits' },
    });

    const replaced = await updatePersonalCoreSetOk(server, alice.token, created.id, {
      codes: ['e1101', 'b130', 'd230'],
    });
    expect(replaced.codes).toEqual(['b130', 'd230', 'e1101']);
    expect(replaced.provenance).toMatchObject({ counts: { b: 1, s: 0, d: 1, e: 1, total: 3 } });
    expect(replaced.name).toBe('Shoulder, follow-up');
    const [createdAt, updatedAt] = [created, replaced].map((set) =>
      set.provenance.kind === 'personal' ? Date.parse(set.provenance.updatedAt) : 0,
    );
    expect(updatedAt).toBeGreaterThanOrEqual(createdAt!);

    const noted = await updatePersonalCoreSetOk(server, alice.token, created.id, { note: '' });
    expect(noted.provenance).toMatchObject({ note: '' });
    expect(noted.codes).toEqual(['b130', 'd230', 'e1101']);

    // The served id and its bare number name the same set.
    const byNumber = await updatePersonalCoreSetOk(server, alice.token, created.id.replace('personal-', ''), {
      note: 'by number',
    });
    expect(byNumber.id).toBe(created.id);
  });

  it('deletes a set for good: 200 with its id, then 404 for every call on it', async () => {
    const set = await createPersonalCoreSetOk(server, alice.token);
    expect(await answer('DELETE', `/api/set/personal/${set.id}`, alice.token)).toEqual({
      status: 200,
      body: { id: set.id },
    });
    expect(await storedRow(set.id)).toBeUndefined();
    expect(await answer('DELETE', `/api/set/personal/${set.id}`, alice.token)).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await answer('PATCH', `/api/set/personal/${set.id}`, alice.token, { name: 'again' })).toEqual({
      status: 404,
      body: notFound,
    });
  });

  it('hides a user’s sets from every other user: 404, exactly like a missing id', async () => {
    const set = await createPersonalCoreSetOk(server, alice.token);
    const missing = 'personal-2000000000';
    for (const id of [set.id, missing]) {
      expect(await answer('PATCH', `/api/set/personal/${id}`, bob.token, { name: 'mine now' })).toEqual({
        status: 404,
        body: notFound,
      });
      expect(await answer('PATCH', `/api/set/personal/${id}`, bob.token, { codes: ['b280'] })).toEqual({
        status: 404,
        body: notFound,
      });
      expect(await answer('DELETE', `/api/set/personal/${id}`, bob.token)).toEqual({
        status: 404,
        body: notFound,
      });
    }
    // Ids that name no set at all answer the same.
    for (const id of ['0', 'personal-0', 'personal-', 'abc', 'personal-01', '99999999999', 'institution-1']) {
      expect(await answer('DELETE', `/api/set/personal/${id}`, alice.token), id).toEqual({
        status: 404,
        body: notFound,
      });
    }
    // Alice's set is untouched.
    const row = await storedRow(set.id);
    expect(row?.name).toBe('Shoulder pain, outpatient');
    expect(row?.codes).toHaveLength(6);
  });

  it('answers a visitor 401 on every call, before looking at the body', async () => {
    const set = await createPersonalCoreSetOk(server, alice.token);
    const unauthenticated = { code: 'unauthenticated', message: 'Unauthenticated.' };
    for (const [method, path, body] of [
      ['POST', '/api/set/personal', samplePersonalCoreSet()],
      ['POST', '/api/set/personal', { name: '' }],
      ['PATCH', `/api/set/personal/${set.id}`, { name: 'x' }],
      ['DELETE', `/api/set/personal/${set.id}`, undefined],
    ] as const) {
      expect(await answer(method, path, undefined, body), `${method} ${path}`).toEqual({
        status: 401,
        body: unauthenticated,
      });
      expect((await answer(method, path, 'not-a-token', body)).status).toBe(401);
    }
    expect(await storedRow(set.id)).toBeDefined();
  });
});
