import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client';

/** `GET /api/health`: answers only when the database answers. */
export function healthRoutes(database: DatabaseHandle): Hono {
  return new Hono().get('/health', async (c) => {
    await database.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: database.kind });
  });
}
