CREATE TABLE "document_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_counts" ADD CONSTRAINT "document_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- document_counts.live is kept exact by statement triggers on documents: whatever statement inserts,
-- soft-deletes, restores, moves or deletes documents, the counts change in the same transaction. Each
-- trigger sees the statement's rows at once (transition tables), so a bulk insert costs one upsert per user.
CREATE FUNCTION "document_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "document_counts" AS "counts" ("user_id", "live")
  SELECT "user_id", count(*)::integer FROM "inserted_documents" WHERE "deleted_at" IS NULL GROUP BY "user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "live" = "counts"."live" + excluded."live";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "document_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "document_counts" AS "counts" ("user_id", "live")
  SELECT "user_id", sum("change")::integer FROM (
    SELECT "user_id", 1 AS "change" FROM "new_documents" WHERE "deleted_at" IS NULL
    UNION ALL
    SELECT "user_id", -1 FROM "old_documents" WHERE "deleted_at" IS NULL
  ) AS "changes"
  GROUP BY "user_id" HAVING sum("change") <> 0
  ON CONFLICT ("user_id") DO UPDATE SET "live" = "counts"."live" + excluded."live";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only an UPDATE here: when a user is deleted, the cascade may already have removed the user's count row.
CREATE FUNCTION "document_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "document_counts" AS "counts" SET "live" = "counts"."live" - "removed"."live"
  FROM (
    SELECT "user_id", count(*)::integer AS "live" FROM "deleted_documents" WHERE "deleted_at" IS NULL
    GROUP BY "user_id"
  ) AS "removed"
  WHERE "counts"."user_id" = "removed"."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "documents_count_after_insert" AFTER INSERT ON "documents"
  REFERENCING NEW TABLE AS "inserted_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "document_counts_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "documents_count_after_update" AFTER UPDATE ON "documents"
  REFERENCING OLD TABLE AS "old_documents" NEW TABLE AS "new_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "document_counts_after_update"();
--> statement-breakpoint
CREATE TRIGGER "documents_count_after_delete" AFTER DELETE ON "documents"
  REFERENCING OLD TABLE AS "deleted_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "document_counts_after_delete"();
--> statement-breakpoint
INSERT INTO "document_counts" ("user_id", "live")
SELECT "user_id", count(*)::integer FROM "documents" WHERE "deleted_at" IS NULL GROUP BY "user_id";
