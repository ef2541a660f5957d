ALTER TABLE "access_tokens" ADD COLUMN "abilities" text[];--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "expires_at" timestamp with time zone;