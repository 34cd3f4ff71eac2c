CREATE TABLE "rum_metrics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"page_type" text NOT NULL,
	"navigation_type" text NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"build_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rum_metrics_rating" CHECK ("rum_metrics"."rating" in ('good', 'needs-improvement', 'poor')),
	CONSTRAINT "rum_metrics_value" CHECK ("rum_metrics"."value" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rum_metrics_report" ON "rum_metrics" USING btree ("report_id","metric");--> statement-breakpoint
CREATE INDEX "rum_metrics_created" ON "rum_metrics" USING btree ("created_at");