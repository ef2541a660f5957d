import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { auditLog, users } from '../../src/db/schema';
import { insertUser } from '../../src/auth/users-repository';
import { call, registerUser, uniqueEmail } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { icfDataDir, startTestServer } from '../support/test-server';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

describe.each(testDatabaseKinds)('ADMIN_EMAIL on %s', (kind) => {
  it('makes the account that registers with the configured e-mail an administrator, and no other', async () => {
    const adminEmail = uniqueEmail('first-admin');
    const server = await startTestServer(kind, {
      auth: {
        appUrl: 'http://localhost:8080',
        appKey: randomBytes(32).toString('hex'),
        adminEmail,
      },
    });
    try {
      const other = await registerUser(server);
      const first = await registerUser(server, { email: adminEmail.toUpperCase() });
      expect(await (await call(server, 'GET', '/api/user', { token: first.token })).json()).toMatchObject({
        role: 'admin',
      });
      expect((await call(server, 'GET', '/api/admin/users', { token: first.token })).status).toBe(200);
      expect((await call(server, 'GET', '/api/admin/users', { token: other.token })).status).toBe(403);
      const audit = await call(server, 'GET', '/api/admin/audit', { token: first.token });
      expect(((await audit.json()) as { data: unknown[] }).data).toEqual([
        expect.objectContaining({ actor: 'ADMIN_EMAIL setting', action: 'user.promote' }),
      ]);
    } finally {
      await server.close();
    }
  });
});

describe('npm run admin:create, on a PGlite DATA_DIR', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-admin-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) => {
    const result = spawnSync('npm', ['run', '--silent', 'admin:create', '--', ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ICF_DATA_DIR: icfDataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it(
    'promotes a registered account and records it; an unknown e-mail is refused',
    { timeout: 120_000 },
    async () => {
      const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      await database.migrate();
      await insertUser(database.db, {
        name: 'Ops',
        email: 'Ops@Example.org',
        passwordHash: 'x',
        locale: 'en',
      });
      await database.close();

      const missing = run('--email', 'nobody@example.org');
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('No account has the e-mail nobody@example.org.');
      expect(run().status).toBe(2);

      const promoted = run('--email', 'ops@example.org', '--by', 'Dr Kim');
      expect(promoted.stderr).not.toMatch(/Error/);
      expect(promoted.status).toBe(0);
      expect(promoted.stdout).toContain('Ops@Example.org (user 1) is now an administrator.');

      const reopened = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      try {
        const [user] = await reopened.db.select({ role: users.role }).from(users).where(eq(users.id, 1));
        expect(user?.role).toBe('admin');
        const entries = await reopened.db.select().from(auditLog);
        expect(entries).toEqual([
          expect.objectContaining({ actor: 'Dr Kim (admin:create)', action: 'user.promote', targetId: '1' }),
        ]);
      } finally {
        await reopened.close();
      }
    },
  );
});
