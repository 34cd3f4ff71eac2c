CREATE TABLE "content_publish_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"action" text NOT NULL,
	"version_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"operator" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_page_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"overlay_header" boolean NOT NULL,
	"header_style" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"state" text NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"author" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_versions_state" CHECK ("content_page_versions"."state" in ('draft', 'published', 'archived'))
);
--> statement-breakpoint
CREATE INDEX "content_publish_events_page" ON "content_publish_events" USING btree ("slug","language","at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_page_versions_number" ON "content_page_versions" USING btree ("slug","language","version");--> statement-breakpoint
CREATE INDEX "content_page_versions_publish_due" ON "content_page_versions" USING btree ("publish_at") WHERE "content_page_versions"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "content_page_versions_unpublish_due" ON "content_page_versions" USING btree ("unpublish_at") WHERE "content_page_versions"."unpublish_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_page_versions_published" ON "content_page_versions" USING btree ("slug","language") WHERE "content_page_versions"."state" = 'published';--> statement-breakpoint
-- Issue 25: the pages live so far become version 1 of their pages (the content module does the same at boot for
-- pages seeded or migrated in later).
INSERT INTO "content_page_versions" ("id", "slug", "language", "version", "title", "description", "overlay_header", "header_style", "blocks", "state")
SELECT gen_random_uuid(), "slug", "language", 1, "title", "description", "overlay_header", "header_style", "blocks", 'published' FROM "content_pages"
ON CONFLICT DO NOTHING;
