import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client';
import { readSchemaState } from '../db/schema-version';
import { endpointRoutes } from '../auth/endpoint-routes';

/**
 * `GET /api/health` (liveness): answers when the database answers. `GET /api/health/ready` (readiness,
 * decision 0040): 200 when the database answers `select 1` and records exactly the migrations this build
 * ships; 503 otherwise, with the reason, so a load balancer sends no requests to this server meanwhile.
 */
export function healthRoutes(database: DatabaseHandle): Hono {
  return endpointRoutes()
    .on('getHealth', async (c) => {
      await database.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: database.kind });
    })
    .on('getReadiness', async (c) => {
      let schema;
      try {
        await database.executeSql('select 1');
        schema = await readSchemaState((text) => database.executeSql(text));
      } catch {
        return c.json({ status: 'not_ready', reason: 'database_unreachable', database: database.kind }, 503);
      }
      if (schema.pending.length > 0 || schema.unknown.length > 0) {
        return c.json({ status: 'not_ready', reason: 'migrations_pending', database: database.kind }, 503);
      }
      return c.json({ status: 'ready', database: database.kind, schemaVersion: schema.recorded.length });
    }).app;
}
