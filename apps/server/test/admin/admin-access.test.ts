import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentInfoFields } from '@icf/shared';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { sampleDocument, saveDocumentOk } from '../documents/document-api';
import { registerAdmin, userIdOf } from './admin-api';

/** Every administrator call, with a body that would be valid for an administrator. */
function adminCalls(ids: { user: number; feedback: number }) {
  const file = { file_name: 'lists.json', content: '{"format":"icf-institution-core-sets/1","sets":[]}' };
  return [
    { method: 'GET', path: '/api/admin/users' },
    { method: 'GET', path: '/api/admin/users?search=kim&page=1&per_page=5' },
    { method: 'PATCH', path: `/api/admin/users/${ids.user}`, body: { role: 'user' } },
    { method: 'GET', path: '/api/admin/usage' },
    { method: 'POST', path: '/api/admin/jobs/suggestions/1/retry' },
    { method: 'GET', path: '/api/admin/feedback' },
    { method: 'GET', path: '/api/admin/feedback?status=new' },
    { method: 'PATCH', path: `/api/admin/feedback/${ids.feedback}`, body: { status: 'closed' } },
    { method: 'GET', path: '/api/admin/audit' },
    { method: 'GET', path: '/api/admin/catalogue' },
    { method: 'POST', path: '/api/admin/catalogue/check', body: file },
    { method: 'POST', path: '/api/admin/catalogue/import', body: file },
    { method: 'POST', path: '/api/admin/catalogue/institution-1/withdraw' },
  ] as const;
}

/** Text of the document the privacy check looks for in every administrator answer. */
const marker = {
  client: 'PRIVACY-CLIENT-마커',
  dx: 'PRIVACY-DX-마커',
  description: 'PRIVACY-DESCRIPTION-마커',
  desc: 'PRIVACY-CODE-DESC-마커',
};

/** The fields of a saved document (spec §3) and of a code entry. */
const documentFields = [...documentInfoFields, 'b280', 'desc', 'q1'];

/** Every object key at any depth of a JSON value. */
function keysIn(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysIn(item, keys);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      keys.add(key);
      keysIn(item, keys);
    }
  }
  return keys;
}

describe.each(testDatabaseKinds)('administrator calls on %s', (kind) => {
  let server: TestServer;
  let admin: RegisteredUser;
  let user: RegisteredUser;
  let ids: { user: number; feedback: number };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await registerAdmin(server);
    user = await registerUser(server, { name: 'Kim Therapist' });
    const base = sampleDocument();
    await saveDocumentOk(server, user.token, {
      ...base,
      client: marker.client,
      dx: marker.dx,
      description: marker.description,
      data: { ...base.data, b280: { ...base.data.b280!, desc: marker.desc } },
    });
    const sent = await call(server, 'POST', '/api/feedback', {
      token: user.token,
      body: { category: 'question', message: 'How do I print?', email: user.email },
    });
    expect(sent.status).toBe(201);
    ids = { user: await userIdOf(server, user.email), feedback: ((await sent.json()) as { id: number }).id };
  });
  afterAll(() => server.close());

  it('answers 401 to a visitor on every administrator call', async () => {
    for (const request of adminCalls(ids)) {
      const response = await call(server, request.method, request.path, {
        body: 'body' in request ? request.body : undefined,
      });
      expect(response.status, `${request.method} ${request.path}`).toBe(401);
    }
  });

  it('answers 403 to a signed-in user without the admin role on every administrator call', async () => {
    for (const request of adminCalls(ids)) {
      const response = await call(server, request.method, request.path, {
        token: user.token,
        locale: 'en',
        body: 'body' in request ? request.body : undefined,
      });
      expect(response.status, `${request.method} ${request.path}`).toBe(403);
      expect(await response.json()).toMatchObject({
        code: 'forbidden',
        message: 'This action is for administrators only.',
      });
    }
  });

  it('lets an administrator through, and no answer carries document content or code data', async () => {
    for (const request of adminCalls(ids)) {
      const response = await call(server, request.method, request.path, {
        token: admin.token,
        body: 'body' in request ? request.body : undefined,
      });
      const text = await response.text();
      expect([401, 403, 500], `${request.method} ${request.path}: ${text}`).not.toContain(response.status);
      for (const value of Object.values(marker)) expect(text).not.toContain(value);
      // No field of a document or of its code entries appears anywhere in an administrator's answer.
      const keys = text === '' ? new Set<string>() : keysIn(JSON.parse(text));
      for (const field of documentFields) {
        expect(keys.has(field), `${request.method} ${request.path} has ${field}`).toBe(false);
      }
    }
  });

  it('lists users with search and paging, role, verified, created and the document count', async () => {
    const response = await call(server, 'GET', '/api/admin/users?search=THERAPIST&per_page=1', {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { data: Record<string, unknown>[]; total: number };
    expect(page.total).toBe(1);
    expect(page.data).toEqual([
      {
        id: ids.user,
        name: 'Kim Therapist',
        email: user.email,
        role: 'user',
        verified: false,
        disabled: false,
        created_at: expect.any(String),
        document_count: 1,
      },
    ]);
    const all = await call(server, 'GET', '/api/admin/users?per_page=1&page=2', { token: admin.token });
    const second = (await all.json()) as { data: { email: string }[]; total: number; page: number };
    expect(second).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(second.data).toHaveLength(1);
    // A search's % and _ are letters, not wildcards.
    const wildcard = await call(server, 'GET', '/api/admin/users?search=%25', { token: admin.token });
    expect(((await wildcard.json()) as { total: number }).total).toBe(0);
  });

  it('answers 422 with per-field messages for bad queries and bodies', async () => {
    const badQuery = await call(server, 'GET', '/api/admin/users?per_page=1000', {
      token: admin.token,
      locale: 'en',
    });
    expect(badQuery.status).toBe(422);
    expect(((await badQuery.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty(
      'per_page',
    );
    const badBody = await call(server, 'PATCH', `/api/admin/users/${ids.user}`, {
      token: admin.token,
      body: { role: 'owner' },
      locale: 'en',
    });
    expect(badBody.status).toBe(422);
    expect(((await badBody.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      role: ['The selected role is invalid.'],
    });
    const missing = await call(server, 'PATCH', '/api/admin/users/999999', {
      token: admin.token,
      body: { role: 'admin' },
    });
    expect(missing.status).toBe(404);
  });

  it('promotes and demotes, and a demoted administrator is refused at once', async () => {
    const other = await registerUser(server, { name: 'Lee Promoted' });
    const otherId = await userIdOf(server, other.email);
    const promote = await call(server, 'PATCH', `/api/admin/users/${otherId}`, {
      token: admin.token,
      body: { role: 'admin' },
    });
    expect(promote.status).toBe(200);
    expect(await promote.json()).toMatchObject({ id: otherId, role: 'admin' });
    expect((await call(server, 'GET', '/api/admin/usage', { token: other.token })).status).toBe(200);

    const demote = await call(server, 'PATCH', `/api/admin/users/${otherId}`, {
      token: admin.token,
      body: { role: 'user' },
    });
    expect(demote.status).toBe(200);
    expect((await call(server, 'GET', '/api/admin/usage', { token: other.token })).status).toBe(403);

    const audit = await call(server, 'GET', '/api/admin/audit?per_page=100', { token: admin.token });
    const entries = ((await audit.json()) as { data: Record<string, unknown>[] }).data;
    const adminId = await userIdOf(server, admin.email);
    expect(entries.filter((entry) => entry.target_id === String(otherId))).toEqual([
      expect.objectContaining({
        action: 'user.demote',
        actor: `${admin.email} (user ${adminId})`,
        target_type: 'user',
      }),
      expect.objectContaining({ action: 'user.promote', target_type: 'user' }),
    ]);
  });

  it('refuses to let an administrator demote or disable their own account', async () => {
    const adminId = await userIdOf(server, admin.email);
    for (const body of [{ role: 'user' }, { disabled: true }]) {
      const response = await call(server, 'PATCH', `/api/admin/users/${adminId}`, {
        token: admin.token,
        body,
        locale: 'en',
      });
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(
        'You cannot demote or disable your own account.',
      );
    }
    expect((await call(server, 'GET', '/api/admin/usage', { token: admin.token })).status).toBe(200);
  });
});
