CREATE TABLE "takedown_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"statement" text NOT NULL,
	"status" varchar(16) DEFAULT 'blinded' NOT NULL,
	"blinded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"objection" text,
	"objected_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text
);
--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "takedown_open_uq" ON "takedown_requests" USING btree ("post_id") WHERE "takedown_requests"."status" in ('blinded', 'objected');--> statement-breakpoint
CREATE INDEX "takedown_status_idx" ON "takedown_requests" USING btree ("status","expires_at");