import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentCounts, users } from '../../db/schema';

/** An account as the administrator sees it; never its password hash, never its documents. */
export interface AdminUserRecord {
  id: number;
  name: string;
  email: string;
  role: string;
  emailVerifiedAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
  documentCount: number;
}

const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  // document_counts holds each user's live documents (kept by triggers, decision 0008).
  documentCount: sql<number>`coalesce(${documentCounts.live}, 0)::int`,
};

/** `%`, `_` and `\` in a search are letters, not LIKE wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function searchCondition(search: string): SQL | undefined {
  if (search === '') return undefined;
  const pattern = likePattern(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern));
}

/** One page of accounts, newest first, whose name or e-mail contains `search` (any letter case). */
export async function selectAdminUserPage(
  db: Database,
  query: { search: string; limit: number; offset: number },
): Promise<{ rows: AdminUserRecord[]; total: number }> {
  const where = searchCondition(query.search);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .leftJoin(documentCounts, eq(documentCounts.userId, users.id))
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findAdminUser(db: Database, id: number): Promise<AdminUserRecord | undefined> {
  const [row] = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(documentCounts, eq(documentCounts.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

/** Sets the role and/or the disabled state; a field left undefined keeps its value. */
export async function updateUserAccess(
  db: Database,
  id: number,
  change: { role?: 'user' | 'admin'; disabled?: boolean },
): Promise<void> {
  const values: { role?: string; disabledAt?: SQL | null } = {};
  if (change.role !== undefined) values.role = change.role;
  if (change.disabled !== undefined) {
    // Keeps the first disabling time when an account is disabled twice.
    values.disabledAt = change.disabled ? sql`coalesce(${users.disabledAt}, now())` : null;
  }
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Makes the account with this e-mail (any letter case) an administrator; undefined when there is none. */
export async function promoteUserByEmail(
  db: Database,
  email: string,
): Promise<{ id: number; email: string; wasAdmin: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .for('update');
    if (!found) return undefined;
    if (found.role !== 'admin') {
      await tx
        .update(users)
        .set({ role: 'admin' })
        .where(and(eq(users.id, found.id)));
    }
    return { id: found.id, email: found.email, wasAdmin: found.role === 'admin' };
  });
}
