-- Live events written by the database itself (lib/server/live): new notifications, new visible
-- comments and changes to an item's offers. The triggers are deferred to the commit, so a comment
-- held by the word filter (inserted, then hidden in the same transaction) is never announced, the
-- unread count is the one after the transaction, and ids are taken in about commit order (the
-- instances' feed reads the table in id order). Rows written with an old created_at (the demo
-- seed, the bench's growth) are history, not news: the WHEN clauses leave them out.

-- One ladder event per item per transaction, however many of its offers the transaction changed.
CREATE FUNCTION slime_live_ladder(item integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  seen text := coalesce(current_setting('slime.live_ladder', true), '');
  event_id bigint;
BEGIN
  IF item IS NULL OR position(',' || item || ',' IN seen) > 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('slime.live_ladder', CASE WHEN seen = '' THEN ',' ELSE seen END || item || ',', true);
  INSERT INTO live_events (topic, kind, payload) VALUES ('item:' || item, 'ladder', jsonb_build_object('item_id', item))
    RETURNING id INTO event_id;
  PERFORM pg_notify('live_events', event_id::text);
END $$;
--> statement-breakpoint
CREATE FUNCTION slime_live_notification() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor integer;
  unread integer;
  event_id bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM notifications WHERE id = NEW.id) THEN
    RETURN NULL;
  END IF;
  -- Who caused it, as lib/server/people/notifications.ts reads it (actorId, or userId for friend requests).
  actor := CASE
    WHEN (NEW.payload->>'actorId') ~ '^[0-9]{1,9}$' THEN (NEW.payload->>'actorId')::integer
    WHEN NEW.kind IN ('friend_request', 'friend_accepted') AND (NEW.payload->>'userId') ~ '^[0-9]{1,9}$' THEN (NEW.payload->>'userId')::integer
  END;
  -- The member's unread count as the bell shows it: notifications from members blocked either way left out.
  SELECT count(*)::integer INTO unread
  FROM notifications n
  WHERE n.user_id = NEW.user_id AND n.read_at IS NULL
    AND coalesce(CASE
      WHEN (n.payload->>'actorId') ~ '^[0-9]{1,9}$' THEN (n.payload->>'actorId')::integer
      WHEN n.kind IN ('friend_request', 'friend_accepted') AND (n.payload->>'userId') ~ '^[0-9]{1,9}$' THEN (n.payload->>'userId')::integer
    END, 0) NOT IN (
      SELECT CASE WHEN b.blocker_id = NEW.user_id THEN b.blocked_id ELSE b.blocker_id END
      FROM blocks b WHERE b.blocker_id = NEW.user_id OR b.blocked_id = NEW.user_id
    );
  INSERT INTO live_events (topic, kind, payload, actor_id)
    VALUES ('user:' || NEW.user_id, 'notification', jsonb_build_object('id', NEW.id, 'kind', NEW.kind, 'unread_count', unread), actor)
    RETURNING id INTO event_id;
  PERFORM pg_notify('live_events', event_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_notification AFTER INSERT ON notifications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.created_at > now() - interval '1 minute')
  EXECUTE FUNCTION slime_live_notification();
--> statement-breakpoint
CREATE FUNCTION slime_live_comment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
BEGIN
  -- As the comment stands at commit: held by the word filter or deleted since → not news.
  IF NOT EXISTS (
    SELECT 1 FROM comments c JOIN posts p ON p.id = c.post_id
    WHERE c.id = NEW.id AND NOT c.is_hidden AND c.deleted_at IS NULL AND NOT p.is_hidden AND p.deleted_at IS NULL
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO live_events (topic, kind, payload, actor_id)
    VALUES (
      'post:' || NEW.post_id,
      'comment',
      jsonb_build_object('post_id', NEW.post_id, 'comment_id', NEW.id, 'parent_id', NEW.parent_id, 'author_id', NEW.author_id),
      NEW.author_id
    )
    RETURNING id INTO event_id;
  PERFORM pg_notify('live_events', event_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_comment AFTER INSERT ON comments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.created_at > now() - interval '1 minute')
  EXECUTE FUNCTION slime_live_comment();
--> statement-breakpoint
-- A priced, active wish entry is an offer on its item's ladder: announce it coming, going or changing.
CREATE FUNCTION slime_live_wish_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.price IS NOT NULL AND OLD.status = 1 THEN
    IF TG_OP = 'DELETE' OR (OLD.status, OLD.price, OLD.count, OLD.item_id, OLD.wish_type) IS DISTINCT FROM (NEW.status, NEW.price, NEW.count, NEW.item_id, NEW.wish_type) THEN
      PERFORM slime_live_ladder(OLD.item_id);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.price IS NOT NULL AND NEW.status = 1 THEN
    IF TG_OP = 'INSERT' OR (OLD.status, OLD.price, OLD.count, OLD.item_id, OLD.wish_type) IS DISTINCT FROM (NEW.status, NEW.price, NEW.count, NEW.item_id, NEW.wish_type) THEN
      PERFORM slime_live_ladder(NEW.item_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_wish_item AFTER INSERT OR UPDATE OR DELETE ON wish_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION slime_live_wish_item();
--> statement-breakpoint
CREATE FUNCTION slime_live_post_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.price, OLD.count, OLD.trade_role, OLD.item_id) IS DISTINCT FROM (NEW.price, NEW.count, NEW.trade_role, NEW.item_id)) THEN
    PERFORM slime_live_ladder(OLD.item_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (OLD.price, OLD.count, OLD.trade_role, OLD.item_id) IS DISTINCT FROM (NEW.price, NEW.count, NEW.trade_role, NEW.item_id)) THEN
    PERFORM slime_live_ladder(NEW.item_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_post_item AFTER INSERT OR UPDATE OR DELETE ON post_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION slime_live_post_item();
--> statement-breakpoint
-- A trade post hidden, deleted or brought back takes its items' offers off the ladders, or puts them back.
CREATE FUNCTION slime_live_post_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM slime_live_ladder(pi.item_id) FROM post_items pi WHERE pi.post_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_post_visibility AFTER UPDATE OF is_hidden, deleted_at ON posts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.is_hidden, OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.is_hidden, NEW.deleted_at IS NULL))
  EXECUTE FUNCTION slime_live_post_visibility();
