-- Custom SQL migration file, put your code below! ---- Listing rows written before 0004 have empty size views: emptying the index makes the next start rebuild it
-- (seedIfEmpty builds the index whenever search_listing is empty).
DELETE FROM "search_listing";--> statement-breakpoint
DELETE FROM "search_documents";
