CREATE TABLE "word_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"pattern" varchar(200) NOT NULL,
	"normalised" varchar(1000) NOT NULL,
	"action" varchar(8) NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "word_filters" ADD CONSTRAINT "word_filters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "word_filters_normalised_idx" ON "word_filters" USING btree ("kind","normalised");