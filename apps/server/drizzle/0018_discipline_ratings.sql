-- Each assessing member's rating of a category of a team evaluation (decision record 0055).
CREATE TABLE "document_ratings" (
	"document_id" integer NOT NULL,
	"code" text NOT NULL,
	"user_id" integer,
	"discipline" text NOT NULL,
	"q1" text DEFAULT '' NOT NULL,
	"q2" text DEFAULT '' NOT NULL,
	"q3" text DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_ratings" ADD CONSTRAINT "document_ratings_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_ratings" ADD CONSTRAINT "document_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_ratings_member" ON "document_ratings" USING btree ("document_id","code","user_id");