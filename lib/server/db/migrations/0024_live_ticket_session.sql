-- A live ticket opens a stream only while the session it was issued to lives (issue 26 §8): sign-out
-- revokes the session, and a ticket issued before it is refused. Tickets issued before this column
-- (at most a minute old) have none and are refused too.
ALTER TABLE "live_tickets" ADD COLUMN "session_id" integer;
--> statement-breakpoint
ALTER TABLE "live_tickets" ADD CONSTRAINT "live_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
