CREATE TABLE "post_counts" (
	"category_id" integer NOT NULL,
	"post_type" integer NOT NULL,
	"visible" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_counts_category_id_post_type_pk" PRIMARY KEY("category_id","post_type")
);
--> statement-breakpoint
CREATE FUNCTION slime_count_posts_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_counts (category_id, post_type, visible)
      SELECT category_id, post_type, count(*) FROM new_rows WHERE deleted_at IS NULL AND NOT is_hidden GROUP BY 1, 2
      ON CONFLICT (category_id, post_type) DO UPDATE SET visible = post_counts.visible + excluded.visible;
  ELSE
    INSERT INTO post_counts (category_id, post_type, visible)
      SELECT category_id, post_type, -count(*) FROM old_rows WHERE deleted_at IS NULL AND NOT is_hidden GROUP BY 1, 2
      ON CONFLICT (category_id, post_type) DO UPDATE SET visible = post_counts.visible + excluded.visible;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION slime_count_posts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deleted_at IS NULL AND NOT OLD.is_hidden THEN
    INSERT INTO post_counts (category_id, post_type, visible) VALUES (OLD.category_id, OLD.post_type, -1)
      ON CONFLICT (category_id, post_type) DO UPDATE SET visible = post_counts.visible - 1;
  END IF;
  IF NEW.deleted_at IS NULL AND NOT NEW.is_hidden THEN
    INSERT INTO post_counts (category_id, post_type, visible) VALUES (NEW.category_id, NEW.post_type, 1)
      ON CONFLICT (category_id, post_type) DO UPDATE SET visible = post_counts.visible + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_count_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION slime_count_posts_rows();
--> statement-breakpoint
CREATE TRIGGER posts_count_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION slime_count_posts_rows();
--> statement-breakpoint
CREATE TRIGGER posts_count_update AFTER UPDATE ON posts FOR EACH ROW
  WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.post_type IS DISTINCT FROM NEW.post_type
    OR (OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL) OR OLD.is_hidden IS DISTINCT FROM NEW.is_hidden)
  EXECUTE FUNCTION slime_count_posts_update();
--> statement-breakpoint
INSERT INTO post_counts (category_id, post_type, visible)
  SELECT category_id, post_type, count(*) FROM posts WHERE deleted_at IS NULL AND NOT is_hidden GROUP BY 1, 2;
