CREATE TABLE "fhir_imports" (
	"user_id" integer NOT NULL,
	"identifier_system" text NOT NULL,
	"identifier_value" text NOT NULL,
	"document_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fhir_imports_user_id_identifier_system_identifier_value_pk" PRIMARY KEY("user_id","identifier_system","identifier_value")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "fhir_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "fhir_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "fhir_imports" ADD CONSTRAINT "fhir_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_imports" ADD CONSTRAINT "fhir_imports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fhir_imports_document" ON "fhir_imports" USING btree ("document_id");