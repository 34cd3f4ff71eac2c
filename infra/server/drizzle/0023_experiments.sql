CREATE TABLE "experiment_assignments" (
	"visitor_id" text NOT NULL,
	"experiment_key" text NOT NULL,
	"variant_key" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_assignments_visitor_id_experiment_key_pk" PRIMARY KEY("visitor_id","experiment_key")
);
--> statement-breakpoint
CREATE TABLE "experiment_exposures" (
	"visitor_id" text NOT NULL,
	"experiment_key" text NOT NULL,
	"variant_key" text NOT NULL,
	"exposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_exposures_visitor_id_experiment_key_pk" PRIMARY KEY("visitor_id","experiment_key")
);
--> statement-breakpoint
CREATE TABLE "experiment_groups" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_variants" (
	"experiment_key" text NOT NULL,
	"key" text NOT NULL,
	"weight" integer NOT NULL,
	"control" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experiment_variants_experiment_key_key_pk" PRIMARY KEY("experiment_key","key"),
	CONSTRAINT "experiment_variants_weight" CHECK ("experiment_variants"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"consent_category" text NOT NULL,
	"group_key" text,
	"group_slice_start" integer,
	"group_slice_end" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_status" CHECK ("experiments"."status" in ('running', 'stopped')),
	CONSTRAINT "experiments_consent" CHECK ("experiments"."consent_category" in ('performance', 'functional', 'targeting')),
	CONSTRAINT "experiments_slice" CHECK (("experiments"."group_key" is null and "experiments"."group_slice_start" is null and "experiments"."group_slice_end" is null) or ("experiments"."group_key" is not null and "experiments"."group_slice_start" >= 0 and "experiments"."group_slice_end" > "experiments"."group_slice_start" and "experiments"."group_slice_end" <= 1000))
);
--> statement-breakpoint
ALTER TABLE "experiment_assignments" ADD CONSTRAINT "experiment_assignments_experiment_key_experiments_key_fk" FOREIGN KEY ("experiment_key") REFERENCES "public"."experiments"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_experiment_key_experiments_key_fk" FOREIGN KEY ("experiment_key") REFERENCES "public"."experiments"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_variants" ADD CONSTRAINT "experiment_variants_experiment_key_experiments_key_fk" FOREIGN KEY ("experiment_key") REFERENCES "public"."experiments"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_group_key_experiment_groups_key_fk" FOREIGN KEY ("group_key") REFERENCES "public"."experiment_groups"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_assignments_count" ON "experiment_assignments" USING btree ("experiment_key","variant_key");--> statement-breakpoint
CREATE INDEX "experiment_exposures_count" ON "experiment_exposures" USING btree ("experiment_key","variant_key");