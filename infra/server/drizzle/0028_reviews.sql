CREATE TABLE "reviews_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"brand" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_questions_status_known" CHECK ("reviews_questions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "reviews_reports" (
	"review_id" uuid NOT NULL,
	"reporter" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_reports_review_id_reporter_pk" PRIMARY KEY("review_id","reporter")
);
--> statement-breakpoint
CREATE TABLE "reviews_votes" (
	"review_id" uuid NOT NULL,
	"voter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_votes_review_id_voter_pk" PRIMARY KEY("review_id","voter")
);
--> statement-breakpoint
CREATE TABLE "reviews_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"brand" text NOT NULL,
	"language" text NOT NULL,
	"rating" smallint NOT NULL,
	"fit" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"email" text,
	"customer_id" uuid,
	"verified_buyer" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"photo_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" text,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews_reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_fit_scale" CHECK ("reviews_reviews"."fit" is null or "reviews_reviews"."fit" in ('small', 'true', 'large')),
	CONSTRAINT "reviews_status_known" CHECK ("reviews_reviews"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "reviews_reports" ADD CONSTRAINT "reviews_reports_review_id_reviews_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews_votes" ADD CONSTRAINT "reviews_votes_review_id_reviews_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_questions_product_status" ON "reviews_questions" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_questions_status_created" ON "reviews_questions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_status_created" ON "reviews_reviews" USING btree ("product_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_product_status_rating" ON "reviews_reviews" USING btree ("product_id","status","rating","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_product_status_helpful" ON "reviews_reviews" USING btree ("product_id","status","helpful_count","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_status_created" ON "reviews_reviews" USING btree ("status","created_at");