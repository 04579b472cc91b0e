import 'server-only';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

// The live channel's numbers (docs/live.md). The environment may change them, tests do.
export const liveConfig = {
  /** A ticket opens one stream within this many seconds of being issued. */
  get ticketSeconds() {
    return setting('LIVE_TICKET_SECONDS', 60);
  },
  /** How often an instance reads live_events for new rows on PostgreSQL. */
  get pollMs() {
    return setting('LIVE_POLL_MS', 200);
  },
  /** The same on the embedded database, where a read costs a few hundred microseconds of one thread. */
  get pglitePollMs() {
    return setting('LIVE_PGLITE_POLL_MS', 50);
  },
  /** A comment line on every stream this often, so proxies do not close idle ones. */
  get heartbeatSeconds() {
    return setting('LIVE_HEARTBEAT_SECONDS', 20);
  },
  /** A reader reconnecting within this many minutes gets what they missed; after it, a reset. */
  get resumeMinutes() {
    return setting('LIVE_RESUME_MINUTES', 10);
  },
  /** Open streams per member (guests: per client address) on one instance. */
  get maxPerReader() {
    return setting('LIVE_MAX_PER_READER', 5);
  },
  /** Topics one stream may ask for (the member's own user topic is added on top). */
  get topicsMax() {
    return setting('LIVE_TOPICS_MAX', 20);
  },
  /** How often an instance checks that the sessions of its open member streams are still signed in. */
  get sessionCheckMs() {
    return setting('LIVE_SESSION_CHECK_MS', 500);
  },
  /**
   * A new comment's event waits this long after the feed first sees it, then goes only if the
   * comment is still shown: one hidden or deleted right after it was posted is never sent.
   */
  get commentHoldMs() {
    return setting('LIVE_COMMENT_HOLD_MS', 300);
  },
  /** A direct (not pooled) PostgreSQL URL to LISTEN on, waking the feed at once; polling does the rest. */
  get listenUrl() {
    return process.env.LIVE_LISTEN_URL || undefined;
  },
};

export const LIVE_RETRY_MS = 3000;
// A reader whose unread frames pass this is cut off (it reconnects and resumes): one slow phone
// must not hold the server's memory.
export const LIVE_MAX_QUEUED_BYTES = 256 * 1024;
// A missing id in live_events is a transaction still committing (or one rolled back): later rows
// wait for it this long, so readers get events in id order and Last-Event-ID loses nothing.
export const LIVE_GAP_WAIT_MS = 1000;
