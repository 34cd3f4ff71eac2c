CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"page_type" text,
	"search_term" text,
	"search_results" integer,
	"list" text,
	"step" smallint,
	"product_ids" jsonb,
	"value" double precision,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_step" CHECK ("analytics_events"."step" is null or "analytics_events"."step" between 0 and 4)
);
--> statement-breakpoint
CREATE INDEX "analytics_events_created" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_site_name" ON "analytics_events" USING btree ("brand","locale","name","created_at");