-- An official post's title and body in its other language (issue 28): readers of that language see
-- it, and the lists' language filter counts the post in both (lib/server/community/translations.ts).
CREATE TABLE "post_translations" (
	"post_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"title" varchar(35) NOT NULL,
	"content" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_translations_language_post_id_pk" PRIMARY KEY("language","post_id")
);
--> statement-breakpoint
ALTER TABLE "post_translations" ADD CONSTRAINT "post_translations_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_translations" ADD CONSTRAINT "post_translations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_translations_post_idx" ON "post_translations" USING btree ("post_id");