import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import { disciplines } from '../teams/disciplines';
import { disciplineSchema } from '../teams/discipline-schema';
import { emailField } from './auth';
import { documentIdMax } from './document-fields';
import { documentIdSchema, pageNumber, storableText } from './documents';

/**
 * The team calls (decision record 0033): a team of clinicians shares its clients and their documents. Roles are
 * owner and member; every member names their discipline. Owners invite by e-mail (a single-use link, 7 days,
 * for that e-mail's account only), remove members, hand over ownership and delete the team.
 */

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

const teamRoles = ['owner', 'member'] as const;
export type TeamRole = (typeof teamRoles)[number];

const teamNameMaxLength = 100;
/** An invitation link works this long. */
export const teamInvitationValidDays = 7;
/** A team deletion names the fate of each client; a team holds at most this many in one request. */
export const teamClientFatesMaxCount = 10_000;

const teamName = storableText(teamNameMaxLength).refine(
  (value) => value.trim() !== '',
  key('validation.required'),
);
const discipline = z.enum(disciplines, key('validation.in'));

/** `POST /api/team`: the creator becomes its first owner, with their discipline. */
export const createTeamRequestSchema = z.object({ name: teamName, discipline });
export type CreateTeamRequest = z.infer<typeof createTeamRequestSchema>;

/** One of the caller's teams, as the team list and the dashboard switch show it. */
export const teamSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(teamRoles).describe("the caller's role"),
  discipline: disciplineSchema.describe("the caller's discipline"),
  member_count: z.number().int(),
  created_at: z.string().describe('ISO 8601'),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

/** `GET /api/team/all`: the caller's teams by name. */
export const teamListSchema = z.object({ data: z.array(teamSummarySchema) });
export type TeamList = z.infer<typeof teamListSchema>;

export const teamMemberSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(teamRoles),
  discipline: disciplineSchema,
  joined_at: z.string().describe('ISO 8601'),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An invitation not yet accepted (owners see them); never its token. */
export const teamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  expires_at: z.string().describe('ISO 8601'),
  created_at: z.string().describe('ISO 8601'),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** `GET /api/team/{id}`: the team, its members, and for an owner the open invitations. */
export const teamSchema = teamSummarySchema.extend({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema).describe('empty unless the caller is an owner'),
});
export type Team = z.infer<typeof teamSchema>;

/** `POST /api/team/{id}/invitations`: an owner invites an e-mail address. */
export const inviteTeamMemberRequestSchema = z.object({ email: emailField() });

/** `POST /api/team/invitation/accept`: the token of the link, and the discipline the new member works in. */
export const acceptTeamInvitationRequestSchema = z.object({
  token: storableText(512).min(1, key('validation.required')),
  discipline,
});
export type AcceptTeamInvitationRequest = z.infer<typeof acceptTeamInvitationRequestSchema>;

/** `PUT /api/team/{id}/discipline`: a member changes their own discipline. */
export const changeTeamDisciplineRequestSchema = z.object({ discipline });

/** `POST /api/team/{id}/owner`: an owner hands the ownership to another member (and stays as a member). */
export const handOverTeamRequestSchema = z.object({ user_id: documentIdSchema });

/** What becomes of one team client when the team is deleted: deleted with its documents, or a member's own. */
const teamClientFateSchema = z.discriminatedUnion(
  'fate',
  [
    z.object({ client_id: documentIdSchema, fate: z.literal('delete') }),
    z.object({ client_id: documentIdSchema, fate: z.literal('member'), user_id: documentIdSchema }),
  ],
  { error: () => 'validation.in' },
);
export type TeamClientFate = z.infer<typeof teamClientFateSchema>;

/**
 * `DELETE /api/team/{id}`: the fate of every client of the team, each named once; a request that leaves one
 * out is refused (nothing is deleted by default).
 */
export const deleteTeamRequestSchema = z.object({
  clients: z
    .array(z.unknown(), { error: () => 'validation.array' })
    .max(teamClientFatesMaxCount, key('validation.max_items'))
    .pipe(z.array(teamClientFateSchema)),
});
export type DeleteTeamRequest = z.infer<typeof deleteTeamRequestSchema>;

/** `POST /api/client/{id}/team`: moves the caller's own client into a team (with its documents), or out (null). */
export const moveClientRequestSchema = z.object({ team_id: documentIdSchema.nullable() });

export const teamIdResponseSchema = z.object({ id: z.number().int() });
export type TeamIdResponse = z.infer<typeof teamIdResponseSchema>;

/** What the owners' access log records (decision record 0033). */
const teamAccessActions = [
  'client.open',
  'client.change',
  'client.export',
  'client.export_intervention_table',
  'client.delete',
  // A client's self-reports (decision record 0053): a link asked for, the answers read, a link revoked.
  'client.self_report_request',
  'client.self_report_read',
  'client.self_report_revoke',
  // A client's goal cycle (decision record 0056): its dates or consent set, the cycle closed with results.
  'client.cycle_change',
  'client.cycle_close',
  // Reads of a client's record beyond the client itself: progress, goals, cycles, the intervention table.
  'client.progress_read',
  'client.goals_read',
  'client.cycles_read',
  'client.intervention_table_read',
  'document.open',
  'document.open_version',
  'document.save',
  // A member's own rating of a category given or withdrawn (decision record 0055); the agreed value is a save.
  'document.rate',
  'document.export',
  // A PDF form (1–4) or the text copy of a team document, when the screen names the document it shows.
  'document.download_pdf',
  'document.copy',
  'document.ratings_read',
  'document.delete',
  // An owner brought a deleted document back within the team's retention (decision record 0033).
  'document.restore',
] as const;
export type TeamAccessAction = (typeof teamAccessActions)[number];
/** The entries a PDF form or the text copy of a team document writes (download and copy, spec §7). */
export type DocumentExportAction = Extract<TeamAccessAction, 'document.download_pdf' | 'document.copy'>;

/** How many of the latest entries `GET /api/team/{id}/access-log` answers. */
export const teamAccessLogPageSize = 200;

const teamAccessEntrySchema = z.object({
  id: z.number().int(),
  user_name: z.string().nullable().describe('null: a former member whose account was erased'),
  action: z.enum(teamAccessActions),
  client_id: z.number().int().nullable(),
  client_name: z
    .string()
    .nullable()
    .describe("the client's display name; null when the client is deleted or no longer the team's"),
  document_id: z.number().int().nullable(),
  document_description: z
    .string()
    .nullable()
    .describe("the document's description; null when the document is erased or no longer the team's"),
  created_at: z.string().describe('ISO 8601'),
});
export type TeamAccessEntry = z.infer<typeof teamAccessEntrySchema>;

/** `GET /api/team/{id}/access-log`: the latest entries, newest first (owners only). */
export const teamAccessLogSchema = z.object({ data: z.array(teamAccessEntrySchema) });
export type TeamAccessLog = z.infer<typeof teamAccessLogSchema>;

/** How many deleted documents `GET /api/team/{id}/deleted-documents` answers at once. */
export const deletedTeamDocumentsPageSize = 50;

/**
 * `GET /api/team/{id}/deleted-documents?before=N`: the page after the deleted document N of the previous page
 * (newest deletion first).
 */
export const deletedTeamDocumentsQuerySchema = z.object({
  before: pageNumber(documentIdMax).optional(),
});

const deletedTeamDocumentSchema = z.object({
  id: z.number().int(),
  client_id: z
    .number()
    .int()
    .nullable()
    .describe('the team client it belongs to; null: none (its client was deleted), restored without one'),
  client: z.string().describe('the client name the document carries'),
  description: z.string(),
  evaluation_date: z.string(),
  version: z.number().int().describe('its latest saved version; every version comes back with it'),
  updated_at: z.string().describe('ISO 8601: its last save'),
  deleted_at: z.string().describe('ISO 8601'),
  erased_after: z.string().describe('ISO 8601: when it is erased for good unless restored'),
});
export type DeletedTeamDocument = z.infer<typeof deletedTeamDocumentSchema>;

/** The team's deleted documents still kept, newest deletion first (owners only). */
export const deletedTeamDocumentListSchema = z.object({
  data: z.array(deletedTeamDocumentSchema),
  next_before: z
    .number()
    .int()
    .nullable()
    .describe('pass as `before` for the next page; null on the last page'),
});
export type DeletedTeamDocumentList = z.infer<typeof deletedTeamDocumentListSchema>;
