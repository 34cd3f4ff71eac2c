CREATE TABLE "consent_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consent_id" text NOT NULL,
	"policy_version" integer NOT NULL,
	"performance" boolean NOT NULL,
	"functional" boolean NOT NULL,
	"targeting" boolean NOT NULL,
	"gpc" boolean NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"source" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_decisions_consent_id" ON "consent_decisions" USING btree ("consent_id","decided_at");