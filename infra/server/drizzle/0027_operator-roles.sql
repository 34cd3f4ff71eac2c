ALTER TABLE "operators" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Operators that existed before roles could do everything on internal pages; they keep that as admins.
UPDATE "operators" SET "roles" = ARRAY['admin']::text[];
