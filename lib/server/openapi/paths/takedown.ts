import 'server-only';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { idParam } from '@/lib/validation/common';
import {
  TAKEDOWN_DAYS,
  TAKEDOWN_TRUST_ACCOUNT_DAYS,
  TAKEDOWN_TRUST_MIN_CONTENT,
  takedownObjectionInput,
  takedownRequestInput,
  takedownSchema,
} from '@/lib/validation/takedown';
import { errorResponse, json, op } from '../op';

const tags = ['Moderation'];
const notFound = {
  '404': errorResponse('1400: no such request, or the caller is neither its post’s author, its requester nor an operator'),
};
const states =
  `임시조치 (Article 44-2 of Korea's Network Act): the post is blinded for ${TAKEDOWN_DAYS} days at most; ` +
  'pending → blinded (an operator approves) | dismissed; blinded → objected (the author asks for it back) → restored | removed by an operator; ' +
  'blinded → expired (deleted) when the period ends without an objection, once an operator has reviewed the blinding.';

function created(operation: ReturnType<typeof op>) {
  const { '200': success, ...responses } = operation.responses ?? {};
  return { ...operation, responses: { '201': { ...(success as object), description: 'Created' }, ...responses } };
}

export const takedownPaths: ZodOpenApiPathsObject = {
  '/v1/community/{id}/takedown/': {
    post: created(
      op('Ask for a post to be taken down for infringing a right (임시조치)', takedownSchema, {
        tags,
        auth: true,
        description:
          `${states} A trusted member's request (account at least ${TAKEDOWN_TRUST_ACCOUNT_DAYS} days old, at least ${TAKEDOWN_TRUST_MIN_CONTENT} visible posts and comments) ` +
          'blinds the post at once and its author is notified; any other request, and any request about an operator’s or a pinned post or a post an operator restored before, ' +
          'answers status `pending` with its `queue_reason` and waits for an operator. The author never learns who asked. One request per post per member, ever. At most 3 an hour and 5 a day.',
        requestParams: { path: idParam },
        requestBody: json(takedownRequestInput),
        responses: {
          '400': errorResponse('1000: takedownReason, takedownStatement (20–2000 characters), takedownAffirm'),
          '404': errorResponse('1400: no such post, or it is hidden or deleted'),
          '409': errorResponse(
            '1500: takedownOwnPost (your own post), takedownRepeat (you asked about this post before; translated message), takedownOpen (the post already has an open request)',
          ),
          '429': errorResponse('1700: too many requests'),
        },
      }),
    ),
  },
  '/v1/community/takedowns/{id}/': {
    get: op('A takedown request, for its post’s author, its requester or an operator', takedownSchema, {
      tags,
      auth: true,
      description: 'A suspended author may read it too. The requester is named to operators only.',
      requestParams: { path: idParam },
      responses: notFound,
    }),
  },
  '/v1/community/takedowns/{id}/objection/': {
    post: op('The author asks for a blinded post back (재게시 요청)', takedownSchema, {
      tags,
      auth: true,
      description: 'Once, while the request is blinded and its period runs; operators then decide. A suspended author may object.',
      requestParams: { path: idParam },
      requestBody: json(takedownObjectionInput),
      responses: {
        ...notFound,
        '400': errorResponse('1000: takedownObjection (10–2000 characters)'),
        '409': errorResponse('1500: takedownNotBlinded (already objected, decided or expired)'),
      },
    }),
  },
};
