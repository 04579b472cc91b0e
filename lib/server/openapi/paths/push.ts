import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { NOTIFICATION_KINDS } from '@/lib/enums';
import { envelopeSchema } from '@/lib/validation/common';
import {
  PUSH_SUBSCRIPTIONS_MAX,
  pushKeySchema,
  pushPreferencesBody,
  pushPreferencesSchema,
  pushSubscriptionBody,
  pushSubscriptionResult,
  pushUnsubscribeBody,
  pushUnsubscribeResult,
} from '@/lib/validation/push';
import { PUSH_TTL_SECONDS, PUSH_WINDOW_SECONDS } from '@/lib/server/push';
import { errorResponse, json, langParam, op } from '../op';

const tags = ['Web push'];

export const pushPaths: ZodOpenApiPathsObject = {
  '/v1/push/key/': {
    get: op('The VAPID public key browsers subscribe with', pushKeySchema, {
      tags,
      description:
        'Pass it as `applicationServerKey` to `PushManager.subscribe()`. `public_key` is null when web push is off on this server ' +
        '(PUSH_ENABLED=false). The game app’s webview does not use web push: see the README’s webview bridge.',
    }),
  },
  '/v1/push/subscriptions/': {
    post: op('Save this browser’s push subscription for the signed-in member', pushSubscriptionResult, {
      tags,
      auth: true,
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
      requestBody: json(pushSubscriptionBody),
      responses: {
        '201': { description: 'Saved', ...json(envelopeSchema(pushSubscriptionResult)) },
        '400': errorResponse(
          '1000: `errors.endpoint` endpointInvalid (not an https URL, too long) or endpointHost (not a push service); `errors.keys.*` keysInvalid',
        ),
        '404': errorResponse('Web push is off on this server'),
        '409': errorResponse('1500: `errors.endpoint` endpointTaken (the endpoint is saved for another member; nothing changed)'),
        '429': errorResponse('1700: too many saves (`Retry-After`)'),
      },
    }),
    delete: op('Delete one of the signed-in member’s subscriptions', pushUnsubscribeResult, {
      tags,
      auth: true,
      requestBody: json(pushUnsubscribeBody),
      responses: { '404': errorResponse('No subscription of the caller with this endpoint') },
    }),
  },
  '/v1/push/preferences/': {
    get: op('What the signed-in member wants pushed', pushPreferencesSchema, {
      tags,
      auth: true,
      description:
        'Until saved: every kind, no quiet hours, and the zone of the answer’s language (Asia/Seoul for ko, Asia/Taipei for zh-TW).',
      requestParams: { query: langParam },
    }),
    put: op('Replace what the signed-in member wants pushed', pushPreferencesSchema, {
      tags,
      auth: true,
      description:
        `\`kinds\`: of ${NOTIFICATION_KINDS.join(', ')}; a kind added later is off for members who saved theirs. ` +
        'Quiet hours run from `quiet_start` up to `quiet_end` (HH:MM) in `time_zone`, across midnight when the end is earlier; ' +
        'both null for none. Notifications claimed in quiet hours are not pushed later (they stay in the notification list).',
      requestBody: json(pushPreferencesBody),
      responses: {
        '400': errorResponse(
          '1000: `errors.kinds` kindInvalid; `errors.quiet_start` / `errors.quiet_end` quietInvalid, quietBoth (one end only), quietSame; `errors.time_zone` timeZoneInvalid',
        ),
      },
    }),
  },
};
