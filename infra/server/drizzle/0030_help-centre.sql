CREATE TABLE "help_case_attachments" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_cases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"topic" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"order_number" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"status_changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_cases_reference_unique" UNIQUE("reference"),
	CONSTRAINT "help_cases_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "help_cases_status_known" CHECK ("help_cases"."status" in ('open', 'in-progress', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "search_help_articles" (
	"language" text NOT NULL,
	"topic" text NOT NULL,
	"slug" text NOT NULL,
	"topic_title" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_help_articles_language_topic_slug_pk" PRIMARY KEY("language","topic","slug")
);
--> statement-breakpoint
ALTER TABLE "help_case_attachments" ADD CONSTRAINT "help_case_attachments_case_id_help_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."help_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_cases_created" ON "help_cases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_help_articles_document" ON "search_help_articles" USING gin ("document");