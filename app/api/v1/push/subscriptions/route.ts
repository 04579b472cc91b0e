import { handler, ok } from '@/lib/server/http/route';
import { created } from '@/lib/server/openapi/op';
import { deleteSubscription, PUSH_TTL_SECONDS, PUSH_WINDOW_SECONDS, saveSubscription } from '@/lib/server/push';
import {
  PUSH_SUBSCRIPTIONS_MAX,
  pushSubscriptionBody,
  pushSubscriptionResult,
  pushUnsubscribeBody,
  pushUnsubscribeResult,
} from '@/lib/validation/push';

export const POST = handler(
  {
    summary: 'Save this browser’s push subscription for the signed-in member',
    description:
      `The body is the browser’s \`PushSubscription.toJSON()\`. Saved by endpoint, in its normalised form: the same browser ` +
      `subscribing again keeps one subscription; an endpoint saved by another member stays theirs (409). At most ` +
      `${PUSH_SUBSCRIPTIONS_MAX} per member (the oldest go); at most 20 saves per 10 minutes (429). The endpoint must be ` +
      '`https://` + a host name of [a-z0-9.-] on a known push service (FCM, Mozilla, Apple, Windows), port 443, no user ' +
      'info or odd characters. Each new notification ' +
      `(of the last ${PUSH_WINDOW_SECONDS / 60} minutes) is pushed once, encrypted (aes128gcm) as JSON ` +
      '`{ title, body, url, kind, id }` in the member’s language, kept by the push service up to ' +
      `${PUSH_TTL_SECONDS / 3600} hours; not when its kind is off, in quiet hours, or from a member blocked either way. ` +
      'A subscription the push service answers 404 or 410 for is deleted.',
    tags: ['Web push'],
    auth: 'signedIn',
    body: pushSubscriptionBody,
    response: pushSubscriptionResult,
    errors: {
      '400':
        '1000: `errors.endpoint` endpointInvalid (not an https URL, too long) or endpointHost (not a push service); `errors.keys.*` keysInvalid',
      '404': 'Web push is off on this server',
      '409': '1500: `errors.endpoint` endpointTaken (the endpoint is saved for another member; nothing changed)',
      '429': '1700: too many saves (`Retry-After`)',
    },
    openapi: { responses: { ...created(pushSubscriptionResult, 'Saved') } },
  },
  async ({ req, body, viewer, locale }) =>
    ok(await saveSubscription(viewer.id, body, req.headers.get('user-agent'), locale), { status: 201 }),
);

export const DELETE = handler(
  {
    summary: 'Delete one of the signed-in member’s subscriptions',
    tags: ['Web push'],
    auth: 'signedIn',
    body: pushUnsubscribeBody,
    response: pushUnsubscribeResult,
    errors: { '404': 'No subscription of the caller with this endpoint' },
  },
  async ({ body, viewer }) => ok(await deleteSubscription(viewer.id, body.endpoint)),
);
