import { promoteAdministrator } from '../../src/features/admin/promote-administrator';
import { registerUser, type RegisteredUser } from '../support/auth-api';
import type { TestServer } from '../support/test-server';

/** A registered account made administrator the way `npm run admin:create` does it. */
export async function registerAdmin(
  server: TestServer,
  user: Partial<Omit<RegisteredUser, 'token'>> = {},
): Promise<RegisteredUser & { id: number }> {
  const registered = await registerUser(server, { name: 'Admin Park', ...user });
  const promoted = await promoteAdministrator(server.database.db, registered.email, 'test setup');
  if (!promoted) throw new Error('the admin account vanished');
  return { ...registered, id: promoted.id };
}

/** The id of the account with this e-mail, as the admin user list shows it. */
export async function userIdOf(server: TestServer, email: string): Promise<number> {
  const { db } = server.database;
  const { users } = await import('../../src/db/schema');
  const { sql } = await import('drizzle-orm');
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}
