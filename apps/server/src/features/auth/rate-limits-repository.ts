import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';

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
