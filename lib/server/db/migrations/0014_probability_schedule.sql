ALTER TABLE "probability_tables" ADD COLUMN "applied_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every version so far took effect when it was saved.
UPDATE "probability_tables" t SET "applied_version" = coalesce((SELECT max(c."version") FROM "probability_changes" c WHERE c."table_id" = t."id"), 0);
