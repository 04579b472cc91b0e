ALTER TABLE "posts" ADD COLUMN "language" varchar(8) DEFAULT 'ko' NOT NULL;--> statement-breakpoint
-- Posts written before: the rule of lib/validation/post-language.ts (Hangul → ko; Han and no Hangul
-- → zh-TW), else the author's language setting. The counters are rebuilt below, so this update
-- (which the old count trigger ignores) needs no bookkeeping of its own.
UPDATE "posts" p SET "language" = 'zh-TW'
  FROM "users" u
  WHERE u.id = p.author_id
    AND (p.title || ' ' || p.content) !~ '[\u1100-\u11FF\u302E\u302F\u3131-\u318E\u3200-\u321E\u3260-\u327E\uA960-\uA97C\uAC00-\uD7A3\uD7B0-\uD7FB\uFFA0-\uFFDC]'
    AND ((p.title || ' ' || p.content) ~ '[\u2E80-\u2FD5\u3005\u3007\u3021-\u3029\u3038-\u303B\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\U00020000-\U0003134F]'
      OR u.locale = 'zh-TW');--> statement-breakpoint
CREATE INDEX "posts_category_language_created_idx" ON "posts" USING btree ("category_id","language","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_language_created_idx" ON "posts" USING btree ("language","created_at","id");--> statement-breakpoint
DELETE FROM "post_counts";--> statement-breakpoint
ALTER TABLE "post_counts" DROP CONSTRAINT "post_counts_category_id_post_type_pk";--> statement-breakpoint
ALTER TABLE "post_counts" ADD COLUMN "language" varchar(8) NOT NULL;--> statement-breakpoint
ALTER TABLE "post_counts" ADD CONSTRAINT "post_counts_category_id_post_type_language_pk" PRIMARY KEY("category_id","post_type","language");--> statement-breakpoint
CREATE OR REPLACE FUNCTION slime_count_posts_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_counts (category_id, post_type, language, visible)
      SELECT category_id, post_type, language, count(*) FROM new_rows WHERE deleted_at IS NULL AND NOT is_hidden GROUP BY 1, 2, 3
      ON CONFLICT (category_id, post_type, language) DO UPDATE SET visible = post_counts.visible + excluded.visible;
  ELSE
    INSERT INTO post_counts (category_id, post_type, language, visible)
      SELECT category_id, post_type, language, -count(*) FROM old_rows WHERE deleted_at IS NULL AND NOT is_hidden GROUP BY 1, 2, 3
      ON CONFLICT (category_id, post_type, language) DO UPDATE SET visible = post_counts.visible + excluded.visible;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION slime_count_posts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL AND NOT OLD.is_hidden THEN
    INSERT INTO post_counts (category_id, post_type, language, visible) VALUES (OLD.category_id, OLD.post_type, OLD.language, -1)
      ON CONFLICT (category_id, post_type, language) DO UPDATE SET visible = post_counts.visible - 1;
  END IF;
  IF NEW.deleted_at IS NULL AND NOT NEW.is_hidden THEN
    INSERT INTO post_counts (category_id, post_type, language, visible) VALUES (NEW.category_id, NEW.post_type, NEW.language, 1)
      ON CONFLICT (category_id, post_type, language) DO UPDATE SET visible = post_counts.visible + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "posts_count_update" ON "posts";--> statement-breakpoint
CREATE TRIGGER posts_count_update AFTER UPDATE ON posts FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.post_type IS DISTINCT FROM NEW.post_type
    OR OLD.language IS DISTINCT FROM NEW.language
    OR (OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL) OR OLD.is_hidden IS DISTINCT FROM NEW.is_hidden)
  EXECUTE FUNCTION slime_count_posts_update();
--> statement-breakpoint
INSERT INTO post_counts (category_id, post_type, language, visible)
  SELECT category_id, post_type, language, count(*) FROM posts WHERE deleted_at IS NULL AND NOT is_hidden GROUP BY 1, 2, 3;
