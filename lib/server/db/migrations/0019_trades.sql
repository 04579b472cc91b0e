CREATE TABLE "price_alert_hits" (
	"alert_id" integer NOT NULL,
	"offer_key" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alert_hits_alert_id_offer_key_pk" PRIMARY KEY("alert_id","offer_key")
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"side" varchar(8) NOT NULL,
	"price" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(16) NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_lines" (
	"trade_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"from_side" varchar(16) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "trade_lines_trade_id_from_side_item_id_pk" PRIMARY KEY("trade_id","from_side","item_id")
);
--> statement-breakpoint
CREATE TABLE "trade_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"trade_id" integer,
	"unit_price" integer NOT NULL,
	"count" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"rating" varchar(16) NOT NULL,
	"comment" varchar(200) DEFAULT '' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposer_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'proposed' NOT NULL,
	"gems" integer DEFAULT 0 NOT NULL,
	"gems_from" varchar(16),
	"message" varchar(300) DEFAULT '' NOT NULL,
	"source" varchar(16) DEFAULT 'direct' NOT NULL,
	"source_post_id" integer,
	"proposer_confirmed_at" timestamp with time zone,
	"recipient_confirmed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_items" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wish_items" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "price_alert_hits" ADD CONSTRAINT "price_alert_hits_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_events" ADD CONSTRAINT "trade_events_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_events" ADD CONSTRAINT "trade_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_lines" ADD CONSTRAINT "trade_lines_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_lines" ADD CONSTRAINT "trade_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_prices" ADD CONSTRAINT "trade_prices_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_prices" ADD CONSTRAINT "trade_prices_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_reviews" ADD CONSTRAINT "trade_reviews_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_reviews" ADD CONSTRAINT "trade_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_reviews" ADD CONSTRAINT "trade_reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_source_post_id_posts_id_fk" FOREIGN KEY ("source_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_user_item_side_uq" ON "price_alerts" USING btree ("user_id","item_id","side");--> statement-breakpoint
CREATE INDEX "price_alerts_item_idx" ON "price_alerts" USING btree ("item_id","side","price") WHERE "price_alerts"."is_active";--> statement-breakpoint
CREATE INDEX "trade_events_trade_idx" ON "trade_events" USING btree ("trade_id","id");--> statement-breakpoint
CREATE INDEX "trade_lines_item_idx" ON "trade_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "trade_prices_item_time_idx" ON "trade_prices" USING btree ("item_id","completed_at","unit_price");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_reviews_once_uq" ON "trade_reviews" USING btree ("trade_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "trade_reviews_subject_idx" ON "trade_reviews" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_proposer_idx" ON "trades" USING btree ("proposer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "trades_recipient_idx" ON "trades" USING btree ("recipient_id","status","created_at");--> statement-breakpoint
CREATE INDEX "trades_expiry_idx" ON "trades" USING btree ("expires_at") WHERE "trades"."status" in ('proposed', 'accepted');--> statement-breakpoint
CREATE INDEX "trades_disputed_idx" ON "trades" USING btree ("updated_at") WHERE "trades"."status" = 'disputed';