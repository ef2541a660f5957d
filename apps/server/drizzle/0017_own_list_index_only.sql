-- A user's own list holds no team document: with `team_id is null` in the predicate, a page's ids are read from
-- the index alone (an index-only scan), and a page deep in the list skips index entries, not table rows
-- (decision record 0047).
DROP INDEX "documents_user_created_live";--> statement-breakpoint
DROP INDEX "documents_user_updated_live";--> statement-breakpoint
DROP INDEX "documents_user_client_live";--> statement-breakpoint
DROP INDEX "documents_user_description_live";--> statement-breakpoint
CREATE INDEX "documents_own_created_live" ON "documents" USING btree ("user_id","created_at","id") WHERE deleted_at is null and team_id is null;--> statement-breakpoint
CREATE INDEX "documents_own_updated_live" ON "documents" USING btree ("user_id","updated_at","id") WHERE deleted_at is null and team_id is null;--> statement-breakpoint
CREATE INDEX "documents_own_client_live" ON "documents" USING btree ("user_id","client","id") WHERE deleted_at is null and team_id is null;--> statement-breakpoint
CREATE INDEX "documents_own_description_live" ON "documents" USING btree ("user_id",left("description", 200),"id") WHERE deleted_at is null and team_id is null;