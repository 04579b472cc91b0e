import 'server-only';

// The live channel's server side (docs/live.md).
export { liveConfig } from './config';
export { publishLive, type LiveKind, type LiveTopic } from './publish';
export { liveHead, liveSubscriberCount, onLiveBatch, stopLiveFeed, wakeLiveFeed, type LiveRow } from './feed';
export { issueLiveTicket, liveTicketHolder, redeemLiveTicket, purgeLive, type LiveTicket, type TicketHolder } from './tickets';
export { checkLiveSessions, liveSessionIds, watchSession } from './sessions';
export { openLiveStream, openLiveStreams, parseTopics } from './stream';
