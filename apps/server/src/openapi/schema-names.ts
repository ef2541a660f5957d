import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import {
  adminAuditEntrySchema,
  adminAuditPageSchema,
  adminFeedbackPageSchema,
  adminFeedbackSchema,
  adminUsageSchema,
  adminUserPageSchema,
  adminUserSchema,
  apiErrorBodySchema,
  apiTokenListSchema,
  apiTokenSchema,
  clientEvaluationSchema,
  clientGoalsConflictBodySchema,
  clientGoalsRequestSchema,
  clientGoalsResponseSchema,
  clientListSchema,
  clientProgressSchema,
  clientRequestSchema,
  clientSchema,
  codeMapSchema,
  coreSetGroupSchema,
  coreSetGroupsSchema,
  coreSetSchema,
  createApiTokenRequestSchema,
  createPersonalCoreSetRequestSchema,
  createdApiTokenSchema,
  documentRatingsSchema,
  ratingValuesRequestSchema,
  documentCodeEntrySchema,
  documentInfoSchema,
  documentPageSchema,
  documentSummarySchema,
  documentVersionSchema,
  downloadDocumentResponseSchema,
  feedbackMessageSchema,
  fhirBundleSchema,
  icfCodeSchema,
  interventionTableSchema,
  goalCyclesResponseSchema,
  updateGoalCycleRequestSchema,
  closeGoalCycleRequestSchema,
  saveDocumentRequestSchema,
  savedDocumentSchema,
  savedDocumentVersionResponseSchema,
  siteInfoSchema,
  suggestionListSchema,
  suggestionPreviewSchema,
  suggestionSchema,
  teamInvitationSchema,
  teamListSchema,
  teamMemberSchema,
  teamSchema,
  teamSummarySchema,
  tokenResponseSchema,
  updatePersonalCoreSetRequestSchema,
  userSchema,
} from '@icf/shared';

/**
 * The API's shapes by the names a generated client gives them: each appears once under
 * `components.schemas` and is referenced wherever a route or another shape uses it (decision record 0020,
 * amended). The names are part of the contract, as operation ids are: never rename one.
 *
 * Only objects are named. A named shape used as `.nullable()` would be written as `allOf` of its `$ref` and
 * a `null` type, which no value matches; `test/openapi/openapi.test.ts` fails on such a use.
 */
const schemaNames: Record<string, z.ZodType> = {
  ApiError: apiErrorBodySchema,
  // Reference data.
  SiteInfo: siteInfoSchema,
  IcfCode: icfCodeSchema,
  IcfCodeMap: codeMapSchema,
  CoreSet: coreSetSchema,
  CoreSetGroup: coreSetGroupSchema,
  CoreSetGroups: coreSetGroupsSchema,
  // Accounts and tokens.
  User: userSchema,
  SignInToken: tokenResponseSchema,
  ApiToken: apiTokenSchema,
  ApiTokenList: apiTokenListSchema,
  CreateApiTokenRequest: createApiTokenRequestSchema,
  CreatedApiToken: createdApiTokenSchema,
  // Documents.
  Document: savedDocumentSchema,
  DocumentInfo: documentInfoSchema,
  DocumentCodeEntry: documentCodeEntrySchema,
  SaveDocumentRequest: saveDocumentRequestSchema,
  SavedDocumentVersion: savedDocumentVersionResponseSchema,
  DocumentSummary: documentSummarySchema,
  DocumentPage: documentPageSchema,
  DocumentVersion: documentVersionSchema,
  Pdf: downloadDocumentResponseSchema,
  FhirBundle: fhirBundleSchema,
  DocumentRatings: documentRatingsSchema,
  RatingValuesRequest: ratingValuesRequestSchema,
  // Personal core sets and suggestions.
  CreatePersonalCoreSetRequest: createPersonalCoreSetRequestSchema,
  UpdatePersonalCoreSetRequest: updatePersonalCoreSetRequestSchema,
  Suggestion: suggestionSchema,
  SuggestionList: suggestionListSchema,
  SuggestionPreview: suggestionPreviewSchema,
  // Clients.
  Client: clientSchema,
  ClientRequest: clientRequestSchema,
  ClientList: clientListSchema,
  ClientEvaluation: clientEvaluationSchema,
  ClientProgress: clientProgressSchema,
  ClientGoals: clientGoalsResponseSchema,
  ClientGoalsRequest: clientGoalsRequestSchema,
  ClientGoalsConflict: clientGoalsConflictBodySchema,
  InterventionTable: interventionTableSchema,
  GoalCycles: goalCyclesResponseSchema,
  GoalCycleUpdate: updateGoalCycleRequestSchema,
  GoalCycleClosing: closeGoalCycleRequestSchema,
  // Teams.
  Team: teamSchema,
  TeamSummary: teamSummarySchema,
  TeamList: teamListSchema,
  TeamMember: teamMemberSchema,
  TeamInvitation: teamInvitationSchema,
  // Administration and questions.
  AdminUser: adminUserSchema,
  AdminUserPage: adminUserPageSchema,
  AdminUsage: adminUsageSchema,
  AdminFeedback: adminFeedbackSchema,
  AdminFeedbackPage: adminFeedbackPageSchema,
  AdminAuditEntry: adminAuditEntrySchema,
  AdminAuditPage: adminAuditPageSchema,
  FeedbackMessage: feedbackMessageSchema,
};

/**
 * Gives each shape its component name on the very schema objects the routes and the other shapes use, so every
 * use becomes a `$ref`. It writes the name where zod-to-openapi's own `.openapi('Name')` keeps it (its
 * registry, keyed by schema object); `.openapi` and zod's `.meta({ id })` would each return a renamed copy,
 * which the shapes that contain the original would not use, and would put OpenAPI concerns into
 * `packages/shared`. A personal core set is a `CoreSet` (the same schema). Calling it again changes nothing.
 */
export function nameApiSchemas(): void {
  for (const [name, schema] of Object.entries(schemaNames)) {
    const metadata = zodToOpenAPIRegistry.get(schema);
    const named = metadata?._internal?.refId;
    if (named === name) continue;
    // Two names for one schema object (`personalCoreSetSchema` is `coreSetSchema`): the last would win.
    if (named) throw new Error(`The schema named ${named} cannot also be named ${name}.`);
    zodToOpenAPIRegistry.add(schema, { ...metadata, _internal: { ...metadata?._internal, refId: name } });
  }
}
