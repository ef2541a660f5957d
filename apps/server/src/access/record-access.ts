import { and, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { clients, documents, teamMembers } from '../db/schema';

/**
 * The one rule of who may read and write a client or a document (decision record 0033), as SQL conditions that
 * every repository query about a client or a document includes:
 * - a record without a team belongs to its `user_id` alone, as before teams existed;
 * - a record of a team belongs to the team's members: the membership row is read in the same statement, so a
 *   removed member (or a token they issued) loses access at the next request.
 * Anything else is invisible, so a route answers it like a missing record (404). Takes values, or placeholders
 * in a prepared statement.
 */
export type AccessUser = number | Placeholder;

/** The teams the user belongs to, as a subquery. */
function teamsOf(userId: AccessUser): SQL {
  return sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${userId})`;
}

/** A client the user may read and write: their own, or one of a team they belong to. */
export function clientAccessibleTo(userId: AccessUser): SQL {
  return or(
    and(isNull(clients.teamId), eq(clients.userId, userId)),
    sql`${clients.teamId} in ${teamsOf(userId)}`,
  )!;
}

/** A document the user may read and write: their own (without a team), or one of a team they belong to. */
export function documentAccessibleTo(userId: AccessUser): SQL {
  return or(
    and(isNull(documents.teamId), eq(documents.userId, userId)),
    sql`${documents.teamId} in ${teamsOf(userId)}`,
  )!;
}

/** The user's own documents, those of no team: the dashboard's "my own" list and the user's document count. */
export function ownDocumentOf(userId: AccessUser): SQL {
  return and(isNull(documents.teamId), eq(documents.userId, userId))!;
}

/** The user's own clients, those of no team: the clients page's "my own" list. */
export function ownClientOf(userId: AccessUser): SQL {
  return and(isNull(clients.teamId), eq(clients.userId, userId))!;
}
