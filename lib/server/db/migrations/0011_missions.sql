CREATE TABLE "check_ins" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"balls" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"user_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"period_key" varchar(16) NOT NULL,
	"balls" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_claims_user_id_mission_id_period_key_pk" PRIMARY KEY("user_id","mission_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "mission_events" (
	"user_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"period_key" varchar(16) NOT NULL,
	"action_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_events_user_id_mission_id_period_key_action_key_pk" PRIMARY KEY("user_id","mission_id","period_key","action_key")
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(48) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"period" varchar(16) NOT NULL,
	"target" integer NOT NULL,
	"reward_balls" integer DEFAULT 0 NOT NULL,
	"reward_badge_id" integer,
	"title_ko" varchar(60) NOT NULL,
	"title_zh" varchar(60) NOT NULL,
	"description_ko" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_events" ADD CONSTRAINT "mission_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_events" ADD CONSTRAINT "mission_events_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_reward_badge_id_badges_id_fk" FOREIGN KEY ("reward_badge_id") REFERENCES "public"."badges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missions_kind_idx" ON "missions" USING btree ("kind","is_active");