CREATE TABLE "post_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"trade_role" varchar(16) NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_items" ADD CONSTRAINT "post_items_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_items" ADD CONSTRAINT "post_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_items_post_item_uq" ON "post_items" USING btree ("post_id","item_id");--> statement-breakpoint
CREATE INDEX "post_items_item_idx" ON "post_items" USING btree ("item_id");