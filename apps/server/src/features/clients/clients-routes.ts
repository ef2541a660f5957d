import type { Context, Hono } from 'hono';
import {
  clientListQuerySchema,
  clientGoalsRequestSchema,
  closeGoalCycleRequestSchema,
  updateGoalCycleRequestSchema,
  clientRequestSchema,
  moveClientRequestSchema,
  interventionTableQuerySchema,
  progressQuerySchema,
  type ClientEvaluationList,
  type ClientList,
  type DocumentIdResponse,
  type DownloadDocumentResponse,
} from '@icf/shared';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import { readLocalizedBody, validateQuery } from '../../http/read-localized-body';
import { requestLocale } from '../../http/request-locale';
import { pathId } from '../../http/path-id';
import { sendJson } from '../../http/send-json';
import type { IcfData } from '../../icf/load-icf-data';
import { recordTeamAccess, requireMembership } from '../teams';
import {
  exportThrottle,
  renderPdfOrBusy,
  type PdfRenderer,
  buildProgressReport,
  buildInterventionTableReport,
} from '../export';
import { throttle } from '../../auth/throttle';
import { clientNotFound } from './client-not-found';
import { clientInterventionTable } from './client-intervention-table';
import { clientProgress } from './client-progress';
import { getClientGoals, setClientGoals } from './manage-client-goals';
import { presentClientGoals } from './present-client-goals';
import { closeGoalCycle, getGoalCycles, updateGoalCycle } from './manage-goal-cycles';
import { presentGoalCycles } from './present-goal-cycles';
import { insertClient, listClientsOf } from './clients-repository';
import { deleteClient, getClient, listClientEvaluations, updateClient } from './manage-clients';
import { moveClient } from './move-client';
import { presentClient, presentClientEvaluation } from './present-client';

export interface ClientsDependencies {
  database: DatabaseHandle;
  icf: IcfData;
  pdfRenderer: PdfRenderer;
  exportRateLimitPerMinute: number;
}

/**
 * A signed-in user's clients (decision 0018) under /api: list, create, read, update, delete, the client's
 * evaluations in date order, their progress compared, and the progress report (PDF form 5); the client's goals
 * and the intervention table of an evaluation (PDF form 6, decision 0034); the goal cycles (decision 0056). Another user's client is answered
 * exactly like a missing one (404).
 */
export function clientsRoutes(deps: ClientsDependencies): Hono {
  const { db } = deps.database;

  return endpointRoutes(deps.database)
    .on('listClients', async (c) => {
      const userId = c.get('user').id;
      const { team_id: teamId } = validateQuery(c.req.query(), clientListQuerySchema);
      if (teamId !== undefined) await requireMembership(db, userId, teamId);
      const clients = await listClientsOf(db, teamId === undefined ? { userId } : { teamId });
      return sendJson(c, { data: clients.map(presentClient) } satisfies ClientList);
    })
    .on('moveClientToTeam', async (c) => {
      const id = clientId(c);
      const body = await readLocalizedBody(c, moveClientRequestSchema);
      return sendJson(c, presentClient(await moveClient(db, c.get('user'), id, body.team_id)));
    })
    .on('createClient', async (c) => {
      const body = await readLocalizedBody(c, clientRequestSchema);
      return sendJson(c, presentClient(await insertClient(db, c.get('user').id, body)), 201);
    })
    .on('getClient', async (c) => {
      const id = clientId(c);
      const userId = c.get('user').id;
      const client = await getClient(db, userId, id);
      await recordTeamAccess(db, { teamId: client.teamId, userId, action: 'client.open', clientId: id });
      return sendJson(c, presentClient(client));
    })
    .on('updateClient', async (c) => {
      const id = clientId(c);
      const body = await readLocalizedBody(c, clientRequestSchema);
      const userId = c.get('user').id;
      const client = await updateClient(db, userId, id, body);
      await recordTeamAccess(db, { teamId: client.teamId, userId, action: 'client.change', clientId: id });
      return sendJson(c, presentClient(client));
    })
    .on('deleteClient', async (c) => {
      const id = await deleteClient(db, c.get('user'), clientId(c));
      return sendJson(c, { id } satisfies DocumentIdResponse);
    })
    .on('listClientDocuments', async (c) => {
      const evaluations = await listClientEvaluations(db, c.get('user').id, clientId(c));
      return sendJson(c, {
        data: evaluations.map(presentClientEvaluation),
      } satisfies ClientEvaluationList);
    })
    .on('getClientProgress', async (c) => {
      const id = clientId(c);
      const query = validateQuery(c.req.query(), progressQuerySchema);
      const userId = c.get('user').id;
      const progress = await clientProgress(db, userId, id, query.documents);
      await recordTeamAccess(db, {
        teamId: progress.client.team_id,
        userId,
        action: 'client.progress_read',
        clientId: id,
      });
      return sendJson(c, progress);
    })
    .on('downloadClientProgressReport', async (c) => {
      const id = clientId(c);
      const query = validateQuery(c.req.query(), progressQuerySchema);
      const userId = c.get('user').id;
      await throttle(db, exportThrottle(deps.exportRateLimitPerMinute), `user:${userId}`);
      const progress = await clientProgress(db, userId, id, query.documents);
      await recordTeamAccess(db, {
        teamId: progress.client.team_id,
        userId,
        action: 'client.export',
        clientId: id,
      });
      // The closed goal cycles with their results are part of the report (decision record 0056).
      const cycles = presentGoalCycles(await getGoalCycles(db, userId, id));
      const report = await buildProgressReport(deps.icf.codes, progress, requestLocale(c), cycles.closed);
      const pdf = await renderPdfOrBusy(deps.pdfRenderer, { form: 'progress', report });
      return sendJson(c, { pdf: pdf.toString('base64') } satisfies DownloadDocumentResponse);
    })
    .on('getClientGoals', async (c) => {
      const id = clientId(c);
      const userId = c.get('user').id;
      const { goals, teamId } = await getClientGoals(db, userId, id);
      await recordTeamAccess(db, { teamId, userId, action: 'client.goals_read', clientId: id });
      return sendJson(c, presentClientGoals(goals));
    })
    .on('setClientGoals', async (c) => {
      const id = clientId(c);
      const { base_version: baseVersion, ...goals } = await readLocalizedBody(c, clientGoalsRequestSchema);
      const saved = await setClientGoals(db, c.get('user').id, id, goals, baseVersion ?? null);
      return sendJson(c, presentClientGoals(saved));
    })
    .on('getClientGoalCycles', async (c) => {
      const id = clientId(c);
      const userId = c.get('user').id;
      const cycles = await getGoalCycles(db, userId, id);
      await recordTeamAccess(db, {
        teamId: cycles.client.teamId,
        userId,
        action: 'client.cycles_read',
        clientId: id,
      });
      return sendJson(c, presentGoalCycles(cycles));
    })
    .on('updateClientGoalCycle', async (c) => {
      const id = clientId(c);
      const body = await readLocalizedBody(c, updateGoalCycleRequestSchema);
      const userId = c.get('user').id;
      const cycles = await updateGoalCycle(db, userId, id, body);
      await recordTeamAccess(db, {
        teamId: cycles.client.teamId,
        userId,
        action: 'client.cycle_change',
        clientId: id,
      });
      return sendJson(c, presentGoalCycles(cycles));
    })
    .on('closeClientGoalCycle', async (c) => {
      const id = clientId(c);
      const body = await readLocalizedBody(c, closeGoalCycleRequestSchema);
      const userId = c.get('user').id;
      const cycles = await closeGoalCycle(db, userId, id, body);
      await recordTeamAccess(db, {
        teamId: cycles.client.teamId,
        userId,
        action: 'client.cycle_close',
        clientId: id,
      });
      return sendJson(c, presentGoalCycles(cycles));
    })
    .on('getClientInterventionTable', async (c) => {
      const id = clientId(c);
      const query = validateQuery(c.req.query(), interventionTableQuerySchema);
      const userId = c.get('user').id;
      const table = await clientInterventionTable(db, userId, id, query.document);
      await recordTeamAccess(db, {
        teamId: table.client.team_id,
        userId,
        action: 'client.intervention_table_read',
        clientId: id,
        documentId: table.evaluation?.id,
      });
      return sendJson(c, table);
    })
    .on('downloadClientInterventionTable', async (c) => {
      const id = clientId(c);
      const query = validateQuery(c.req.query(), interventionTableQuerySchema);
      const userId = c.get('user').id;
      await throttle(db, exportThrottle(deps.exportRateLimitPerMinute), `user:${userId}`);
      const table = await clientInterventionTable(db, userId, id, query.document);
      await recordTeamAccess(db, {
        teamId: table.client.team_id,
        userId,
        action: 'client.export_intervention_table',
        clientId: id,
        documentId: table.evaluation?.id,
      });
      const report = await buildInterventionTableReport(deps.icf.codes, table, requestLocale(c));
      const pdf = await renderPdfOrBusy(deps.pdfRenderer, { form: 'interventions', report });
      return sendJson(c, { pdf: pdf.toString('base64') } satisfies DownloadDocumentResponse);
    }).app;
}

/** An id in the path that names no client is the same 404 as a missing client. */
function clientId(c: Context): number {
  return pathId(c.req.param('id'), clientNotFound);
}
