import 'server-only';

// The live channel's server side (README "Live updates").
export { liveConfig } from './config';
export { publishLive, type LiveKind, type LiveTopic } from './publish';
export { liveHead, liveSubscriberCount, onLiveBatch, stopLiveFeed, wakeLiveFeed, type LiveRow } from './feed';
export { issueLiveTicket, liveTicketHolder, redeemLiveTicket, purgeLive, type LiveTicket } from './tickets';
export { openLiveStream, openLiveStreams, parseTopics } from './stream';
