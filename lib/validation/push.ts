import { z } from '@/lib/zod';
import { NOTIFICATION_KINDS } from '@/lib/enums';
import { isTimeZone, parseClock } from '@/lib/push/quiet-hours';

// ── Contract of web push: the VAPID key, a browser's subscription, and what a member wants pushed ──

export type NotificationKindName = (typeof NOTIFICATION_KINDS)[number];

/** Subscriptions kept per member (one per browser); saving one more drops the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
export const PUSH_ENDPOINT_MAX = 1000;
export const TIME_ZONE_MAX = 64;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

// The browser's PushSubscription.toJSON(): an https endpoint of its push service and the keys
// the payload is encrypted for (P-256 public key, 65 bytes; auth secret, 16 bytes).
export const pushSubscriptionBody = z
  .object({
    endpoint: z
      .string({ error: 'endpointInvalid' })
      .max(PUSH_ENDPOINT_MAX, 'endpointInvalid')
      .refine((value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' && !url.username && !url.password && url.hostname.length > 0;
        } catch {
          return false;
        }
      }, 'endpointInvalid')
      .meta({ description: 'The push service URL of this browser (https)' }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        p256dh: z
          .string({ error: 'keysInvalid' })
          .max(100, 'keysInvalid')
          .regex(BASE64URL, 'keysInvalid')
          .refine((v) => decodedLength(v) === 65, 'keysInvalid')
          .meta({ description: 'The browser’s P-256 public key, base64url (65 bytes)' }),
        auth: z
          .string({ error: 'keysInvalid' })
          .max(32, 'keysInvalid')
          .regex(BASE64URL, 'keysInvalid')
          .refine((v) => decodedLength(v) === 16, 'keysInvalid')
          .meta({ description: 'The auth secret, base64url (16 bytes)' }),
      },
      { error: 'keysInvalid' },
    ),
  })
  .meta({ id: 'PushSubscriptionBody', description: 'PushSubscription.toJSON() of the browser' });
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({
  endpoint: z.string({ error: 'endpointInvalid' }).min(1, 'endpointInvalid').max(PUSH_ENDPOINT_MAX, 'endpointInvalid'),
});

const clock = z
  .string({ error: 'quietInvalid' })
  .max(5, 'quietInvalid')
  .refine((v) => parseClock(v) !== null, 'quietInvalid')
  .meta({ description: 'HH:MM, 24-hour, in `time_zone`' });

export const pushPreferencesBody = z
  .object({
    kinds: z
      .array(z.enum(NOTIFICATION_KINDS, { error: 'kindInvalid' }), { error: 'kindInvalid' })
      .max(NOTIFICATION_KINDS.length, 'kindInvalid')
      .transform((kinds) => NOTIFICATION_KINDS.filter((k) => kinds.includes(k)))
      .meta({ description: 'The kinds of notification pushed; the others are not' }),
    quiet_start: clock.nullable(),
    quiet_end: clock.nullable(),
    time_zone: z
      .string({ error: 'timeZoneInvalid' })
      .max(TIME_ZONE_MAX, 'timeZoneInvalid')
      .refine(isTimeZone, 'timeZoneInvalid')
      .meta({ description: 'IANA time zone of the quiet hours, e.g. Asia/Seoul' }),
  })
  .superRefine((body, ctx) => {
    if ((body.quiet_start === null) !== (body.quiet_end === null)) {
      ctx.addIssue({ code: 'custom', path: [body.quiet_start === null ? 'quiet_start' : 'quiet_end'], message: 'quietBoth' });
    } else if (body.quiet_start !== null && body.quiet_start === body.quiet_end) {
      ctx.addIssue({ code: 'custom', path: ['quiet_end'], message: 'quietSame' });
    }
  });
export type PushPreferencesBody = z.infer<typeof pushPreferencesBody>;

export const pushPreferencesSchema = z
  .object({
    kinds: z.array(z.enum(NOTIFICATION_KINDS)),
    quiet_start: z.string().max(5).nullable().meta({ description: 'HH:MM, or null: no quiet hours' }),
    quiet_end: z.string().max(5).nullable().meta({ description: 'HH:MM; before quiet_start means the quiet hours span midnight' }),
    time_zone: z.string(),
  })
  .meta({ id: 'PushPreferences' });
export type PushPreferencesDto = z.infer<typeof pushPreferencesSchema>;

export const pushKeySchema = z
  .object({
    public_key: z
      .string()
      .nullable()
      .meta({ description: 'The VAPID public key (applicationServerKey), base64url; null when web push is off on this server' }),
  })
  .meta({ id: 'PushKey' });
export type PushKeyDto = z.infer<typeof pushKeySchema>;

export const pushSubscriptionResult = z.object({ id: z.number().int() }).meta({ id: 'PushSubscriptionSaved' });
export type PushSubscriptionSavedDto = z.infer<typeof pushSubscriptionResult>;
export const pushUnsubscribeResult = z.object({ deleted: z.number().int() });
export type PushUnsubscribeResultDto = z.infer<typeof pushUnsubscribeResult>;

function decodedLength(value: string): number {
  const bare = value.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}
