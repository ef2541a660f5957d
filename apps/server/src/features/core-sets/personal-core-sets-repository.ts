import { and, asc, eq } from 'drizzle-orm';
import type { CoreSet } from '@icf/shared';
import type { Database } from '../../db/client';
import { personalCoreSets } from '../../db/schema';
import { presentPersonalCoreSet } from './present-personal-core-set';

/** A personal core set row as the domain functions and the presenter see it. */
export type PersonalCoreSetRecord = typeof personalCoreSets.$inferSelect;

/** What a create writes: everything but the keys and timestamps. */
export interface PersonalCoreSetContent {
  name: string;
  nameTranslation: string;
  codes: string[];
  note: string;
}

/** A set of `userId`; another user's set is as invisible as a missing one. */
function ownSet(userId: number, id: number) {
  return and(eq(personalCoreSets.userId, userId), eq(personalCoreSets.id, id));
}

export async function insertPersonalCoreSet(
  db: Database,
  userId: number,
  content: PersonalCoreSetContent,
): Promise<PersonalCoreSetRecord> {
  const [row] = await db
    .insert(personalCoreSets)
    .values({ userId, ...content })
    .returning();
  return row!;
}

/** Changes the given fields of the user's set; undefined when the user has no such set. */
export async function updateOwnPersonalCoreSet(
  db: Database,
  userId: number,
  id: number,
  patch: Partial<PersonalCoreSetContent>,
): Promise<PersonalCoreSetRecord | undefined> {
  const [row] = await db
    .update(personalCoreSets)
    .set({ ...patch, updatedAt: new Date() })
    .where(ownSet(userId, id))
    .returning();
  return row;
}

/** Deletes the user's set for good (documents keep codes, not set references); false when there was none. */
export async function deleteOwnPersonalCoreSet(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(personalCoreSets)
    .where(ownSet(userId, id))
    .returning({ id: personalCoreSets.id });
  return rows.length > 0;
}

/** The user's sets in the order they were made, each as `GET /api/set/all` lists it under "My sets". */
export async function listPersonalCoreSets(db: Database, userId: number): Promise<CoreSet[]> {
  const rows = await db
    .select()
    .from(personalCoreSets)
    .where(eq(personalCoreSets.userId, userId))
    .orderBy(asc(personalCoreSets.id));
  return rows.map(presentPersonalCoreSet);
}
