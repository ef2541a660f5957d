import { mergeClientGoals, message, type ClientGoals } from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import {
  findClientGoals,
  findClientGoalsVersion,
  writeClientGoals,
  type ClientGoalsRecord,
} from './client-goals-repository';
import { getClient } from './manage-clients';

/**
 * How often a save merges again when someone else saved the goals between its read and its write; each lost
 * round means another save won. As for documents (decision record 0036), only a crowd exhausts it, and then
 * the save is refused (409, nothing written), never written over the others.
 */
const mergeRoundsMax = 8;

/**
 * A client's goals (decision 0034). Both calls first find the client through `getClient`, the client routes'
 * one access check, so whoever may read or change the client may read or change its goals, and nobody else
 * (a 404, like a missing client).
 */
export async function getClientGoals(
  db: Database,
  userId: number,
  clientId: number,
): Promise<{ goals: ClientGoalsRecord; teamId: number | null }> {
  const client = await getClient(db, userId, clientId);
  return { goals: await findClientGoals(db, clientId), teamId: client.teamId };
}

/**
 * Sets the client's goals, kept as their next version by the user. Without `baseVersion` the goals are
 * replaced as they stand. With it (the version the editor loaded; decision record 0034, amended), goals saved
 * since then merge per goal with the shared three-way rule of 0036 (`mergeClientGoals`) against the goals of
 * that version as the server kept them; a goal both changed differently is a 409 naming base, mine and
 * theirs, and nothing is written. The write happens only while the goals are still at the version merged
 * against, so two saves from one version never both win: the loser merges again with the winner's goals.
 * The access check, the merge and the write are one transaction.
 */
export async function setClientGoals(
  db: Database,
  userId: number,
  clientId: number,
  mine: Readonly<ClientGoals>,
  baseVersion: number | null = null,
): Promise<ClientGoalsRecord> {
  return db.transaction(async (tx) => {
    await getClient(tx, userId, clientId);
    let base: ClientGoals | undefined;
    let currentVersion = 0;
    for (let round = 0; round < mergeRoundsMax; round++) {
      const current = await findClientGoals(tx, clientId);
      currentVersion = current.version;
      let goals = mine;
      if (baseVersion !== null && baseVersion !== current.version) {
        if (baseVersion > current.version) throw unknownBaseVersion(baseVersion);
        base ??= await findClientGoalsVersion(tx, clientId, baseVersion);
        if (!base) throw unknownBaseVersion(baseVersion);
        const { merged, conflicts } = mergeClientGoals(base, mine, current.goals);
        if (conflicts.length > 0)
          throw AppError.saveConflict('client.goals_conflict', current.version, conflicts);
        goals = merged;
      }
      const expected = baseVersion === null ? null : current.version;
      if ((await writeClientGoals(tx, clientId, goals, userId, expected)) !== undefined) {
        return findClientGoals(tx, clientId);
      }
    }
    throw AppError.saveConflict('client.goals_save_contended', currentVersion, []);
  });
}

function unknownBaseVersion(version: number): AppError {
  return AppError.validation({ base_version: [message('client.unknown_goals_version', { version })] });
}
