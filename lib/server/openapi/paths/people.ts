import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { idParam, pageQuery, paginatedSchema } from '@/lib/validation/common';
import {
  blockEntrySchema,
  blockStateSchema,
  friendEntrySchema,
  friendRequestsSchema,
  friendStateSchema,
  notificationListQuery,
  notificationSchema,
  ownedBadgeSchema,
  profileUpdateSchema,
  publicProfileSchema,
  readResultSchema,
  reportCreateSchema,
  reportSchema,
  unreadCountSchema,
  userCommentSchema,
  userPostPageSchema,
  userRefSchema,
  uuidParam,
} from '@/lib/validation/people';
import { meSchema } from '@/lib/validation/users';
import { errorResponse, json, langParam, op } from '../op';

// Profiles, friends, blocks, reports, badges and notifications.

const profiles = ['People: profiles'];
const friends = ['People: friends'];
const blocking = ['People: blocks'];
const reporting = ['People: reports'];
const badgeTags = ['People: badges'];
const notices = ['People: notifications'];

const userRefQuery = z.object({ user_uuid: z.uuid().optional().meta({ description: 'Instead of the JSON body' }) });
const created = (schema: z.ZodType) => ({ '201': { description: 'Created', ...json(z.object({ code: z.literal(0), data: schema })) } });
const unknownUser = errorResponse('1400: no such member (or withdrawn, or they blocked the reader)');

export const peoplePaths: ZodOpenApiPathsObject = {
  '/v1/users/{uuid}/': {
    get: op("A member's public profile, with the signed-in reader's relation to them", publicProfileSchema, {
      tags: profiles,
      description:
        'A withdrawn member answers `is_withdrawn: true` with no name, picture or counts. A member who blocked the reader ' +
        'answers 404; a member the reader blocked answers `relation.is_blocked: true` (their posts and comments lists are empty).',
      requestParams: { path: uuidParam, query: langParam },
      responses: { '404': unknownUser },
    }),
  },
  '/v1/users/{uuid}/posts/': {
    get: op("A member's visible posts, newest first (10 a page)", userPostPageSchema, {
      tags: profiles,
      requestParams: { path: uuidParam, query: pageQuery.extend(langParam.shape) },
      responses: { '404': unknownUser },
    }),
  },
  '/v1/users/{uuid}/comments/': {
    get: op("A member's visible comments and replies, newest first, with their post's title", paginatedSchema(userCommentSchema), {
      tags: profiles,
      description: 'Comments under posts or threads of members the reader is blocked with (either way) are left out.',
      requestParams: { path: uuidParam, query: pageQuery },
      responses: { '404': unknownUser },
    }),
  },
  '/v1/users/{uuid}/badges/': {
    get: op("A member's badges, oldest first", z.array(ownedBadgeSchema), {
      tags: [...profiles, ...badgeTags],
      requestParams: { path: uuidParam, query: langParam },
      responses: { '404': unknownUser },
    }),
  },
  '/v1/user/profile/': {
    get: op("One's own public profile (with counts)", publicProfileSchema, {
      tags: profiles,
      auth: true,
      requestParams: { query: langParam },
    }),
    patch: op("Edit one's profile: nickname, status message, picture, representative badge", meSchema, {
      tags: profiles,
      auth: true,
      description:
        'Only the fields sent change. Nickname: 2–10 characters, no spaces or < > " \' ` &, unique case-insensitively (409 / 2005). ' +
        'Status message: at most 100 characters. Picture: an own upload from POST /v1/user/profile-image/, or null for the default. ' +
        "Representative badge: one of one's badges, or null. " +
        'At most 30 saves per 10 minutes (with the picture uploads), and 5 nickname changes a day (429 / 1700 with Retry-After).',
      requestBody: json(profileUpdateSchema),
      requestParams: { query: langParam },
      responses: {
        '400': errorResponse(
          '1000: `errors.nickname` (nicknameLength, nicknameChars), `errors.status_message` (statusMessageMax), `errors.profile_image`, `errors.represent_badge_id` (badgeNotOwned)',
        ),
        '409': errorResponse('2005: the nickname is in use'),
      },
    }),
  },
  '/v1/user/profile-image/': {
    post: op('Upload a new profile picture and show it at once', meSchema, {
      tags: profiles,
      auth: true,
      description:
        'Multipart field `image` (or `file`): JPEG, PNG, WebP or GIF, at most 5 MB; re-encoded to WebP without metadata. ' +
        'Counts as a profile edit (30 per 10 minutes, 429 / 1700 beyond).',
      requestBody: {
        content: { 'multipart/form-data': { schema: z.object({ image: z.string().meta({ format: 'binary' }) }) } },
      },
      responses: {
        ...created(meSchema),
        '413': errorResponse('1600: larger than 5 MB'),
        '415': errorResponse('1601: not an image we accept'),
      },
    }),
  },
  '/v1/friends/': {
    get: op("One's friends, most recent first", paginatedSchema(friendEntrySchema), {
      tags: friends,
      auth: true,
      requestParams: { query: pageQuery.extend(langParam.shape) },
    }),
    delete: op('End a friendship', friendStateSchema, {
      tags: friends,
      auth: true,
      requestBody: json(userRefSchema),
      requestParams: { query: userRefQuery },
      responses: { '404': errorResponse('1400: not friends') },
    }),
  },
  '/v1/friends/{uuid}/': {
    delete: op('End a friendship (the member in the path)', friendStateSchema, {
      tags: friends,
      auth: true,
      requestParams: { path: uuidParam },
      responses: { '404': errorResponse('1400: not friends') },
    }),
  },
  '/v1/friend/request/': {
    get: op('Pending friend requests, incoming and outgoing', friendRequestsSchema, {
      tags: friends,
      auth: true,
      requestParams: { query: langParam },
    }),
    post: op('Ask a member to be friends', friendStateSchema, {
      tags: friends,
      auth: true,
      description:
        'States: none → pending (`pending_outgoing` for the sender, `pending_incoming` for the other) → friends. The other member gets a ' +
        '`friend_request` notification. At most 30 requests an hour.',
      requestBody: json(userRefSchema),
      responses: {
        ...created(friendStateSchema),
        '400': errorResponse('1000: oneself'),
        '403': errorResponse('1300: a block stands between the two; 1301: suspended'),
        '404': unknownUser,
        '409': errorResponse('1500: already friends or a request is pending (either way)'),
      },
    }),
    delete: op("Cancel one's own pending request", friendStateSchema, {
      tags: friends,
      auth: true,
      requestBody: json(userRefSchema),
      requestParams: { query: userRefQuery },
      responses: { '404': errorResponse('1400: no pending request from the reader') },
    }),
  },
  '/v1/friend/request/accept/': {
    post: op('Accept the request a member sent', friendStateSchema, {
      tags: friends,
      auth: true,
      description: 'The requester gets a `friend_accepted` notification.',
      requestBody: json(userRefSchema),
      responses: { '404': errorResponse('1400: no pending request from that member') },
    }),
  },
  '/v1/friend/request/decline/': {
    post: op('Decline the request a member sent', friendStateSchema, {
      tags: friends,
      auth: true,
      requestBody: json(userRefSchema),
      responses: { '404': errorResponse('1400: no pending request from that member') },
    }),
  },
  '/v1/user/block/': {
    get: op('The members one blocked, most recent first', paginatedSchema(blockEntrySchema), {
      tags: blocking,
      auth: true,
      requestParams: { query: pageQuery.extend(langParam.shape) },
    }),
    post: op('Block a member', blockStateSchema, {
      tags: blocking,
      auth: true,
      description:
        "Both members stop seeing each other's posts and comments everywhere (lists, search, detail, comments, main page), cannot " +
        'reply to each other or send friend requests; their friendship or pending request ends. Blocking again changes nothing.',
      requestBody: json(userRefSchema),
      responses: { '400': errorResponse('1000: oneself'), '404': unknownUser },
    }),
    delete: op('Unblock a member', blockStateSchema, {
      tags: blocking,
      auth: true,
      requestBody: json(userRefSchema),
      requestParams: { query: userRefQuery },
    }),
  },
  '/v1/user/block/{uuid}/': {
    delete: op('Unblock a member (the member in the path)', blockStateSchema, {
      tags: blocking,
      auth: true,
      requestParams: { path: uuidParam },
    }),
  },
  '/v1/user/report/': {
    get: op('The reports one filed, newest first, with their status', paginatedSchema(reportSchema), {
      tags: reporting,
      auth: true,
      requestParams: { query: pageQuery },
    }),
    post: op('Report a member, post, comment or item', reportSchema, {
      tags: reporting,
      auth: true,
      description:
        'The report payload of spec §3. Reports are anonymous: no answer shows the reporter to anyone else. One report per member ' +
        'per target; at most 10 an hour and 30 a day. Every refusal has a translated `message` fit to show as it is.',
      requestBody: json(reportCreateSchema),
      requestParams: { query: langParam },
      responses: {
        ...created(reportSchema),
        '400': errorResponse('1000: `errors.content` (detailRequired, detailMax), `errors.reason_type`, `errors.target_id` (self)'),
        '404': errorResponse('1400: no such target'),
        '409': errorResponse('2101: this member already reported this target'),
      },
    }),
  },
  '/v1/user/badges/': {
    get: op("One's own badges (rule badges earned since are awarded first)", z.array(ownedBadgeSchema), {
      tags: badgeTags,
      auth: true,
      requestParams: { query: langParam },
    }),
  },
  '/v1/user/notification/': {
    get: op("One's notifications, newest first", paginatedSchema(notificationSchema), {
      tags: notices,
      auth: true,
      description: 'Notifications caused by members blocked either way are left out.',
      requestParams: { query: notificationListQuery.extend(langParam.shape) },
    }),
  },
  '/v1/user/notification/unread-count/': {
    get: op('How many notifications are unread', unreadCountSchema, { tags: notices, auth: true }),
  },
  '/v1/user/notification/read-all/': {
    post: op('Mark every notification read', readResultSchema, { tags: notices, auth: true }),
  },
  '/v1/user/notification/{id}/read/': {
    post: op('Mark one notification read', readResultSchema, {
      tags: notices,
      auth: true,
      requestParams: { path: idParam },
      responses: { '404': errorResponse('1400: no such notification of the reader') },
    }),
  },
};
