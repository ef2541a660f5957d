import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { clientGoalIds, cycleConsents, goalResults, type CodeEntry, type DocumentInfo } from '@icf/shared';

/** Registered clinicians. E-mail is unique regardless of case (the index is on lower(email)). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    locale: text('locale').notNull().default('kr'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an administrator (decision 0015): the token lookup and login refuse a disabled account. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

/** One row per login; only the SHA-256 of the opaque bearer token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Unused this long, the token stops working: 30 days when remembered, hours for a session (decision 0006). */
    idleTimeoutMinutes: integer('idle_timeout_minutes').notNull().default(43_200),
    /**
     * Null for a sign-in token (login, registration: every right of the account); for a personal access token
     * the abilities its owner gave it (decision record 0027), with its name and fixed expiry.
     */
    abilities: text('abilities').array(),
    name: text('name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('access_tokens_hash_unique').on(table.tokenHash),
    index('access_tokens_user').on(table.userId),
  ],
);

/** Single-use password reset tokens, stored hashed, valid for 60 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_unique').on(table.tokenHash)],
);

/** Fixed-window counters for throttling (login, registration, reset requests). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * The first answer of a request sent with an `Idempotency-Key` (decision record 0031), per account: a retry
 * with the same key gets it again instead of saving a second time. `status` and `response` stay null while
 * the first request is being handled. `request_hash` is the method, the path and the SHA-256 of the body,
 * so the key cannot be reused for another request. Rows go after `idempotencyKeyRetentionDays` (prune job).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_at').on(table.createdAt),
  ],
);

/**
 * A signed-in user's clients (decision 0018): a display name or pseudonym, an optional chart number, birth year
 * and note. Only the owner sees them; documents may point to one (`documents.client_id`).
 */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Null for the user's own client; else the team that holds it (decision record 0033): every member reads and
     * writes it, and `user_id` only says who keeps it (whoever moved it in, or an owner after an erasure).
     */
    teamId: integer('team_id').references((): AnyPgColumn => teams.id),
    /**
     * `team_id`, or 0 for a user's own client (no team has id 0): the key a document's `team_key` must match,
     * so that a document's team is its client's team, null included (decision record 0050).
     */
    teamKey: integer('team_key')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(team_id, 0)`),
    displayName: text('display_name').notNull(),
    chartNumber: text('chart_number').notNull().default(''),
    birthYear: integer('birth_year'),
    note: text('note').notNull().default(''),
    /**
     * The client's identifier in FHIR exports (decision record 0048): every evaluation's Patient carries it, so
     * a receiver links them; random, so it tells nothing of the id or of how many clients there are.
     */
    fhirId: uuid('fhir_id').notNull().defaultRandom(),
    /**
     * The version of the client's goals (decision record 0034, amended): 0 before any save, one more with each
     * save, whose state `client_goal_versions` keeps. A save that merged against version N changes it only
     * while it is still N, so of two merges against one version only one is written.
     */
    goalsVersion: integer('goals_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('clients_id_team_key_unique').on(table.id, table.teamKey),
    index('clients_user_name').on(table.userId, table.displayName, table.id),
    index('clients_team_name')
      .on(table.teamId, table.displayName, table.id)
      .where(sql`team_id is not null`),
  ],
);

/**
 * A client's rehabilitation goals (decision 0034): one row per goal that has a text, keyed by the client and the
 * goal's stable id (`global`, `service_program`, `cycle_1` … `cycle_5`, shared `clientGoalIds`). They belong
 * to the client, not to an evaluation, so every evaluation of the client relates its categories to the same
 * goals; deleting the client deletes them.
 */
export const clientGoals = pgTable(
  'client_goals',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    goalId: text('goal_id').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.goalId] }),
    check('client_goals_goal_id', sql.raw(`goal_id in (${clientGoalIds.map((id) => `'${id}'`).join(', ')})`)),
  ],
);

/**
 * Every saved state of a client's goals (decision record 0034, amended), as `document_versions` keeps a
 * document's: a save that started from an older version merges against the goals of that version, read here
 * rather than trusted from the request. Version 0 (no goals yet) has no row. `goals` holds every goal id, ''
 * where a goal is not set.
 */
export const clientGoalVersions = pgTable(
  'client_goal_versions',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    goals: jsonb('goals').$type<Record<string, string>>().notNull(),
    /** Who saved this version; null once that account is erased, and for the goals kept before versions. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.version] })],
);

/**
 * A client's goal cycles (decision record 0056): the goals (`client_goals`) belong to the one open cycle
 * (`closed_at` null; a unique index keeps it one per client). Closing a cycle keeps its results
 * (`goal_cycle_results`) and opens the next with the goals not reached. Each cycle records whether and when the
 * client agreed to its goals, and the goals' version that answer was given for.
 */
export const goalCycles = pgTable(
  'goal_cycles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    consent: text('consent').notNull().default('pending'),
    consentOn: date('consent_on', { mode: 'string' }),
    consentGoalsVersion: integer('consent_goals_version'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Who closed the cycle; null while open and once that account is erased. */
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('goal_cycles_client_number_unique').on(table.clientId, table.number),
    uniqueIndex('goal_cycles_one_open')
      .on(table.clientId)
      .where(sql`closed_at is null`),
    check('goal_cycles_consent', sql.raw(`consent in (${cycleConsents.map((c) => `'${c}'`).join(', ')})`)),
  ],
);

/**
 * The judged goals of a closed cycle (decision record 0056): the goal's text as it closed, the result and the
 * evaluation that judged it (null when none was named, or once that document is erased for good).
 */
export const goalCycleResults = pgTable(
  'goal_cycle_results',
  {
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => goalCycles.id, { onDelete: 'cascade' }),
    goalId: text('goal_id').notNull(),
    goalText: text('goal_text').notNull(),
    result: text('result').notNull(),
    documentId: integer('document_id').references((): AnyPgColumn => documents.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.cycleId, table.goalId] }),
    check(
      'goal_cycle_results_goal_id',
      sql.raw(`goal_id in (${clientGoalIds.map((id) => `'${id}'`).join(', ')})`),
    ),
    check('goal_cycle_results_result', sql.raw(`result in (${goalResults.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

/** How many leading characters of a description the dashboard's sort index holds. */
export const documentDescriptionSortPrefix = 200;

/**
 * Saved documents (spec §3): the document info, the selected core-set ids and the per-code entries keyed by
 * code. `version` counts the saves; every saved state is also kept in `document_versions`. Deleting from the
 * dashboard only sets `deleted_at`.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull().default(''),
    /** The owner's client this document belongs to; `client` then holds its display name. */
    clientId: integer('client_id').references((): AnyPgColumn => clients.id, { onDelete: 'set null' }),
    /**
     * The team of the document's client, copied here (decision record 0033) so that a team's dashboard list is
     * one index range like a user's. Null for a user's own document; then only `user_id` may use it.
     */
    teamId: integer('team_id').references((): AnyPgColumn => teams.id),
    /** `team_id`, or 0 for a user's own document: with `client_id`, a key of the client (decision record 0050). */
    teamKey: integer('team_key')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(team_id, 0)`),
    age: text('age').notNull().default(''),
    gender: text('gender').notNull().default(''),
    onset: text('onset').notNull().default(''),
    evaluationDate: text('evaluation_date').notNull().default(''),
    manager: text('manager').notNull().default(''),
    dx: text('dx').notNull().default(''),
    description: text('description').notNull().default(''),
    perspectiveBf: text('perspective_bf').notNull().default(''),
    perspectiveAp: text('perspective_ap').notNull().default(''),
    // Spelled as the spec's API contract spells it (sic), like the request field it stores.
    enviromentalFactor: text('enviromental_factor').notNull().default(''),
    personalFactor: text('personal_factor').notNull().default(''),
    sets: jsonb('sets')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    data: jsonb('data')
      .$type<Record<string, CodeEntry>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: integer('version').notNull().default(1),
    /** The document's identifier in FHIR exports (the Composition's, decision record 0048); random, like a client's. */
    fhirId: uuid('fhir_id').notNull().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => {
    // The dashboard lists one user's live documents, sorted by one column with the id as tie-break in the
    // same direction, so a b-tree read forwards or backwards serves both directions with LIMIT/OFFSET.
    // A 1000-character description can outgrow a b-tree entry (2704 bytes), so its index holds the first
    // 200 characters (`documentDescriptionSortPrefix`) and PostgreSQL's incremental sort finishes the order.
    const live = sql`deleted_at is null`;
    // A user's own list holds no team document (access/record-access.ts): with that in the predicate, a page's
    // ids are read from the index alone (an index-only scan), so OFFSET over a deep page costs index entries,
    // not table rows (decision record 0047).
    const ownLive = sql`deleted_at is null and team_id is null`;
    const teamLive = sql`deleted_at is null and team_id is not null`;
    return [
      // A document's team is its client's (decision record 0050). The migration makes it DEFERRABLE INITIALLY
      // DEFERRED, which Drizzle cannot declare: moving a client changes both rows in one transaction, and
      // deleting a client lets `client_id`'s own key set it null first.
      foreignKey({
        name: 'documents_client_team_fk',
        columns: [table.clientId, table.teamKey],
        foreignColumns: [clients.id, clients.teamKey],
      }),
      index('documents_own_created_live').on(table.userId, table.createdAt, table.id).where(ownLive),
      index('documents_own_updated_live').on(table.userId, table.updatedAt, table.id).where(ownLive),
      index('documents_own_client_live').on(table.userId, table.client, table.id).where(ownLive),
      index('documents_own_description_live')
        .on(
          table.userId,
          sql`left(${table.description}, ${sql.raw(String(documentDescriptionSortPrefix))})`,
          table.id,
        )
        .where(ownLive),
      index('documents_user_id_live').on(table.userId, table.id).where(live),
      index('documents_client_live').on(table.clientId, table.evaluationDate, table.createdAt).where(live),
      // A team's dashboard list (decision record 0033): the same orderings over the team's documents.
      index('documents_team_created_live').on(table.teamId, table.createdAt, table.id).where(teamLive),
      index('documents_team_updated_live').on(table.teamId, table.updatedAt, table.id).where(teamLive),
      index('documents_team_client_live').on(table.teamId, table.client, table.id).where(teamLive),
      index('documents_team_description_live')
        .on(
          table.teamId,
          sql`left(${table.description}, ${sql.raw(String(documentDescriptionSortPrefix))})`,
          table.id,
        )
        .where(teamLive),
      index('documents_team_id_live').on(table.teamId, table.id).where(teamLive),
    ];
  },
);

/**
 * How many live (not deleted) documents each user has: the dashboard's `total` without counting rows on
 * every page view. Kept exact by the statement triggers on `documents` that migration 0002 adds; the
 * application only reads it.
 */
export const documentCounts = pgTable('document_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  live: integer('live').notNull().default(0),
});

/**
 * How many live documents each team holds: a team dashboard's `total`, kept by the same statement triggers as
 * `document_counts` (which counts only a user's own documents, those without a team; decision record 0033).
 */
export const teamDocumentCounts = pgTable('team_document_counts', {
  teamId: integer('team_id')
    .primaryKey()
    .references((): AnyPgColumn => teams.id, { onDelete: 'cascade' }),
  live: integer('live').notNull().default(0),
});

/** Every saved state of a document (version 1 is the first save), so that an update never loses one. */
export const documentVersions = pgTable(
  'document_versions',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<DocumentSnapshot>().notNull(),
    /** Who saved this version; null once that account is erased ("former member", decision record 0033). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The version this one restored, when it was made by a restore rather than a save: a write screen that
     * finds it newer than its own says "version N was restored" (decision record 0036).
     */
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.version] })],
);

/** What a version keeps: the whole document as saved. */
export interface DocumentSnapshot {
  info: DocumentInfo;
  sets: string[];
  data: Record<string, CodeEntry>;
}

/**
 * Core sets a signed-in user made from a selection ("My sets", decision 0011). Documents store codes, never a
 * reference to one of these, so deleting a set leaves every document intact.
 */
export const personalCoreSets = pgTable(
  'personal_core_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameTranslation: text('name_translation').notNull().default(''),
    codes: jsonb('codes').$type<string[]>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('personal_core_sets_user').on(table.userId, table.id)],
);

/**
 * Every institution list file an administrator tried to import (decision 0011): its hash, who imported it, the
 * check report, and whether it was accepted. Refused imports are kept too, so the record is complete.
 */
export const catalogueImports = pgTable('catalogue_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fileName: text('file_name').notNull(),
  fileSha256: text('file_sha256').notNull(),
  importedBy: text('imported_by').notNull(),
  accepted: boolean('accepted').notNull(),
  report: jsonb('report').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Institution core-set lists: one row per condition and context of an accepted import. They never replace an
 * official list; withdrawing one sets `withdrawn_at` and keeps the row.
 */
export const institutionCoreSets = pgTable(
  'institution_core_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    importId: integer('import_id')
      .notNull()
      .references(() => catalogueImports.id),
    condition: text('condition').notNull(),
    context: text('context').notNull(),
    group: text('group').notNull(),
    name: text('name').notNull(),
    nameTranslation: text('name_translation').notNull().default(''),
    brief: jsonb('brief').$type<string[] | null>(),
    comprehensive: jsonb('comprehensive').$type<string[] | null>(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    index('institution_core_sets_live')
      .on(table.id)
      .where(sql`withdrawn_at is null`),
  ],
);

/** Who did what, when, to which record: administrators' actions and catalogue imports (decisions 0011 and 0015). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created').on(table.createdAt)],
);

/**
 * Suggested treatment plans: one row per request, made from one version of a document by a
 * background job (pg-boss, decision 0012). `response` keeps the chat-completions shape the client reads,
 * `choices[0].message.content`. At most one request per document version waits at a time (the partial
 * unique index), so a repeated click joins the waiting one.
 */
export const suggestions = pgTable(
  'suggestions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    documentVersion: integer('document_version').notNull(),
    /** The locale the plan is asked in ('en' or 'kr'). */
    locale: text('locale').notNull(),
    /** queued, running, done or failed. */
    status: text('status').notNull().default('queued'),
    /** 'openai-compatible' or 'offline'. */
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    response: jsonb('response').$type<{ choices: { message: { content: string } }[] }>(),
    /** Why it failed, as a stable code the client translates. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('suggestions_document').on(table.documentId, table.id),
    uniqueIndex('suggestions_waiting')
      .on(table.documentId, table.documentVersion)
      .where(sql`status in ('queued', 'running')`),
  ],
);

/**
 * Questions and suggestions sent from the feedback page (decision 0015), by a signed-in user (`user_id`) or a
 * visitor (contact e-mail only). An administrator answers (status answered, the answer mailed in `locale`)
 * or closes them. Deleting the account keeps the message without its owner.
 */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** question or suggestion. */
    category: text('category').notNull(),
    message: text('message').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The locale the message was written in ('en' or 'kr'): the answer mail uses it. */
    locale: text('locale').notNull(),
    /** new, answered or closed. */
    status: text('status').notNull().default('new'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_messages_user').on(table.userId, table.id),
    index('feedback_messages_status').on(table.status, table.id),
  ],
);

/** Interdisciplinary teams (decision record 0033): a ward, a clinic, a practice. */
export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who belongs to a team, as `owner` or `member`, and the discipline they work in (shared `disciplines`). Access
 * to a team's clients and documents is this row, read on every request: removing it ends the access.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'member'>().notNull(),
    discipline: text('discipline').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user').on(table.userId, table.teamId),
  ],
);

/**
 * An invitation sent by e-mail: single use, 7 days, only for an account with that e-mail. Only the SHA-256 of
 * its token is stored, like the sign-in and reset tokens.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_invitations_hash_unique').on(table.tokenHash),
    index('team_invitations_team').on(table.teamId, table.id),
  ],
);

/**
 * Each assessing member's rating of a category of a team evaluation (decision record 0055): their own row, so
 * members rate at once without clashing; the document's entry keeps the one value the team agreed. The
 * discipline is the member's when they rated. An erased account's ratings stay, without the account (user_id
 * null), as its versions do (decision record 0033).
 */
export const documentRatings = pgTable(
  'document_ratings',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    discipline: text('discipline').notNull(),
    q1: text('q1').notNull().default(''),
    q2: text('q2').notNull().default(''),
    q3: text('q3').notNull().default(''),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The key of a member's upsert; rows of erased accounts (null) never collide.
    uniqueIndex('document_ratings_member').on(table.documentId, table.code, table.userId),
  ],
);

/**
 * The owners' access log of a team's clients and documents (decision record 0033): who opened, changed or
 * exported what, when. Kept as the audit log is; an erased account's entries stay without it ("former member").
 * Saves are written by a trigger on `document_versions` (migration 0011), so no write path can forget one.
 */
export const teamAccessLog = pgTable(
  'team_access_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** client.open, client.change, document.open, document.save, document.export. */
    action: text('action').notNull(),
    clientId: integer('client_id'),
    documentId: integer('document_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('team_access_log_team').on(table.teamId, table.id)],
);

/**
 * The Bundles a user imported (decision record 0048), by the Bundle's identifier: importing one again answers
 * with the document it made instead of making another. Deleting the document forgets the import.
 */
export const fhirImports = pgTable(
  'fhir_imports',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identifierSystem: text('identifier_system').notNull(),
    identifierValue: text('identifier_value').notNull(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.identifierSystem, table.identifierValue] }),
    index('fhir_imports_document').on(table.documentId),
  ],
);

/** A self-report's answers as the client sent them (decision record 0053). */
export interface SelfReportAnswersRecord {
  answers: { code: string; answer: string; note: string }[];
  hardest: string;
  want_again: string;
  helps: string;
}

/**
 * A clinician's request for a client's own view (decision record 0053): the link's token is kept only as its
 * SHA-256, like every token here (decision record 0006). The link works until it is answered, expires or is
 * revoked; the answers are kept in the same row, so one statement claims the one send. Deleting the client
 * deletes its requests; the one who asked is forgotten with their account (a team's request stays the team's).
 */
export const selfReportRequests = pgTable(
  'self_report_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    /** The Questionnaire's identifier in FHIR exports: random, like a client's (decision record 0048). */
    fhirId: uuid('fhir_id').notNull().defaultRandom(),
    locale: text('locale').notNull(),
    codes: jsonb('codes').$type<string[]>().notNull(),
    greetingName: text('greeting_name').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answers: jsonb('answers').$type<SelfReportAnswersRecord>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('self_report_requests_hash_unique').on(table.tokenHash),
    index('self_report_requests_client').on(table.clientId, table.id),
    check('self_report_requests_locale', sql`locale in ('kr', 'en')`),
  ],
);
