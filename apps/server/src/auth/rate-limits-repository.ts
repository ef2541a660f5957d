import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Counts one hit against `key` in a fixed window of `windowSeconds` that starts with the first hit.
 * One upsert, so concurrent requests never lose a count; the database clock decides, so several server
 * processes agree.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; retryAfterSeconds: number }> {
  const windowEnd = sql`now() + ${windowSeconds}::int * interval '1 second'`;
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now())))::int`,
    });
  return { hits: row!.hits, retryAfterSeconds: Number(row!.retryAfterSeconds) };
}

export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Starts a window of `seconds` for `key` from now, whatever was there (a cool-down, for instance). */
export async function startRateLimitWindow(db: Database, key: string, seconds: number): Promise<void> {
  const windowEnd = sql`now() + ${seconds}::int * interval '1 second'`;
  await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: 1, windowEndsAt: windowEnd } });
}

/** The whole seconds left in the window of `key`, or null when it has none running. */
export async function secondsLeftInWindow(db: Database, key: string): Promise<number | null> {
  const [row] = await db
    .select({
      seconds: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now())))::int`,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEndsAt, sql`now()`)));
  return row ? Number(row.seconds) : null;
}
