import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { validationErrors } from '../documents/document-api';
import {
  createPersonalCoreSet,
  createPersonalCoreSetOk,
  samplePersonalCoreSet,
  updatePersonalCoreSet,
  updatePersonalCoreSetOk,
} from './personal-core-set-api';

describe.each(testDatabaseKinds)('checking personal core sets on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
  });
  afterAll(() => server.close());

  const createErrors = async (body: unknown) =>
    validationErrors(await createPersonalCoreSet(server, alice.token, body, { locale: 'en' }));

  it('needs a name, and codes', async () => {
    expect(await createErrors({ codes: ['b280'] })).toEqual({ name: ['The name field is required.'] });
    for (const name of ['', '   ']) {
      expect(await createErrors({ name, codes: ['b280'] })).toEqual({
        name: ['The name field is required.'],
      });
    }
    expect(await createErrors({ name: 'x' })).toEqual({ codes: ['The codes field is required.'] });
    expect(await createErrors({ name: 'x', codes: [] })).toEqual({
      codes: ['The codes field must have at least 1 item.'],
    });
    expect(await createErrors({ name: 'x', codes: 'b280' })).toEqual({
      codes: ['The codes field must be an array.'],
    });
    expect(Object.keys(await createErrors([]))).toEqual(['_']);
  });

  it('refuses text PostgreSQL cannot store, per field', async () => {
    expect(await createErrors(samplePersonalCoreSet({ name: 'a\u0000b' }))).toEqual({
      name: ['The name field contains characters that cannot be stored.'],
    });
    expect(await createErrors(samplePersonalCoreSet({ name_translation: 'lone \uD800 high' }))).toEqual({
      name_translation: ['The translated name field contains characters that cannot be stored.'],
    });
    expect(await createErrors(samplePersonalCoreSet({ note: 'lone \uDC00 low' }))).toEqual({
      note: ['The note field contains characters that cannot be stored.'],
    });
    // Korean, emoji (a valid surrogate pair) and line breaks are stored as they are.
    const set = await createPersonalCoreSetOk(
      server,
      alice.token,
      samplePersonalCoreSet({ name: '뇌졸중 🧠', note: '첫 줄\n둘째 줄' }),
    );
    expect(set.name).toBe('뇌졸중 🧠');
    expect(set.provenance).toMatchObject({ note: '첫 줄\n둘째 줄' });
  });

  it('bounds the lengths', async () => {
    expect(await createErrors(samplePersonalCoreSet({ name: 'n'.repeat(256) }))).toEqual({
      name: ['The name field must not be greater than 255 characters.'],
    });
    expect(await createErrors(samplePersonalCoreSet({ note: 'n'.repeat(1001) }))).toEqual({
      note: ['The note field must not be greater than 1000 characters.'],
    });
    await createPersonalCoreSetOk(server, alice.token, samplePersonalCoreSet({ note: 'n'.repeat(1000) }));
  });

  it('takes only ICF categories the server serves', async () => {
    expect(await createErrors(samplePersonalCoreSet({ codes: ['b280', 'b9999', 'b2', 'x1'] }))).toEqual({
      codes: ['Unknown ICF category codes: b9999, b2, x1.'],
    });
    expect(await createErrors({ ...samplePersonalCoreSet(), codes: ['b280', 7] })).toEqual({
      'codes.1': ['The codes.1 field must be a string.'],
    });
    const set = await createPersonalCoreSetOk(server, alice.token);
    const updateErrors = await validationErrors(
      await updatePersonalCoreSet(server, alice.token, set.id, { codes: ['b280', 'd9'] }, { locale: 'en' }),
    );
    expect(updateErrors).toEqual({ codes: ['Unknown ICF category codes: d9.'] });
  });

  it('checks an update like a create, and keeps the set when it refuses one', async () => {
    const set = await createPersonalCoreSetOk(server, alice.token);
    const updateErrors = async (body: unknown) =>
      validationErrors(await updatePersonalCoreSet(server, alice.token, set.id, body, { locale: 'en' }));
    expect(await updateErrors({ name: ' ' })).toEqual({ name: ['The name field is required.'] });
    expect(await updateErrors({ codes: [] })).toEqual({
      codes: ['The codes field must have at least 1 item.'],
    });
    expect(await updateErrors({ note: '\u0000' })).toEqual({
      note: ['The note field contains characters that cannot be stored.'],
    });
    const response = await server.request(`/api/set/personal/${set.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${alice.token}`, 'Content-Type': 'application/json' },
      body: '{"name": "unfinished',
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { code: string }).code).toBe('malformed_json');
    // An empty update changes nothing: the refused ones left the set as it was.
    const unchanged = await updatePersonalCoreSetOk(server, alice.token, set.id, {});
    expect({ ...unchanged, provenance: null }).toEqual({ ...set, provenance: null });
    expect(unchanged.provenance).toMatchObject({ note: '초기 평가용 — first visits' });
  });

  it('answers in the request’s language', async () => {
    const errors = await validationErrors(
      await createPersonalCoreSet(server, alice.token, { name: '', codes: ['b280'] }, { locale: 'kr' }),
    );
    expect(errors).toEqual({ name: ['이름 항목은 필수입니다.'] });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await createPersonalCoreSet(
      server,
      alice.token,
      samplePersonalCoreSet({ note: 'n'.repeat(300 * 1024) }),
      { locale: 'en' },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'payload_too_large',
      message: 'The core set is too large to save.',
    });
  });
});
