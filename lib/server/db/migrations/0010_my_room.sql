CREATE TABLE "looks" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"backdrop_item_id" integer,
	"wall_item_id" integer,
	"floor_item_id" integer,
	"furniture" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "looks_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "look_id" integer;--> statement-breakpoint
ALTER TABLE "looks" ADD CONSTRAINT "looks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looks" ADD CONSTRAINT "looks_backdrop_item_id_items_id_fk" FOREIGN KEY ("backdrop_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looks" ADD CONSTRAINT "looks_wall_item_id_items_id_fk" FOREIGN KEY ("wall_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looks" ADD CONSTRAINT "looks_floor_item_id_items_id_fk" FOREIGN KEY ("floor_item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "looks_user_idx" ON "looks" USING btree ("user_id","updated_at");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_look_id_looks_id_fk" FOREIGN KEY ("look_id") REFERENCES "public"."looks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_look_idx" ON "posts" USING btree ("look_id") WHERE "posts"."look_id" is not null;