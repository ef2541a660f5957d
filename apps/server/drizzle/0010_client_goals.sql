CREATE TABLE "client_goals" (
	"client_id" integer NOT NULL,
	"goal_id" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_goals_client_id_goal_id_pk" PRIMARY KEY("client_id","goal_id"),
	CONSTRAINT "client_goals_goal_id" CHECK (goal_id in ('global', 'service_program', 'cycle_1', 'cycle_2', 'cycle_3', 'cycle_4', 'cycle_5'))
);
--> statement-breakpoint
ALTER TABLE "client_goals" ADD CONSTRAINT "client_goals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;