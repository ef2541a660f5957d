import type { ClientGoals } from '@icf/shared';
import type { Database } from '../../db/client';
import { findClientGoals, replaceClientGoals, type ClientGoalsRecord } from './client-goals-repository';
import { getClient } from './manage-clients';

/**
 * A client's goals (decision 0034). Both calls first find the client through `getClient`, the client routes'
 * one access check, so whoever may read or change the client may read or change its goals, and nobody else
 * (a 404, like a missing client).
 */
export async function getClientGoals(
  db: Database,
  userId: number,
  clientId: number,
): Promise<ClientGoalsRecord> {
  await getClient(db, userId, clientId);
  return findClientGoals(db, clientId);
}

/** Replaces the client's goals; the access check and the write are one transaction. */
export async function setClientGoals(
  db: Database,
  userId: number,
  clientId: number,
  goals: Readonly<ClientGoals>,
): Promise<ClientGoalsRecord> {
  return db.transaction(async (tx) => {
    await getClient(tx, userId, clientId);
    await replaceClientGoals(tx, clientId, goals);
    return findClientGoals(tx, clientId);
  });
}
