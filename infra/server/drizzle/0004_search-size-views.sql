ALTER TABLE "search_listing" ADD COLUMN "sizes_uk" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "search_listing" ADD COLUMN "sizes_eu" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "search_listing" ADD COLUMN "sizes_us" text[] DEFAULT '{}'::text[] NOT NULL;