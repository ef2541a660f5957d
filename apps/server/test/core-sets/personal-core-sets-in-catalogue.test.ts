import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreSetGroupsSchema, type CoreSetGroup } from '@icf/shared';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  createPersonalCoreSetOk,
  deletePersonalCoreSet,
  samplePersonalCoreSet,
} from './personal-core-set-api';

describe.each(testDatabaseKinds)('personal core sets in GET /api/set/all on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
    bob = await registerUser(server);
  });
  afterAll(() => server.close());

  async function catalogue(token?: string): Promise<{ groups: CoreSetGroup[]; cacheControl: string | null }> {
    const response = await call(server, 'GET', '/api/set/all', { token });
    expect(response.status, await response.clone().text()).toBe(200);
    const groups = (await response.json()) as CoreSetGroup[];
    expect(coreSetGroupsSchema.parse(groups)).toEqual(groups);
    return { groups, cacheControl: response.headers.get('cache-control') };
  }

  const personalGroups = (groups: CoreSetGroup[]) => groups.filter((group) => group.key === 'personal');
  const personalIds = (groups: CoreSetGroup[]) =>
    groups.flatMap((group) => group.sets.map((set) => set.id)).filter((id) => id.startsWith('personal-'));

  it('lists the caller’s own sets as group 6 "My sets", after the official ones, and none of another user’s', async () => {
    const first = await createPersonalCoreSetOk(server, alice.token);
    const second = await createPersonalCoreSetOk(
      server,
      alice.token,
      samplePersonalCoreSet({ name: '요통', name_translation: '', codes: ['d415', 'b28013'] }),
    );
    const bobs = await createPersonalCoreSetOk(server, bob.token, samplePersonalCoreSet({ name: 'Bob’s' }));

    const forAlice = await catalogue(alice.token);
    expect(forAlice.cacheControl).toContain('private');
    const [mySets] = personalGroups(forAlice.groups);
    expect(personalGroups(forAlice.groups)).toHaveLength(1);
    expect(mySets).toMatchObject({ group: 6, key: 'personal', headed: true, unavailable: [] });
    expect(mySets!.sets).toEqual([first, second]);
    expect(personalIds(forAlice.groups)).toEqual([first.id, second.id]);
    expect(forAlice.groups.at(-1)?.key).toBe('personal');
    // The official catalogue is all there too.
    const official = (await catalogue()).groups;
    expect(forAlice.groups.filter((group) => group.key !== 'personal')).toEqual(
      official.filter((group) => group.key !== 'personal'),
    );

    const forBob = await catalogue(bob.token);
    expect(personalIds(forBob.groups)).toEqual([bobs.id]);
  });

  it('lists no personal sets for a visitor, nor for a token that is no longer valid', async () => {
    await createPersonalCoreSetOk(server, alice.token);
    for (const token of [undefined, 'not-a-token']) {
      const { groups } = await catalogue(token);
      expect(personalIds(groups)).toEqual([]);
      for (const group of personalGroups(groups)) expect(group.sets).toEqual([]);
    }
  });

  it('drops a deleted set and shows a renamed one as it is now', async () => {
    const kept = await createPersonalCoreSetOk(server, bob.token, samplePersonalCoreSet({ name: 'kept' }));
    const gone = await createPersonalCoreSetOk(server, bob.token, samplePersonalCoreSet({ name: 'gone' }));
    expect((await deletePersonalCoreSet(server, bob.token, gone.id)).status).toBe(200);
    const ids = personalIds((await catalogue(bob.token)).groups);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(gone.id);
  });
});
