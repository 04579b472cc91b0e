import { handler, ok } from '@/lib/server/http/route';
import { requestTakedown } from '@/lib/server/moderation/takedown';
import { created } from '@/lib/server/openapi/op';
import { idParam } from '@/lib/validation/common';
import {
  TAKEDOWN_DAYS,
  TAKEDOWN_TRUST_ACCOUNT_DAYS,
  TAKEDOWN_TRUST_MIN_CONTENT,
  takedownRequestInput,
  takedownSchema,
} from '@/lib/validation/takedown';

const states =
  `임시조치 (Article 44-2 of Korea's Network Act): the post is blinded for ${TAKEDOWN_DAYS} days at most; ` +
  'pending → blinded (an operator approves) | dismissed; blinded → objected (the author asks for it back) → restored | removed by an operator; ' +
  'blinded → expired (deleted) when the period ends without an objection, once an operator has reviewed the blinding.';

export const POST = handler(
  {
    summary: 'Ask for a post to be taken down for infringing a right (임시조치)',
    description:
      `${states} A trusted member's request (account at least ${TAKEDOWN_TRUST_ACCOUNT_DAYS} days old, at least ${TAKEDOWN_TRUST_MIN_CONTENT} visible posts and comments) ` +
      'blinds the post at once and its author is notified; any other request, and any request about an operator’s or a pinned post or a post an operator restored before, ' +
      'answers status `pending` with its `queue_reason` and waits for an operator. The author never learns who asked. One request per post per member, ever. At most 3 an hour and 5 a day.',
    tags: ['Moderation'],
    auth: 'member',
    params: idParam,
    body: takedownRequestInput,
    response: null,
    errors: {
      '400': '1000: takedownReason, takedownStatement (20–2000 characters), takedownAffirm',
      '404': '1400: no such post, or it is hidden or deleted',
      '409':
        '1500: takedownOwnPost (your own post), takedownRepeat (you asked about this post before; translated message), takedownOpen (the post already has an open request)',
      '429': '1700: too many requests',
    },
    openapi: { responses: created(takedownSchema) },
  },
  async ({ params, body, viewer, locale }) => ok(await requestTakedown(viewer, params.id, body, locale), { status: 201 }),
);
