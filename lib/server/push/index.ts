import 'server-only';

// Web push (docs/push.md): VAPID keys, browsers' subscriptions, members' preferences and
// the dispatcher that pushes each new notification once.
export { assertVapidKeys, pushEnabled, vapidKeys, VapidKeysMissingError, type VapidKeys } from './vapid';
export { deleteSubscription, PUSH_SUBSCRIBE_LIMIT, saveSubscription } from './subscriptions';
export { checkPushEndpoint, isPushServiceHost, pushTarget, PUSH_SERVICE_HOSTS, type PushTarget } from './endpoint';
export {
  defaultPreferences,
  getPreferences,
  loadPreferences,
  preferencesFieldMessage,
  savePreferences,
  type PushPreferences,
} from './preferences';
export {
  dispatchPending,
  pushStats,
  resetPushStats,
  startPushDispatcher,
  stopPushDispatcher,
  PUSH_POLL_MS,
  PUSH_TTL_SECONDS,
  PUSH_WINDOW_SECONDS,
  type PushStats,
} from './dispatcher';
export { pushPayload, type PushPayload } from './text';
