CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_path" text NOT NULL,
	"target" text NOT NULL,
	"status" smallint NOT NULL,
	"brand" text DEFAULT '*' NOT NULL,
	"locale" text DEFAULT '*' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "redirects_status" CHECK ("redirects"."status" in (301, 302)),
	CONSTRAINT "redirects_source" CHECK ("redirects"."source_path" like '/%' and "redirects"."source_path" not like '//%')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_source_scope" ON "redirects" USING btree ("source_path","brand","locale");