import { defineEndpoints } from '../endpoint-contract';
import { emptyBody, teamDeletionBody } from './body-limits';
import {
  acceptTeamInvitationRequestSchema,
  changeTeamDisciplineRequestSchema,
  createTeamRequestSchema,
  deleteTeamRequestSchema,
  deletedTeamDocumentListSchema,
  deletedTeamDocumentsQuerySchema,
  documentIdResponseSchema,
  handOverTeamRequestSchema,
  inviteTeamMemberRequestSchema,
  teamAccessLogSchema,
  teamIdResponseSchema,
  teamInvitationSchema,
  teamListSchema,
  teamSchema,
  teamSummarySchema,
} from '../../index';

const done = { description: 'Done.' };

/**
 * The team calls (decision record 0033). A team the caller does not belong to is the same 404 as a missing one;
 * an owner's act by a member is 403.
 */
export const teamsEndpoints = defineEndpoints({
  listTeams: {
    method: 'get',
    path: '/team/all',
    tag: 'Teams',
    summary: 'The caller’s teams, with their role and discipline in each',
    access: 'account',
    responses: { 200: teamListSchema },
  },
  createTeam: {
    method: 'post',
    path: '/team',
    tag: 'Teams',
    summary: 'Create a team; the caller is its first owner',
    access: 'account',
    body: createTeamRequestSchema,
    errors: [413],
    responses: { 201: teamSummarySchema },
  },
  acceptTeamInvitation: {
    method: 'post',
    path: '/team/invitation/accept',
    tag: 'Teams',
    summary:
      'Accept an invitation with the token of its link (only the invited e-mail’s account; once; 7 days)',
    access: 'account',
    body: acceptTeamInvitationRequestSchema,
    errors: [413],
    responses: { 200: teamIdResponseSchema },
  },
  getTeam: {
    method: 'get',
    path: '/team/:id',
    tag: 'Teams',
    summary: 'A team with its members (and, for an owner, the open invitations)',
    access: 'account',
    responses: { 200: teamSchema },
  },
  deleteTeam: {
    method: 'delete',
    path: '/team/:id',
    tag: 'Teams',
    summary: 'Delete a team (an owner), naming the fate of every one of its clients',
    access: 'account',
    bodyLimit: teamDeletionBody,
    body: deleteTeamRequestSchema,
    errors: [403, 413],
    responses: { 204: done },
  },
  inviteTeamMember: {
    method: 'post',
    path: '/team/:id/invitations',
    tag: 'Teams',
    summary: 'Invite an e-mail address (an owner); the link is mailed (20 an hour per inviter)',
    access: 'account',
    body: inviteTeamMemberRequestSchema,
    errors: [403, 413, 429, 503],
    responses: { 201: teamInvitationSchema },
  },
  withdrawTeamInvitation: {
    method: 'delete',
    path: '/team/:id/invitations/:invitation',
    tag: 'Teams',
    summary: 'Withdraw an invitation not yet accepted (an owner)',
    access: 'account',
    errors: [403],
    responses: { 204: done },
  },
  changeTeamDiscipline: {
    method: 'put',
    path: '/team/:id/discipline',
    tag: 'Teams',
    summary: 'Change the caller’s own discipline in a team',
    access: 'account',
    body: changeTeamDisciplineRequestSchema,
    errors: [413],
    responses: { 204: done },
  },
  removeTeamMember: {
    method: 'delete',
    path: '/team/:id/members/:user',
    tag: 'Teams',
    summary: 'Remove a member (an owner); the member loses access at once',
    access: 'account',
    errors: [403, 409],
    responses: { 204: done },
  },
  handOverTeam: {
    method: 'post',
    path: '/team/:id/owner',
    tag: 'Teams',
    summary: 'Hand the ownership to another member (an owner, who stays a member)',
    access: 'account',
    body: handOverTeamRequestSchema,
    errors: [403, 413],
    responses: { 204: done },
  },
  getTeamAccessLog: {
    method: 'get',
    path: '/team/:id/access-log',
    tag: 'Teams',
    summary:
      'Who opened, changed or exported which of the team’s clients and documents, newest first (owners)',
    access: 'account',
    errors: [403],
    responses: { 200: teamAccessLogSchema },
  },
  listDeletedTeamDocuments: {
    method: 'get',
    path: '/team/:id/deleted-documents',
    tag: 'Teams',
    summary:
      'The team’s documents deleted from its dashboard and still kept (DELETED_TEAM_DOCUMENT_RETENTION_DAYS), newest deletion first (owners)',
    description:
      'A member gets the same 404 as someone outside the team. 50 a page; `next_before` names the next page.',
    access: 'account',
    query: deletedTeamDocumentsQuerySchema,
    responses: { 200: deletedTeamDocumentListSchema },
  },
  restoreDeletedTeamDocument: {
    method: 'post',
    path: '/team/:id/deleted-documents/:document/restore',
    tag: 'Teams',
    summary: 'Bring a kept deleted document back to the team’s dashboard, with all its versions (owners)',
    description:
      'The document keeps its client; one whose client was deleted comes back without one. A document that ' +
      'is missing, not deleted, past its retention, no longer the team’s (its client moved), or a caller who ' +
      'is not an owner: the same 404. Recorded in the audit log and the team’s access log.',
    access: 'account',
    bodyLimit: emptyBody,
    errors: [413],
    responses: { 200: documentIdResponseSchema },
  },
  leaveTeam: {
    method: 'post',
    path: '/team/:id/leave',
    tag: 'Teams',
    summary: 'Leave a team (409 for its last owner)',
    access: 'account',
    errors: [409],
    responses: { 204: done },
  },
});
