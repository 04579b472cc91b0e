ALTER TABLE "takedown_requests" ADD COLUMN "queue_reason" varchar(16);--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "takedown_requests" SET "created_at" = "blinded_at";--> statement-breakpoint
ALTER TABLE "takedown_requests" ALTER COLUMN "blinded_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "takedown_requests" ALTER COLUMN "expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "takedown_requests" SET "reviewed_by" = "decided_by", "reviewed_at" = "decided_at" WHERE "decided_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "takedown_requester_idx" ON "takedown_requests" USING btree ("requester_id","post_id");
