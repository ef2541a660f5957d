import type { Database } from '../../db/client';
import { teamError } from './team-errors';
import { findMembership, type TeamMembershipRecord } from './teams-repository';

/**
 * The caller's membership of a team; a team the caller does not belong to (or that does not exist) is a 404,
 * read at every request, so a removed member is out at once (decision record 0033).
 */
export async function requireMembership(
  db: Database,
  userId: number,
  teamId: number,
): Promise<TeamMembershipRecord> {
  const membership = await findMembership(db, userId, teamId);
  if (!membership) throw teamError('team_not_found');
  return membership;
}

/** As `requireMembership`, and the caller must be an owner (403 for a member, who may know the team). */
export async function requireOwnership(
  db: Database,
  userId: number,
  teamId: number,
): Promise<TeamMembershipRecord> {
  const membership = await requireMembership(db, userId, teamId);
  if (membership.role !== 'owner') throw teamError('owner_only');
  return membership;
}
