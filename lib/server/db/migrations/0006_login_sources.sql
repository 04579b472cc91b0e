CREATE TABLE "login_sources" (
	"user_id" integer NOT NULL,
	"source" varchar(64) NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_sources_user_id_source_pk" PRIMARY KEY("user_id","source")
);
--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "source" varchar(64) DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_user_id_source_pk" PRIMARY KEY("user_id","source");--> statement-breakpoint
ALTER TABLE "login_sources" ADD CONSTRAINT "login_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
