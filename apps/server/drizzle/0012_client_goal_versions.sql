CREATE TABLE "client_goal_versions" (
	"client_id" integer NOT NULL,
	"version" integer NOT NULL,
	"goals" jsonb NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_goal_versions_client_id_version_pk" PRIMARY KEY("client_id","version")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "goals_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_goal_versions" ADD CONSTRAINT "client_goal_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_goal_versions" ADD CONSTRAINT "client_goal_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The goals saved before versions were kept become version 1 (who saved them is not known), so a save that
-- started from them has a base to merge against (decision record 0034, amended).
INSERT INTO "client_goal_versions" ("client_id", "version", "goals", "author_id", "created_at")
SELECT "client_id", 1,
  jsonb_build_object('global', '', 'service_program', '', 'cycle_1', '', 'cycle_2', '', 'cycle_3', '',
    'cycle_4', '', 'cycle_5', '') || jsonb_object_agg("goal_id", "text"),
  NULL, max("updated_at")
FROM "client_goals" GROUP BY "client_id";--> statement-breakpoint
UPDATE "clients" SET "goals_version" = 1 WHERE "id" IN (SELECT "client_id" FROM "client_goal_versions");
