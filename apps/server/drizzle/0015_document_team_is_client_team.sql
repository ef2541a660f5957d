-- A document's team is its client's team (decision record 0050). Rows that disagree take their client's team
-- first, so the key below can be added to any database: the client is the record the team shares, and a
-- document that thereby leaves a team for a user's own client passes to that client's keeper.
UPDATE "documents" AS "document" SET
	"team_id" = "client"."team_id",
	"user_id" = CASE WHEN "client"."team_id" IS NULL THEN "client"."user_id" ELSE "document"."user_id" END
FROM "clients" AS "client"
WHERE "document"."client_id" = "client"."id" AND "document"."team_id" IS DISTINCT FROM "client"."team_id";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "team_key" integer GENERATED ALWAYS AS (coalesce(team_id, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "team_key" integer GENERATED ALWAYS AS (coalesce(team_id, 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_id_team_key_unique" UNIQUE("id","team_key");--> statement-breakpoint
-- Checked at commit: moving a client changes the client and its documents in one transaction, and deleting a
-- client lets "client_id"'s own key (ON DELETE SET NULL) detach its documents first.
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_team_fk" FOREIGN KEY ("client_id","team_key") REFERENCES "public"."clients"("id","team_key") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;
