CREATE TABLE "goal_cycle_results" (
	"cycle_id" integer NOT NULL,
	"goal_id" text NOT NULL,
	"goal_text" text NOT NULL,
	"result" text NOT NULL,
	"document_id" integer,
	CONSTRAINT "goal_cycle_results_cycle_id_goal_id_pk" PRIMARY KEY("cycle_id","goal_id"),
	CONSTRAINT "goal_cycle_results_goal_id" CHECK (goal_id in ('global', 'service_program', 'cycle_1', 'cycle_2', 'cycle_3', 'cycle_4', 'cycle_5')),
	CONSTRAINT "goal_cycle_results_result" CHECK (result in ('reached', 'partly', 'not_reached'))
);
--> statement-breakpoint
CREATE TABLE "goal_cycles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_cycles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"number" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"consent" text DEFAULT 'pending' NOT NULL,
	"consent_on" date,
	"consent_goals_version" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_cycles_client_number_unique" UNIQUE("client_id","number"),
	CONSTRAINT "goal_cycles_consent" CHECK (consent in ('pending', 'agreed', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "goal_cycle_results" ADD CONSTRAINT "goal_cycle_results_cycle_id_goal_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."goal_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_cycle_results" ADD CONSTRAINT "goal_cycle_results_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_cycles" ADD CONSTRAINT "goal_cycles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_cycles" ADD CONSTRAINT "goal_cycles_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goal_cycles_one_open" ON "goal_cycles" USING btree ("client_id") WHERE closed_at is null;--> statement-breakpoint
-- Every client gets its first cycle, open, holding the goals it has (decision record 0056): nothing in
-- client_goals moves, the cycle only dates them. It starts the day its goals were first saved, else the day the
-- client was added; no planned end, agreement pending.
INSERT INTO "goal_cycles" ("client_id", "number", "starts_on")
SELECT c."id", 1, coalesce(
  (SELECT min(v."created_at") FROM "client_goal_versions" v WHERE v."client_id" = c."id"),
  (SELECT min(g."updated_at") FROM "client_goals" g WHERE g."client_id" = c."id"),
  c."created_at")::date
FROM "clients" c;
