CREATE TABLE "feature_flag_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"flag_key" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"operator_email" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"default_value" boolean NOT NULL,
	"rollout_percentage" integer,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "feature_flags_rollout" CHECK ("feature_flags"."rollout_percentage" is null or ("feature_flags"."rollout_percentage" between 0 and 100))
);
--> statement-breakpoint
CREATE INDEX "feature_flag_audit_changed" ON "feature_flag_audit" USING btree ("changed_at");