-- Likes and recommends as deltas folded later, not a count on a hot row (issue 27): a toggle writes
-- its reaction and a +1 / -1 here without locking the post; the `reaction-fold` job adds them into
-- posts.like_count / recommend_count, and readers add the ones still pending
-- (lib/server/community/reaction-counts.ts).
CREATE TABLE "post_reaction_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"delta" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_reaction_deltas" ADD CONSTRAINT "post_reaction_deltas_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_reaction_deltas_post_idx" ON "post_reaction_deltas" USING btree ("post_id","kind","delta");
