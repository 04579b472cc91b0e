-- What a member's personal layer shows (lib/server/people/personal-layer.ts: the member, the unread
-- count, the authors hidden by blocks, their reactions) is kept by the production server per
-- session (scripts/server/page-cache.mjs) under the tag `member:<id>`. Every write that changes
-- it, whoever makes it and on whichever instance, records that tag in cache_invalidations with the
-- write's transaction, and every instance applies it within a second (lib/server/cache/pages.ts).
-- Triggers rather than calls in the domain code: a notification, a block or a badge grant comes
-- from many places, and a missed call would show a member stale state for a whole TTL.
CREATE FUNCTION slime_invalidate_members(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
BEGIN
  SELECT array_agg(DISTINCT 'member:' || id) INTO tags FROM unnest(ids) AS id WHERE id IS NOT NULL;
  IF tags IS NULL THEN
    RETURN;
  END IF;
  -- A bulk write (a notice to everyone, the bench's growth) drops every member's layer at once.
  IF cardinality(tags) > 1000 THEN
    tags := ARRAY['members'];
  END IF;
  INSERT INTO cache_invalidations (tags) VALUES (tags);
END $$;
--> statement-breakpoint
-- A statement's rows, in the transition table its trigger names (old_rows for a delete, new_rows
-- otherwise): the members in the column TG_ARGV[0] (and TG_ARGV[1] when given).
CREATE FUNCTION slime_member_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'SELECT slime_invalidate_members(array_agg(%1$I) || array_agg(%2$I)) FROM %3$I',
    TG_ARGV[0], coalesce(TG_ARGV[1], TG_ARGV[0]), CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER personal_notifications_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slime_member_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER personal_notifications_update AFTER UPDATE ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slime_member_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER personal_notifications_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION slime_member_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER personal_blocks_insert AFTER INSERT ON blocks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slime_member_rows('blocker_id', 'blocked_id');
--> statement-breakpoint
CREATE TRIGGER personal_blocks_delete AFTER DELETE ON blocks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION slime_member_rows('blocker_id', 'blocked_id');
--> statement-breakpoint
CREATE TRIGGER personal_reactions_insert AFTER INSERT ON post_reactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slime_member_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER personal_reactions_delete AFTER DELETE ON post_reactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION slime_member_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER personal_badges_insert AFTER INSERT ON user_badges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION slime_member_rows('user_id');
--> statement-breakpoint
CREATE TRIGGER personal_badges_delete AFTER DELETE ON user_badges
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION slime_member_rows('user_id');
--> statement-breakpoint
-- A badge's title shows in every holder's layer.
CREATE FUNCTION slime_invalidate_all_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_invalidations (tags) VALUES (ARRAY['members']);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER personal_badge_titles AFTER UPDATE OR DELETE ON badges
  FOR EACH STATEMENT EXECUTE FUNCTION slime_invalidate_all_members();
--> statement-breakpoint
-- One changed row whose column TG_ARGV[0] names the member.
CREATE FUNCTION slime_member_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  PERFORM slime_invalidate_members(ARRAY[(changed ->> TG_ARGV[0])::integer]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The member's own row, when what the layer shows or who may sign in changes (not on every write:
-- updated_at alone, or the trading counters, leave the layer as it was).
CREATE TRIGGER personal_user_update AFTER UPDATE ON users FOR EACH ROW
  WHEN (
    OLD.nickname IS DISTINCT FROM NEW.nickname OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone IS DISTINCT FROM NEW.phone
    OR OLD.status_message IS DISTINCT FROM NEW.status_message OR OLD.profile_image IS DISTINCT FROM NEW.profile_image
    OR OLD.role IS DISTINCT FROM NEW.role OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.suspended_until IS DISTINCT FROM NEW.suspended_until OR OLD.withdrawn_at IS DISTINCT FROM NEW.withdrawn_at
    OR OLD.represent_badge_id IS DISTINCT FROM NEW.represent_badge_id OR OLD.referral_ball IS DISTINCT FROM NEW.referral_ball
    OR OLD.locale IS DISTINCT FROM NEW.locale OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
  )
  EXECUTE FUNCTION slime_member_row('id');
--> statement-breakpoint
CREATE TRIGGER personal_user_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION slime_member_row('id');
--> statement-breakpoint
-- A session signed out or revoked: its kept layer must not answer again.
CREATE TRIGGER personal_session_revoked AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION slime_member_row('user_id');
--> statement-breakpoint
CREATE TRIGGER personal_session_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION slime_member_row('user_id');
