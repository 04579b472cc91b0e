CREATE TABLE "login_failures" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "code_salt" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_token_hash_unique" UNIQUE("token_hash");