import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Discipline, TeamRole } from '@icf/shared';
import type { Database } from '../../db/client';
import { clients, documents, teamInvitations, teamMembers, teams, users } from '../../db/schema';

/** A team as one of its members sees it: with the caller's role and discipline. */
export interface TeamMembershipRecord {
  id: number;
  name: string;
  role: TeamRole;
  discipline: Discipline;
  memberCount: number;
  createdAt: Date;
}

export interface TeamMemberRecord {
  userId: number;
  name: string;
  email: string;
  role: TeamRole;
  discipline: Discipline;
  joinedAt: Date;
}

export interface TeamInvitationRecord {
  id: number;
  teamId: number;
  email: string;
  expiresAt: Date;
  acceptedAt: Date | null;
  createdAt: Date;
}

const memberCount = sql<number>`(select count(*) from ${teamMembers} as "all_members" where "all_members"."team_id" = ${teams.id})`;

const membershipColumns = {
  id: teams.id,
  name: teams.name,
  role: sql<TeamRole>`${teamMembers.role}`,
  discipline: sql<Discipline>`${teamMembers.discipline}`,
  memberCount: memberCount.mapWith(Number),
  createdAt: teams.createdAt,
};

export async function insertTeam(
  db: Database,
  userId: number,
  name: string,
  discipline: Discipline,
): Promise<number> {
  const [team] = await db.insert(teams).values({ name }).returning({ id: teams.id });
  await db.insert(teamMembers).values({ teamId: team!.id, userId, role: 'owner', discipline });
  return team!.id;
}

/** The teams the user belongs to, by name. */
export async function listTeamsOf(db: Database, userId: number): Promise<TeamMembershipRecord[]> {
  return db
    .select(membershipColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teams.name), asc(teams.id));
}

/** The team with the user's membership; undefined when the user is not a member (or there is no such team). */
export async function findMembership(
  db: Database,
  userId: number,
  teamId: number,
): Promise<TeamMembershipRecord | undefined> {
  const [row] = await db
    .select(membershipColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.teamId, teamId)));
  return row;
}

export async function listTeamMembers(db: Database, teamId: number): Promise<TeamMemberRecord[]> {
  return db
    .select({
      userId: teamMembers.userId,
      name: users.name,
      email: users.email,
      role: sql<TeamRole>`${teamMembers.role}`,
      discipline: sql<Discipline>`${teamMembers.discipline}`,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(users.name), asc(users.id));
}

export async function insertMember(
  db: Database,
  teamId: number,
  userId: number,
  discipline: Discipline,
): Promise<boolean> {
  const inserted = await db
    .insert(teamMembers)
    .values({ teamId, userId, role: 'member', discipline })
    .onConflictDoNothing()
    .returning({ userId: teamMembers.userId });
  return inserted.length === 1;
}

export async function updateMember(
  db: Database,
  teamId: number,
  userId: number,
  change: { role?: TeamRole; discipline?: Discipline },
): Promise<boolean> {
  const updated = await db
    .update(teamMembers)
    .set(change)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return updated.length === 1;
}

export async function deleteMember(db: Database, teamId: number, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return deleted.length === 1;
}

/**
 * The owners of a team other than `exceptUserId`, oldest membership first, locking the team's membership rows
 * so that two owners leaving at once cannot both pass the last-owner rule.
 */
export async function lockOtherOwners(db: Database, teamId: number, exceptUserId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: teamMembers.userId, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.userId))
    .for('update');
  return rows.filter((row) => row.role === 'owner' && row.userId !== exceptUserId).map((row) => row.userId);
}

/** The teams in which the user is the only owner: the account cannot be erased before they are handed over. */
export async function findTeamsWithOnlyOwner(
  db: Database,
  userId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.userId, userId),
        eq(teamMembers.role, 'owner'),
        sql`not exists (select 1 from ${teamMembers} as "other" where "other"."team_id" = ${teams.id}
          and "other"."role" = 'owner' and "other"."user_id" <> ${userId})`,
      ),
    )
    .orderBy(asc(teams.id));
}

export async function insertInvitation(
  db: Database,
  invitation: { teamId: number; email: string; tokenHash: string; invitedBy: number; validDays: number },
): Promise<TeamInvitationRecord> {
  const [row] = await db
    .insert(teamInvitations)
    .values({
      teamId: invitation.teamId,
      email: invitation.email,
      tokenHash: invitation.tokenHash,
      invitedBy: invitation.invitedBy,
      expiresAt: sql`now() + make_interval(days => ${invitation.validDays})`,
    })
    .returning(invitationColumns);
  return row!;
}

const invitationColumns = {
  id: teamInvitations.id,
  teamId: teamInvitations.teamId,
  email: teamInvitations.email,
  expiresAt: teamInvitations.expiresAt,
  acceptedAt: teamInvitations.acceptedAt,
  createdAt: teamInvitations.createdAt,
};

export async function deleteInvitation(db: Database, teamId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.id, id)))
    .returning({ id: teamInvitations.id });
  return deleted.length === 1;
}

/** The team's invitations that can still be accepted, newest first. */
export async function listOpenInvitations(db: Database, teamId: number): Promise<TeamInvitationRecord[]> {
  return db
    .select(invitationColumns)
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.teamId, teamId),
        isNull(teamInvitations.acceptedAt),
        gt(teamInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${teamInvitations.id} desc`);
}

/**
 * Marks an open invitation with this token hash as used and returns it, atomically: of two acceptances at once,
 * one gets it. Undefined for an unknown, used or expired token.
 */
export async function consumeInvitation(
  db: Database,
  tokenHash: string,
): Promise<TeamInvitationRecord | undefined> {
  const [row] = await db
    .update(teamInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(teamInvitations.tokenHash, tokenHash),
        isNull(teamInvitations.acceptedAt),
        gt(teamInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning(invitationColumns);
  return row;
}

/** An open invitation with this token hash, without using it. */
export async function findOpenInvitation(
  db: Database,
  tokenHash: string,
): Promise<TeamInvitationRecord | undefined> {
  const [row] = await db
    .select(invitationColumns)
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.tokenHash, tokenHash),
        isNull(teamInvitations.acceptedAt),
        gt(teamInvitations.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function isMemberByEmail(db: Database, teamId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), sql`lower(${users.email}) = lower(${email})`));
  return row !== undefined;
}

/** The ids of the team's clients. */
export async function listTeamClientIds(db: Database, teamId: number): Promise<number[]> {
  const rows = await db.select({ id: clients.id }).from(clients).where(eq(clients.teamId, teamId));
  return rows.map((row) => row.id);
}

/**
 * Moves clients, with all their documents (deleted ones too), to a team (`teamId`) or out of any into
 * `keeperId`'s own list (`teamId` null). Both rows change in this transaction, and the count triggers move the
 * documents between the user's and the team's count.
 */
export async function moveClients(
  db: Database,
  clientIds: readonly number[],
  target: { teamId: number | null; keeperId: number },
): Promise<void> {
  if (clientIds.length === 0) return;
  await db
    .update(clients)
    .set({ teamId: target.teamId, userId: target.keeperId, updatedAt: sql`now()` })
    .where(inArray(clients.id, [...clientIds]));
  await db
    .update(documents)
    .set({ teamId: target.teamId, userId: target.keeperId })
    .where(inArray(documents.clientId, [...clientIds]));
}

/** Deletes clients with all their documents (versions and suggestions go with them by cascade). */
export async function deleteClientsWithDocuments(
  db: Database,
  clientIds: readonly number[],
): Promise<number> {
  if (clientIds.length === 0) return 0;
  const deleted = await db
    .delete(documents)
    .where(inArray(documents.clientId, [...clientIds]))
    .returning({ id: documents.id });
  await db.delete(clients).where(inArray(clients.id, [...clientIds]));
  return deleted.length;
}

/** The team's documents without a client go to `keeperId`'s own list (a team deletion). */
export async function moveTeamDocumentsWithoutClient(
  db: Database,
  teamId: number,
  keeperId: number,
): Promise<number> {
  const moved = await db
    .update(documents)
    .set({ teamId: null, userId: keeperId })
    .where(and(eq(documents.teamId, teamId), isNull(documents.clientId)))
    .returning({ id: documents.id });
  return moved.length;
}

export async function deleteTeamRow(db: Database, teamId: number): Promise<void> {
  await db.delete(teams).where(eq(teams.id, teamId));
}

/**
 * Before an erasure: the team clients and documents the user keeps pass to the longest-standing other owner of
 * their team, so the user row's cascade leaves them with the team (decision record 0033). The caller has
 * refused the erasure when the user is the last owner of a team.
 */
export async function handTeamRecordsToOwners(db: Database, userId: number): Promise<void> {
  // The updated table's column by its qualified name: inside the subquery a bare "team_id" would be the heir's.
  const heirOf = (table: 'clients' | 'documents') =>
    sql<number>`(select "heir"."user_id" from ${teamMembers} as "heir"
      where "heir"."team_id" = ${sql.raw(`"${table}"."team_id"`)} and "heir"."role" = 'owner'
        and "heir"."user_id" <> ${userId}
      order by "heir"."joined_at", "heir"."user_id" limit 1)`;
  await db
    .update(clients)
    .set({ userId: heirOf('clients') })
    .where(and(eq(clients.userId, userId), isNotNull(clients.teamId)));
  await db
    .update(documents)
    .set({ userId: heirOf('documents') })
    .where(and(eq(documents.userId, userId), isNotNull(documents.teamId)));
}
