-- What counts towards prices and reputation (lib/server/trades/counting.ts): each completed trade
-- records why it does not count, trade events record the actor's hashed client address, and price
-- rows carry the pair and the trade's exclusion. Existing completed trades are judged once here by
-- the rules that can be read back: shared sign-in devices or addresses, and new traders.
ALTER TABLE "trades" ADD COLUMN "excluded_reason" varchar(24);--> statement-breakpoint
ALTER TABLE "trade_events" ADD COLUMN "source" varchar(64);--> statement-breakpoint
ALTER TABLE "trade_prices" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "trade_prices" ADD COLUMN "buyer_id" integer;--> statement-breakpoint
ALTER TABLE "trade_prices" ADD COLUMN "excluded_reason" varchar(24);--> statement-breakpoint
ALTER TABLE "trade_prices" ADD CONSTRAINT "trade_prices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_prices" ADD CONSTRAINT "trade_prices_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_events_source_idx" ON "trade_events" USING btree ("actor_id","source") WHERE "trade_events"."source" is not null;--> statement-breakpoint
UPDATE "trades" t SET "excluded_reason" = CASE
    WHEN EXISTS (
      SELECT 1 FROM "login_sources" x JOIN "login_sources" y ON y."source" = x."source"
      WHERE x."user_id" = t."proposer_id" AND y."user_id" = t."recipient_id" AND x."source" LIKE 'd:%'
    ) THEN 'shared_device'
    WHEN EXISTS (
      SELECT 1 FROM "login_sources" x JOIN "login_sources" y ON y."source" = x."source"
      WHERE x."user_id" = t."proposer_id" AND y."user_id" = t."recipient_id" AND x."source" LIKE 'a:%'
        AND x."source" <> 'a:b23a6a8439c0dde5515893e7c90c1e3233b8616e'
    ) THEN 'shared_address'
    WHEN EXISTS (
      SELECT 1 FROM "users" u
      WHERE u."id" IN (t."proposer_id", t."recipient_id")
        AND (
          u."created_at" > t."completed_at" - interval '14 days'
          OR (
            SELECT count(DISTINCT CASE WHEN p."proposer_id" = u."id" THEN p."recipient_id" ELSE p."proposer_id" END)
            FROM "trades" p
            WHERE p."status" = 'completed' AND p."completed_at" < t."completed_at"
              AND (p."proposer_id" = u."id" OR p."recipient_id" = u."id")
          ) < 3
        )
    ) THEN 'new_trader'
  END
WHERE t."status" = 'completed' AND t."completed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "trade_prices" tp SET
    "seller_id" = CASE WHEN t."gems_from" = 'recipient' THEN t."proposer_id" ELSE t."recipient_id" END,
    "buyer_id" = CASE WHEN t."gems_from" = 'recipient' THEN t."recipient_id" ELSE t."proposer_id" END,
    "excluded_reason" = t."excluded_reason"
  FROM "trades" t
  WHERE t."id" = tp."trade_id";--> statement-breakpoint
DROP INDEX "trade_prices_item_time_idx";--> statement-breakpoint
CREATE INDEX "trade_prices_counted_idx" ON "trade_prices" USING btree ("item_id","completed_at","unit_price","seller_id","buyer_id","id") WHERE "trade_prices"."excluded_reason" is null;
