ALTER TABLE "probability_changes" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "probability_changes" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "probability_changes" ADD COLUMN "effective_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "probability_changes" ADD COLUMN "prev_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "probability_changes" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
-- Changes written before the ledger become versions 1, 2, … of their table, announced and in
-- effect when they were written; start-up seals them (sealProbabilityLedger).
UPDATE "probability_changes" AS c SET "version" = v.n, "announced_at" = c."created_at", "effective_at" = c."created_at"
FROM (SELECT "id", row_number() OVER (PARTITION BY "table_id" ORDER BY "created_at", "id") AS n FROM "probability_changes") AS v
WHERE c."id" = v."id";--> statement-breakpoint
ALTER TABLE "probability_changes" ALTER COLUMN "version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "probability_changes" ALTER COLUMN "announced_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "probability_changes" ALTER COLUMN "effective_at" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "probability_changes_version_idx" ON "probability_changes" USING btree ("table_id","version");--> statement-breakpoint
-- A published version never changes and never goes: only its seal may be set once, and its author
-- forgotten when the account goes (changed_by ON DELETE SET NULL). A table with versions therefore
-- cannot be deleted either.
CREATE FUNCTION "probability_changes_sealed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'probability version % of table % is published and cannot be deleted', OLD."version", OLD."table_id";
  END IF;
  IF OLD."hash" IS NOT NULL AND (
    NEW."table_id", NEW."version", NEW."note_ko", NEW."note_zh_tw", NEW."snapshot"::text, NEW."created_at",
    NEW."announced_at", NEW."effective_at", NEW."prev_hash", NEW."hash"
  ) IS DISTINCT FROM (
    OLD."table_id", OLD."version", OLD."note_ko", OLD."note_zh_tw", OLD."snapshot"::text, OLD."created_at",
    OLD."announced_at", OLD."effective_at", OLD."prev_hash", OLD."hash"
  ) THEN
    RAISE EXCEPTION 'probability version % of table % is published and cannot be changed', OLD."version", OLD."table_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "probability_changes_sealed" BEFORE UPDATE OR DELETE ON "probability_changes"
FOR EACH ROW EXECUTE FUNCTION "probability_changes_sealed"();
