CREATE TABLE "audit_chain_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"holds" boolean NOT NULL,
	"rows" integer NOT NULL,
	"fault_seq" bigint,
	"fault" varchar(16),
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_uq" ON "audit_log" USING btree ("seq");--> statement-breakpoint
-- The hand-written part: the audit log's hash chain (lib/server/admin/audit-chain.ts).
-- A row's hash is the SHA-256 (hex) of the UTF-8 JSON array
--   ["slime-audit/1", seq, id, actor_id, action, target_type, target_id, before, after, created_at (UTC, microseconds), prev_hash]
-- with before and after in jsonb's canonical text.
CREATE FUNCTION "audit_row_hash"(seq bigint, prev text, r "audit_log") RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(json_build_array(
    'slime-audit/1', seq, r."id", r."actor_id", r."action", r."target_type", r."target_id", r."before", r."after",
    to_char(r."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), prev
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Rows written so far are sealed in the order they were written.
DO $$
DECLARE
  r "audit_log";
  n bigint := 0;
  prev varchar := NULL;
BEGIN
  FOR r IN SELECT * FROM "audit_log" ORDER BY "id" LOOP
    n := n + 1;
    UPDATE "audit_log" SET "seq" = n, "prev_hash" = prev, "hash" = "audit_row_hash"(n, prev, r) WHERE "id" = r."id" RETURNING "hash" INTO prev;
  END LOOP;
END $$;--> statement-breakpoint
-- A new row is sealed as its transaction commits (a deferred trigger), under a lock held only for
-- that moment, so rows join the chain in commit order and no transaction waits on another's work.
CREATE FUNCTION "audit_log_seal"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last record;
  row "audit_log";
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_log_chain'));
  SELECT "seq", "hash" INTO last FROM "audit_log" WHERE "seq" IS NOT NULL ORDER BY "seq" DESC LIMIT 1;
  SELECT * INTO row FROM "audit_log" WHERE "id" = NEW."id";
  UPDATE "audit_log"
  SET "seq" = coalesce(last."seq", 0) + 1, "prev_hash" = last."hash", "hash" = "audit_row_hash"(coalesce(last."seq", 0) + 1, last."hash", row)
  WHERE "id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "audit_log_seal" AFTER INSERT ON "audit_log" DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "audit_log_seal"();--> statement-breakpoint
-- A sealed row never changes and never goes (the chain check would notice; this refuses it first).
CREATE FUNCTION "audit_log_sealed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."hash" IS NOT NULL THEN
    RAISE EXCEPTION 'audit log row % is sealed and cannot be %', OLD."id", CASE TG_OP WHEN 'DELETE' THEN 'deleted' ELSE 'changed' END;
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_sealed" BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION "audit_log_sealed"();
