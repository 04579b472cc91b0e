import { stopLiveFeed } from '@/lib/server/live/feed';

// A file that opened a live stream (the live tests, or the OpenAPI sweep calling every route) leaves
// the feed's poll and heartbeat timers running. Once the file's environment is torn down, Jest
// cleans its globals, where the feed keeps its state: the next tick then fails whatever file runs
// next in that worker. Every API test file stops the feed (and the streams' session checks) at its end.
afterAll(() => stopLiveFeed());
