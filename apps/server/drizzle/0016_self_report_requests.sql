-- A clinician's request for a client's self-report and its answers (decision record 0053).
CREATE TABLE "self_report_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "self_report_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"created_by" integer,
	"token_hash" text NOT NULL,
	"fhir_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"codes" jsonb NOT NULL,
	"greeting_name" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_report_requests_locale" CHECK (locale in ('kr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "self_report_requests" ADD CONSTRAINT "self_report_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_report_requests" ADD CONSTRAINT "self_report_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "self_report_requests_hash_unique" ON "self_report_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "self_report_requests_client" ON "self_report_requests" USING btree ("client_id","id");