import { defineEndpoints } from '../endpoint-contract';
import { emptyBody, clientBody } from './body-limits';
import {
  attachDocumentRequestSchema,
  clientEvaluationListSchema,
  clientListQuerySchema,
  clientGoalsConflictBodySchema,
  clientGoalsRequestSchema,
  clientGoalsResponseSchema,
  clientListSchema,
  clientProgressSchema,
  clientRequestSchema,
  clientSchema,
  closeGoalCycleRequestSchema,
  goalCyclesResponseSchema,
  updateGoalCycleRequestSchema,
  documentIdResponseSchema,
  downloadDocumentResponseSchema,
  moveClientRequestSchema,
  interventionTableQuerySchema,
  interventionTableSchema,
  progressQuerySchema,
} from '../../index';

/**
 * The client calls (decision 0018): a signed-in user's clients, their evaluations and progress, and attaching a
 * document to one. Another user's client is the same 404 as a missing one.
 */
export const clientsEndpoints = defineEndpoints({
  listClients: {
    method: 'get',
    path: '/client/all',
    tag: 'Clients',
    summary: 'The caller’s own clients by display name, or with `team_id` a team’s',
    access: 'clients:read',
    query: clientListQuerySchema,
    errors: [404],
    responses: { 200: clientListSchema },
  },
  createClient: {
    method: 'post',
    path: '/client',
    tag: 'Clients',
    summary: 'Create a client',
    access: 'clients:write',
    bodyLimit: clientBody,
    body: clientRequestSchema,
    errors: [413],
    responses: { 201: clientSchema },
  },
  getClient: {
    method: 'get',
    path: '/client/:id',
    tag: 'Clients',
    summary: 'One client',
    access: 'clients:read',
    responses: { 200: clientSchema },
  },
  updateClient: {
    method: 'put',
    path: '/client/:id',
    tag: 'Clients',
    summary: 'Change a client',
    access: 'clients:write',
    bodyLimit: clientBody,
    body: clientRequestSchema,
    errors: [413],
    responses: { 200: clientSchema },
  },
  deleteClient: {
    method: 'delete',
    path: '/client/:id',
    tag: 'Clients',
    summary: 'Delete a client (its documents stay, no longer attached); a team’s client: its owners only',
    access: 'clients:write',
    errors: [403],
    responses: { 200: documentIdResponseSchema },
  },
  moveClientToTeam: {
    method: 'post',
    path: '/client/:id/team',
    tag: 'Clients',
    summary:
      'Move the caller’s own client with its documents into a team of theirs, or (an owner) a team’s client out (null)',
    access: 'clients:write',
    bodyLimit: emptyBody,
    body: moveClientRequestSchema,
    errors: [403, 413],
    responses: { 200: clientSchema },
  },
  listClientDocuments: {
    method: 'get',
    path: '/client/:id/documents',
    tag: 'Clients',
    summary: 'The client’s evaluations by evaluation date, then creation',
    access: 'clients:read',
    responses: { 200: clientEvaluationListSchema },
  },
  getClientProgress: {
    method: 'get',
    path: '/client/:id/progress',
    tag: 'Clients',
    summary: 'The client’s evaluations compared code by code (422 for an id not of the client’s documents)',
    access: 'clients:read',
    query: progressQuerySchema,
    responses: { 200: clientProgressSchema },
  },
  downloadClientProgressReport: {
    method: 'get',
    path: '/client/:id/progress/download',
    tag: 'Clients',
    summary: 'The progress report as a PDF (base64)',
    access: 'export',
    query: progressQuerySchema,
    errors: [429, 503],
    responses: { 200: downloadDocumentResponseSchema },
  },
  getClientGoals: {
    method: 'get',
    path: '/client/:id/goals',
    tag: 'Clients',
    summary:
      'The client’s goals: global, service-program and cycle goals 1–5 ("" where not set), and their version',
    access: 'clients:read',
    responses: { 200: clientGoalsResponseSchema },
  },
  setClientGoals: {
    method: 'put',
    path: '/client/:id/goals',
    tag: 'Clients',
    summary: 'Set the client’s goals (a goal left out or "" is not set), merged with goals saved meanwhile',
    access: 'clients:write',
    bodyLimit: clientBody,
    description:
      'Every save of the goals is kept as their next `version` (decision record 0034, amended). With ' +
      '`base_version` (the `version` the editor loaded), goals saved meanwhile by someone else are not ' +
      'overwritten: per goal, one only one side changed since `base_version` takes that side’s text, one ' +
      'both changed to the same text is kept, and the merge is saved as the next version (the answer shows ' +
      'it; its `version` is then more than `base_version` + 1). A goal both changed differently is a 409 ' +
      '`conflict` naming each one (`conflicts`: base, mine and theirs) and the `current_version`; nothing ' +
      'is saved. Saving again with `base_version` = `current_version` and the chosen texts resolves it. A ' +
      '`base_version` later than the current version is a 422. Without `base_version` the PUT replaces the ' +
      'goals as they stand.',
    body: clientGoalsRequestSchema,
    errors: [409, 413],
    errorAnswers: {
      409: {
        description:
          'Someone saved the goals since `base_version` and changed the same goals (`conflicts`), or others ' +
          'kept saving while this one merged (`conflicts` empty: save again). Nothing was saved.',
        schema: clientGoalsConflictBodySchema,
        example: {
          code: 'conflict',
          message:
            'Someone else saved this client’s goals meanwhile and changed the same goals. Choose which texts to keep, then save again.',
          current_version: 4,
          conflicts: [
            {
              goal: 'cycle_1',
              base: 'Stand up from a chair',
              mine: 'Stand up from a chair without help',
              theirs: 'Stand up from a chair with a rail',
            },
          ],
        },
      },
    },
    responses: { 200: clientGoalsResponseSchema },
  },
  getClientGoalCycles: {
    method: 'get',
    path: '/client/:id/cycles',
    tag: 'Clients',
    summary:
      'The client’s goal cycles: the open one (its goals are the client’s goals) and the closed ones with each goal’s result',
    access: 'clients:read',
    description:
      'Goals belong to a cycle with a start and an end (decision record 0056). Each closed cycle lists its goals as ' +
      'they were when it closed, whether each was reached (`reached`, `partly`, `not_reached`) and the evaluation ' +
      'that judged it. Every cycle records whether and when the client agreed to its goals (`consent`, ' +
      '`consent_on`) and the goals’ version that answer was given for.',
    responses: { 200: goalCyclesResponseSchema },
  },
  updateClientGoalCycle: {
    method: 'put',
    path: '/client/:id/cycles/current',
    tag: 'Clients',
    summary:
      'Set the open cycle’s start and planned end, and whether and when the client agreed to its goals',
    access: 'clients:write',
    description:
      'An answer (`agreed` or `declined`) needs its day (`consent_on`); `pending` has none (422 otherwise). The ' +
      'server records the goals’ current version with the answer. An end before the start is a 422.',
    body: updateGoalCycleRequestSchema,
    responses: { 200: goalCyclesResponseSchema },
  },
  closeClientGoalCycle: {
    method: 'post',
    path: '/client/:id/cycles/current/close',
    tag: 'Clients',
    summary: 'Close the open cycle with a result per goal and open the next one with the goals not reached',
    access: 'clients:write',
    description:
      'Every goal of the cycle (each goal with a text) needs exactly one result, and only those (422 otherwise); ' +
      'each may name the evaluation that judged it (one of the client’s live documents, 422 otherwise). Reached ' +
      'goals are cleared from the client’s goals as their next version; goals not reached or partly reached stay ' +
      'in their slots for the next cycle, which starts on `next_starts_on` (not before `ends_on`) with its ' +
      'agreement pending. `goals_version` is the version of the goals judged: when they changed since, the ' +
      'answer is a 409 and nothing is written.',
    body: closeGoalCycleRequestSchema,
    errors: [409],
    responses: { 200: goalCyclesResponseSchema },
  },
  getClientInterventionTable: {
    method: 'get',
    path: '/client/:id/intervention-table',
    tag: 'Clients',
    summary:
      'The intervention targets of one evaluation of the client (default: the open cycle’s plan, from the latest evaluation that holds one) with the client’s goals (422 for an id not of the client’s documents)',
    access: 'clients:read',
    query: interventionTableQuerySchema,
    responses: { 200: interventionTableSchema },
  },
  downloadClientInterventionTable: {
    method: 'get',
    path: '/client/:id/intervention-table/download',
    tag: 'Clients',
    summary: 'The intervention table as a PDF (base64)',
    access: 'export',
    query: interventionTableQuerySchema,
    errors: [429, 503],
    responses: { 200: downloadDocumentResponseSchema },
  },
  attachDocumentToClient: {
    method: 'post',
    path: '/document/:id/client',
    tag: 'Clients',
    summary: 'Attach a document to a client of the caller (null detaches); saved as a new version',
    access: 'documents:write',
    bodyLimit: emptyBody,
    body: attachDocumentRequestSchema,
    errors: [413],
    responses: { 200: documentIdResponseSchema },
  },
});
