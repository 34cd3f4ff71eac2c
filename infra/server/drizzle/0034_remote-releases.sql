CREATE TABLE "remote_releases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"build_id" text NOT NULL,
	"manifest_url" text NOT NULL,
	"server_entry_url" text,
	"exposes" jsonb NOT NULL,
	"dialogs" jsonb NOT NULL,
	"contract_version" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	"promoted_at" timestamp with time zone,
	"promoted_by" text,
	"health_error" text,
	CONSTRAINT "remote_releases_status" CHECK ("remote_releases"."status" in ('published', 'live', 'retired', 'rolled-back', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "remote_release_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"release_id" uuid,
	"action" text NOT NULL,
	"operator" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_release_events_action" CHECK ("remote_release_events"."action" in ('publish', 'promote', 'rollback', 'auto-rollback'))
);
--> statement-breakpoint
CREATE TABLE "release_previews" (
	"name" text PRIMARY KEY NOT NULL,
	"pull_request" integer NOT NULL,
	"releases" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "release_previews_name" CHECK ("release_previews"."name" ~ '^pr-[0-9]{1,9}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_build" ON "remote_releases" USING btree ("remote","build_id");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_one_live" ON "remote_releases" USING btree ("remote") WHERE "remote_releases"."status" = 'live';--> statement-breakpoint
CREATE INDEX "remote_releases_remote" ON "remote_releases" USING btree ("remote","published_at");--> statement-breakpoint
CREATE INDEX "remote_release_events_remote" ON "remote_release_events" USING btree ("remote","at");
