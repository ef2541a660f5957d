CREATE TABLE "team_access_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"client_id" integer,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_document_counts" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"discipline" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "team_access_log" ADD CONSTRAINT "team_access_log_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_access_log" ADD CONSTRAINT "team_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_document_counts" ADD CONSTRAINT "team_document_counts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_access_log_team" ON "team_access_log" USING btree ("team_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_hash_unique" ON "team_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "team_invitations_team" ON "team_invitations" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "team_members_user" ON "team_members" USING btree ("user_id","team_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_team_name" ON "clients" USING btree ("team_id","display_name","id") WHERE team_id is not null;--> statement-breakpoint
CREATE INDEX "documents_team_created_live" ON "documents" USING btree ("team_id","created_at","id") WHERE deleted_at is null and team_id is not null;--> statement-breakpoint
CREATE INDEX "documents_team_updated_live" ON "documents" USING btree ("team_id","updated_at","id") WHERE deleted_at is null and team_id is not null;--> statement-breakpoint
CREATE INDEX "documents_team_client_live" ON "documents" USING btree ("team_id","client","id") WHERE deleted_at is null and team_id is not null;--> statement-breakpoint
CREATE INDEX "documents_team_description_live" ON "documents" USING btree ("team_id",left("description", 200),"id") WHERE deleted_at is null and team_id is not null;--> statement-breakpoint
CREATE INDEX "documents_team_id_live" ON "documents" USING btree ("team_id","id") WHERE deleted_at is null and team_id is not null;--> statement-breakpoint
-- Decision record 0033: `document_counts` now counts a user's own documents (no team) and
-- `team_document_counts` a team's. The same three statement triggers keep both, so moving a client into or out
-- of a team (an UPDATE of team_id) moves its documents between the counts in the same transaction. Existing
-- documents have no team, so every existing count stays what it was.
CREATE OR REPLACE FUNCTION "document_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "document_counts" AS "counts" ("user_id", "live")
  SELECT "user_id", count(*)::integer FROM "inserted_documents"
  WHERE "deleted_at" IS NULL AND "team_id" IS NULL GROUP BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "live" = "counts"."live" + excluded."live";
  INSERT INTO "team_document_counts" AS "counts" ("team_id", "live")
  SELECT "team_id", count(*)::integer FROM "inserted_documents"
  WHERE "deleted_at" IS NULL AND "team_id" IS NOT NULL GROUP BY "team_id"
  ON CONFLICT ("team_id") DO UPDATE SET "live" = "counts"."live" + excluded."live";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "document_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "document_counts" AS "counts" ("user_id", "live")
  SELECT "user_id", sum("change")::integer FROM (
    SELECT "user_id", 1 AS "change" FROM "new_documents" WHERE "deleted_at" IS NULL AND "team_id" IS NULL
    UNION ALL
    SELECT "user_id", -1 FROM "old_documents" WHERE "deleted_at" IS NULL AND "team_id" IS NULL
  ) AS "changes"
  GROUP BY "user_id" HAVING sum("change") <> 0
  ON CONFLICT ("user_id") DO UPDATE SET "live" = "counts"."live" + excluded."live";
  INSERT INTO "team_document_counts" AS "counts" ("team_id", "live")
  SELECT "team_id", sum("change")::integer FROM (
    SELECT "team_id", 1 AS "change" FROM "new_documents" WHERE "deleted_at" IS NULL AND "team_id" IS NOT NULL
    UNION ALL
    SELECT "team_id", -1 FROM "old_documents" WHERE "deleted_at" IS NULL AND "team_id" IS NOT NULL
  ) AS "changes"
  GROUP BY "team_id" HAVING sum("change") <> 0
  ON CONFLICT ("team_id") DO UPDATE SET "live" = "counts"."live" + excluded."live";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "document_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "document_counts" AS "counts" SET "live" = "counts"."live" - "removed"."live"
  FROM (
    SELECT "user_id", count(*)::integer AS "live" FROM "deleted_documents"
    WHERE "deleted_at" IS NULL AND "team_id" IS NULL GROUP BY "user_id"
  ) AS "removed"
  WHERE "counts"."user_id" = "removed"."user_id";
  UPDATE "team_document_counts" AS "counts" SET "live" = "counts"."live" - "removed"."live"
  FROM (
    SELECT "team_id", count(*)::integer AS "live" FROM "deleted_documents"
    WHERE "deleted_at" IS NULL AND "team_id" IS NOT NULL GROUP BY "team_id"
  ) AS "removed"
  WHERE "counts"."team_id" = "removed"."team_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every version saved before this migration was saved by the document's owner, the only one who could.
UPDATE "document_versions" SET "author_id" = "documents"."user_id"
FROM "documents" WHERE "documents"."id" = "document_versions"."document_id";
--> statement-breakpoint
-- Every saved version of a team's document is a `document.save` entry of the team's access log, by its author
-- (decision record 0033): one insert per statement, whatever path saved it (save, attach, restore, import).
CREATE FUNCTION "team_access_log_after_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_access_log" ("team_id", "user_id", "action", "client_id", "document_id")
  SELECT "documents"."team_id", "new_versions"."author_id", 'document.save', "documents"."client_id",
    "documents"."id"
  FROM "new_versions" JOIN "documents" ON "documents"."id" = "new_versions"."document_id"
  WHERE "documents"."team_id" IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "document_versions_team_access_log" AFTER INSERT ON "document_versions"
  REFERENCING NEW TABLE AS "new_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION "team_access_log_after_version"();
