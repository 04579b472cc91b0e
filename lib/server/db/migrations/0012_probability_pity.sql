ALTER TABLE "probability_tables" ADD COLUMN "pity_after" integer;--> statement-breakpoint
ALTER TABLE "probability_tables" ADD COLUMN "pity_grade" varchar(4);--> statement-breakpoint
ALTER TABLE "probability_tables" ADD COLUMN "price_gems" integer;