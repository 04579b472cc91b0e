import { NOTIFICATION_KINDS } from '@/lib/enums';
import { handler, ok } from '@/lib/server/http/route';
import { getPreferences, preferencesFieldMessage, savePreferences } from '@/lib/server/push';
import { pushPreferencesBody, pushPreferencesSchema } from '@/lib/validation/push';

export const GET = handler(
  {
    summary: 'What the signed-in member wants pushed',
    description:
      'Until saved: every kind, no quiet hours, and the zone of the answer’s language (Asia/Seoul for ko, Asia/Taipei for zh-TW).',
    tags: ['Web push'],
    auth: 'signedIn',
    lang: true,
    response: pushPreferencesSchema,
  },
  async ({ viewer, locale }) => ok(await getPreferences(viewer.id, locale)),
);

export const PUT = handler(
  {
    summary: 'Replace what the signed-in member wants pushed',
    description:
      `\`kinds\`: of ${NOTIFICATION_KINDS.join(', ')}; a kind added later is off for members who saved theirs. ` +
      'Quiet hours run from `quiet_start` up to `quiet_end` (HH:MM) in `time_zone`, across midnight when the end is earlier; ' +
      'both null for none. Notifications claimed in quiet hours are not pushed later (they stay in the notification list).',
    tags: ['Web push'],
    auth: 'signedIn',
    lang: true,
    body: pushPreferencesBody,
    response: pushPreferencesSchema,
    fieldMessage: preferencesFieldMessage,
    errors: {
      '400':
        '1000 (`message`: the first field’s error in the reader’s language): `errors.kinds` kindInvalid; `errors.quiet_start` / `errors.quiet_end` quietInvalid, quietBoth (one end only), quietSame; `errors.time_zone` timeZoneInvalid (not an IANA zone this server knows)',
    },
  },
  async ({ viewer, body }) => ok(await savePreferences(viewer.id, body)),
);
