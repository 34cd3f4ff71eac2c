CREATE TABLE "student_verification_requests" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"institution" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "student_verification_requests_attempts" CHECK ("student_verification_requests"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_verifications" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"institution" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "student_verifications_email" ON "student_verifications" USING btree ("email");
