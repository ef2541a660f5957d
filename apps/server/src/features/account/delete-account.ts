import { message, type DeleteAccountRequest } from '@icf/shared';
import { insertAuditEntries } from '../../audit/audit-log-repository';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { sameEmail, findPasswordHash, type UserRecord } from '../../auth/users-repository';
import { verifyPassword } from '../auth';
import type { ThrottlePolicy } from '../../auth/throttle';
import { findTeamsWithOnlyOwner, handTeamRecordsToOwners } from '../teams';
import { deletedAccountActor, eraseAccountRows, type ErasedCounts } from './account-erasure-repository';

/** At most 5 wrong passwords a minute per account: a stolen token must not guess its way to an erasure. */
export const deleteAccountThrottle: ThrottlePolicy = {
  name: 'delete-account',
  maxAttempts: 5,
  windowSeconds: 60,
  message: 'request.too_many',
  field: 'password',
};

/**
 * Erases the signed-in account and everything it owns, in one transaction, after checking its password and
 * the e-mail typed again (decision 0028). A team's clients and documents stay with the team, and the last owner
 * of a team is refused (409) until it is handed over or deleted (decision record 0033). The audit log records
 * that an account was erased, by its number, without the e-mail or the name.
 */
export async function deleteAccount(
  db: Database,
  user: UserRecord,
  input: DeleteAccountRequest,
): Promise<ErasedCounts> {
  const passwordHash = await findPasswordHash(db, user.id);
  if (!passwordHash || !(await verifyPassword(passwordHash, input.password))) {
    throw AppError.validation({ password: [message('password.current_mismatch')] });
  }
  if (!sameEmail(input.email, user.email)) {
    throw AppError.validation({ email: [message('account.email_mismatch')] });
  }
  return db.transaction(async (tx) => {
    // Decision record 0033: a team is never left without an owner, and its records stay with it.
    const ownedAlone = await findTeamsWithOnlyOwner(tx, user.id);
    if (ownedAlone.length > 0) {
      const teams = ownedAlone.map((team) => team.name).join(', ');
      throw new AppError({
        code: 'conflict',
        status: 409,
        message: message('account.team_last_owner', { teams }),
      });
    }
    await handTeamRecordsToOwners(tx, user.id);
    const erased = await eraseAccountRows(tx, user);
    await insertAuditEntries(tx, [
      {
        actor: deletedAccountActor(user.id),
        action: 'user.delete',
        targetType: 'user',
        targetId: String(user.id),
        details: { by: 'owner', documents: erased.documents },
      },
    ]);
    return erased;
  });
}
