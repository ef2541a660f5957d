CREATE TABLE "document_versions" (
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_document_id_version_pk" PRIMARY KEY("document_id","version")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"age" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"onset" text DEFAULT '' NOT NULL,
	"evaluation_date" text DEFAULT '' NOT NULL,
	"manager" text DEFAULT '' NOT NULL,
	"dx" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"perspective_bf" text DEFAULT '' NOT NULL,
	"perspective_ap" text DEFAULT '' NOT NULL,
	"enviromental_factor" text DEFAULT '' NOT NULL,
	"personal_factor" text DEFAULT '' NOT NULL,
	"sets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_user_created_live" ON "documents" USING btree ("user_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "documents_user_updated_live" ON "documents" USING btree ("user_id","updated_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "documents_user_client_live" ON "documents" USING btree ("user_id","client","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "documents_user_description_live" ON "documents" USING btree ("user_id",left("description", 200),"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "documents_user_id_live" ON "documents" USING btree ("user_id","id") WHERE deleted_at is null;