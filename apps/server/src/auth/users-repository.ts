import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** A user as the application sees it; the password hash is read only where a password is checked. */
export interface UserRecord {
  id: number;
  name: string;
  email: string;
  role: string;
  locale: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  locale: users.locale,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

/** E-mail addresses match in any letter case, as the unique index on lower(email) does. */
const emailIs = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserById(db: Database, id: number): Promise<UserRecord | undefined> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | undefined> {
  const [user] = await db.select(userColumns).from(users).where(emailIs(email));
  return user;
}

export async function findUserWithPasswordHashByEmail(
  db: Database,
  email: string,
): Promise<(UserRecord & { passwordHash: string; disabled: boolean }) | undefined> {
  const [user] = await db
    .select({
      ...userColumns,
      passwordHash: users.passwordHash,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
    })
    .from(users)
    .where(emailIs(email));
  return user;
}

export async function findPasswordHash(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash;
}

/** Undefined when the e-mail is taken in any letter case (also when another request took it just now). */
export async function insertUser(
  db: Database,
  values: { name: string; email: string; passwordHash: string; locale: string },
): Promise<UserRecord | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning(userColumns);
  return user;
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Keeps the first verification time when a link is followed twice. */
export async function markEmailVerified(db: Database, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

/** Whether two e-mail addresses are the same account's (the users table compares them in lower case). */
export function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
