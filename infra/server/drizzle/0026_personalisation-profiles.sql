CREATE TABLE "personalisation_profiles" (
	"visitor_id" text PRIMARY KEY NOT NULL,
	"consent_id" text,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"profile" jsonb NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "personalisation_profiles_updated" ON "personalisation_profiles" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "personalisation_profiles_consent" ON "personalisation_profiles" USING btree ("consent_id");