import type { Context } from 'hono';
import type { Hono } from 'hono';
import {
  acceptTeamInvitationRequestSchema,
  changeTeamDisciplineRequestSchema,
  createTeamRequestSchema,
  deleteTeamRequestSchema,
  handOverTeamRequestSchema,
  inviteTeamMemberRequestSchema,
  type TeamAccessLog,
  type TeamIdResponse,
  type TeamList,
} from '@icf/shared';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import type { Logger } from '../../http/logger';
import { pathId } from '../../http/path-id';
import { readLocalizedBody } from '../../http/read-localized-body';
import { requestLocale } from '../../http/request-locale';
import { sendJson } from '../../http/send-json';
import type { Mailer } from '../../mail/mailer';
import { deleteTeam } from './delete-team';
import {
  changeOwnDiscipline,
  createTeam,
  getTeam,
  handOverTeam,
  leaveTeam,
  removeMember,
} from './manage-teams';
import { presentTeam, presentTeamInvitation, presentTeamSummary } from './present-team';
import { listTeamAccessLog } from './team-access-log';
import { teamError } from './team-errors';
import { acceptTeamInvitation, inviteTeamMember, withdrawInvitation } from './team-invitations';
import { listTeamsOf } from './teams-repository';

export interface TeamsDependencies {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  auth: { appUrl: string };
}

/**
 * The team calls (decision record 0033) under /api: create, list the caller's teams, read one with its members,
 * invite, accept, change one's own discipline, remove a member, hand over, leave, delete. Membership is a
 * person's act, so these take sign-in tokens only (`account`); a personal access token reaches a team's
 * clients and documents through the client and document calls and their abilities. A team the caller does not
 * belong to is answered like a missing one (404).
 */
export function teamsRoutes(deps: TeamsDependencies): Hono {
  const { db } = deps.database;
  const invitationDeps = { db, mailer: deps.mailer, logger: deps.logger, appUrl: deps.auth.appUrl };

  return endpointRoutes(deps.database)
    .on('listTeams', async (c) => {
      const teams = await listTeamsOf(db, c.get('user').id);
      return sendJson(c, { data: teams.map(presentTeamSummary) } satisfies TeamList);
    })
    .on('createTeam', async (c) => {
      const body = await readLocalizedBody(c, createTeamRequestSchema);
      return sendJson(c, presentTeamSummary(await createTeam(db, c.get('user'), body)), 201);
    })
    .on('acceptTeamInvitation', async (c) => {
      const body = await readLocalizedBody(c, acceptTeamInvitationRequestSchema);
      const id = await acceptTeamInvitation(db, c.get('user'), body);
      return sendJson(c, { id } satisfies TeamIdResponse);
    })
    .on('getTeam', async (c) => {
      return sendJson(c, presentTeam(await getTeam(db, c.get('user').id, teamId(c))));
    })
    .on('deleteTeam', async (c) => {
      const id = teamId(c);
      const body = await readLocalizedBody(c, deleteTeamRequestSchema);
      await deleteTeam(db, c.get('user'), id, body);
      return c.body(null, 204);
    })
    .on('inviteTeamMember', async (c) => {
      const id = teamId(c);
      const body = await readLocalizedBody(c, inviteTeamMemberRequestSchema);
      const invitation = await inviteTeamMember(
        invitationDeps,
        c.get('user'),
        id,
        body.email,
        requestLocale(c),
      );
      return sendJson(c, presentTeamInvitation(invitation), 201);
    })
    .on('withdrawTeamInvitation', async (c) => {
      const id = teamId(c);
      const invitation = pathId(c.req.param('invitation'), teamNotFound);
      await withdrawInvitation(db, c.get('user'), id, invitation);
      return c.body(null, 204);
    })
    .on('changeTeamDiscipline', async (c) => {
      const id = teamId(c);
      const body = await readLocalizedBody(c, changeTeamDisciplineRequestSchema);
      await changeOwnDiscipline(db, c.get('user').id, id, body.discipline);
      return c.body(null, 204);
    })
    .on('removeTeamMember', async (c) => {
      const id = teamId(c);
      await removeMember(db, c.get('user'), id, pathId(c.req.param('user'), teamNotFound));
      return c.body(null, 204);
    })
    .on('handOverTeam', async (c) => {
      const id = teamId(c);
      const body = await readLocalizedBody(c, handOverTeamRequestSchema);
      await handOverTeam(db, c.get('user'), id, body.user_id);
      return c.body(null, 204);
    })
    .on('getTeamAccessLog', async (c) => {
      const data = await listTeamAccessLog(db, c.get('user').id, teamId(c));
      return sendJson(c, { data } satisfies TeamAccessLog);
    })
    .on('leaveTeam', async (c) => {
      await leaveTeam(db, c.get('user'), teamId(c));
      return c.body(null, 204);
    }).app;
}

/** An id in the path that names no team is the same 404 as a team the caller does not belong to. */
function teamId(c: Context): number {
  return pathId(c.req.param('id'), teamNotFound);
}

const teamNotFound = () => teamError('team_not_found');
