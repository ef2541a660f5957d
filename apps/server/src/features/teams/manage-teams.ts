import type { CreateTeamRequest, Discipline } from '@icf/shared';
import type { Database } from '../../db/client';
import type { UserRecord } from '../../auth/users-repository';
import { auditTeamAct } from './team-audit';
import { teamError } from './team-errors';
import { requireMembership, requireOwnership } from './team-membership';
import {
  deleteMember,
  findMembership,
  insertTeam,
  listOpenInvitations,
  listTeamMembers,
  lockOtherOwners,
  updateMember,
  type TeamInvitationRecord,
  type TeamMemberRecord,
  type TeamMembershipRecord,
} from './teams-repository';

/** Creates a team whose first owner is the caller, with their discipline; recorded. */
export async function createTeam(
  db: Database,
  user: UserRecord,
  request: CreateTeamRequest,
): Promise<TeamMembershipRecord> {
  return db.transaction(async (tx) => {
    const id = await insertTeam(tx, user.id, request.name.trim(), request.discipline);
    await auditTeamAct(tx, user, 'team.create', { type: 'team', id });
    return (await findMembership(tx, user.id, id))!;
  });
}

/** A team of the caller with its members, and for an owner its open invitations. */
export async function getTeam(
  db: Database,
  userId: number,
  teamId: number,
): Promise<{
  membership: TeamMembershipRecord;
  members: TeamMemberRecord[];
  invitations: TeamInvitationRecord[];
}> {
  const membership = await requireMembership(db, userId, teamId);
  const [members, invitations] = await Promise.all([
    listTeamMembers(db, teamId),
    membership.role === 'owner' ? listOpenInvitations(db, teamId) : Promise.resolve([]),
  ]);
  return { membership, members, invitations };
}

/** A member states the discipline they work in; only their own. */
export async function changeOwnDiscipline(
  db: Database,
  userId: number,
  teamId: number,
  discipline: Discipline,
): Promise<void> {
  await requireMembership(db, userId, teamId);
  await updateMember(db, teamId, userId, { discipline });
}

/**
 * An owner removes another member. From the next request on, the removed member (and every token they issued)
 * sees nothing of the team. Removing oneself is leaving (`leaveTeam`), which keeps the last-owner rule.
 */
export async function removeMember(
  db: Database,
  owner: UserRecord,
  teamId: number,
  memberId: number,
): Promise<void> {
  if (memberId === owner.id) return leaveTeam(db, owner, teamId);
  await db.transaction(async (tx) => {
    await requireOwnership(tx, owner.id, teamId);
    if (!(await deleteMember(tx, teamId, memberId))) throw teamError('member_not_found');
    await auditTeamAct(tx, owner, 'team.remove_member', { type: 'team', id: teamId }, { user: memberId });
  });
}

/** An owner hands the ownership to another member, and stays in the team as a member. */
export async function handOverTeam(
  db: Database,
  owner: UserRecord,
  teamId: number,
  newOwnerId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwnership(tx, owner.id, teamId);
    if (newOwnerId === owner.id) return;
    if (!(await updateMember(tx, teamId, newOwnerId, { role: 'owner' }))) {
      throw teamError('member_not_found');
    }
    await updateMember(tx, teamId, owner.id, { role: 'member' });
    await auditTeamAct(tx, owner, 'team.hand_over', { type: 'team', id: teamId }, { to: newOwnerId });
  });
}

/** Leaves a team; the last owner cannot (409): they hand the team over or delete it first. */
export async function leaveTeam(db: Database, user: UserRecord, teamId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const membership = await requireMembership(tx, user.id, teamId);
    const otherOwners = await lockOtherOwners(tx, teamId, user.id);
    if (membership.role === 'owner' && otherOwners.length === 0) throw teamError('last_owner');
    await deleteMember(tx, teamId, user.id);
    await auditTeamAct(tx, user, 'team.leave', { type: 'team', id: teamId });
  });
}
