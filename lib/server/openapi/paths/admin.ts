import 'server-only';
import { z } from '@/lib/zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { auditChainCheckSchema, auditEntrySchema, auditQuery } from '@/lib/validation/admin/audit';
import { adminIdParam } from '@/lib/validation/admin/common';
import { adminBannerSchema, bannerInputSchema, bannerOrderSchema, bannerPatchSchema } from '@/lib/validation/admin/content/banners';
import { adminGuideQuery, adminGuideSchema, guideInputSchema, guidePatchSchema } from '@/lib/validation/admin/content/guides';
import { adminItemQuery, adminItemSchema, adminUploadForm, adminUploadSchema, itemInputSchema } from '@/lib/validation/admin/content/items';
import { adminNoticeQuery, adminNoticeSchema, noticeInputSchema, noticePatchSchema } from '@/lib/validation/admin/content/notices';
import {
  adminCommentSchema,
  adminPostQuery,
  adminPostSchema,
  commentModerationSchema,
  postModerationSchema,
} from '@/lib/validation/admin/content/posts';
import {
  adminProbabilityQuery,
  adminProbabilitySummarySchema,
  adminProbabilityTableSchema,
} from '@/lib/validation/admin/content/probability';
import { adminInquiryQuery, adminInquirySummarySchema, inquiryStatusChangeSchema } from '@/lib/validation/admin/inquiries';
import {
  adminMemberDetailSchema,
  adminMemberSchema,
  badgeGrantSchema,
  memberActivityQuery,
  memberActivitySchema,
  memberSearchQuery,
  roleSchema,
} from '@/lib/validation/admin/members';
import { reportGroupSchema, reportQueueQuery, reportResolutionSchema, reportResolveSchema } from '@/lib/validation/admin/moderation';
import { adminOverviewSchema } from '@/lib/validation/admin/overview';
import { suspensionSchema } from '@/lib/validation/admin/suspension';
import { PROBABILITY_KINDS, REPORT_TARGET_TYPES } from '@/lib/enums';
import { paginatedSchema, rowIdText } from '@/lib/validation/common';
import { probabilityTableSave } from '@/lib/validation/probability';
import { inquiryDetailSchema, inquiryReplyCreateSchema, inquiryReplySchema } from '@/lib/validation/support';
import { errorResponse, json, langParam, op } from '../op';

// The administration API. Every operation needs an administrator's token: guests get
// 401 / 1100, members 403 / 1300, suspended members 403 / 1301. Every write records an audit row.

const tags = ['Administration'];
const base = { tags, auth: true } as const;

function admin(summary: string, data: z.ZodType, extra: Parameters<typeof op>[2] = {}): ZodOpenApiOperationObject {
  return op(summary, data, {
    ...base,
    ...extra,
    responses: { '403': errorResponse('1300: not an administrator; 1301: suspended'), ...(extra.responses ?? {}) },
  });
}

function created(summary: string, data: z.ZodType, extra: Parameters<typeof op>[2] = {}): ZodOpenApiOperationObject {
  const operation = admin(summary, data, extra);
  const { '200': success, ...responses } = operation.responses ?? {};
  return { ...operation, responses: { '201': { ...(success as object), description: 'Created' }, ...responses } };
}

const notFound = (what: string) => ({ '404': errorResponse(`No such ${what}`) });
const conflict = (why: string) => ({ '409': errorResponse(why) });
const idPath = { path: adminIdParam };
const reportPath = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id: rowIdText,
});
const boardGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    boards: z.array(z.object({ id: z.number().int(), name: z.string(), admin_only: z.boolean() })),
  })
  .meta({ id: 'AdminBoardGroup' });
const adminInquiryDetailSchema = inquiryDetailSchema
  .extend({
    member: adminMemberSchema.pick({ id: true, uuid: true, nickname: true, role: true, status: true, suspended_until: true }).nullable(),
  })
  .meta({ id: 'AdminInquiryDetail' });

export const adminPaths: ZodOpenApiPathsObject = {
  '/v1/admin/overview/': {
    get: admin('What waits for an operator, and the latest actions', adminOverviewSchema),
  },
  '/v1/admin/reports/': {
    get: admin('The moderation queue: reports grouped by target, most reported first', paginatedSchema(reportGroupSchema), {
      requestParams: { query: reportQueueQuery.extend(langParam.shape) },
      description:
        'Posts and comments reported by 3 distinct members (not counting members under the false-report penalty) are hidden automatically and show `auto_hidden`.',
    }),
  },
  '/v1/admin/reports/{type}/{id}/': {
    get: admin('Every report on one target, open and resolved', reportGroupSchema, {
      requestParams: { path: reportPath, query: langParam },
      responses: notFound('reported target'),
    }),
  },
  '/v1/admin/reports/{type}/{id}/resolve/': {
    post: admin('Dismiss, hide, delete, suspend the author or resolve; closes the open reports', reportResolutionSchema, {
      requestParams: { path: reportPath, query: langParam },
      requestBody: json(reportResolveSchema),
      description:
        'Reports become `dismissed` (dismiss) or `actioned` (the others) with resolved_by/at. Dismissing shows again content the threshold hid. Audit rows: `report.<action>` plus the effect (`post.hide`, `comment.delete`, `member.suspend`…).',
      responses: conflict('No open reports on the target, or the author is an administrator or yourself'),
    }),
  },
  '/v1/admin/members/': {
    get: admin('Search members by nickname, e-mail, phone or uuid', paginatedSchema(adminMemberSchema), {
      requestParams: { query: memberSearchQuery },
    }),
  },
  '/v1/admin/members/{id}/': {
    get: admin('One member with counts, badges and the report penalty', adminMemberDetailSchema, {
      requestParams: { ...idPath, query: langParam },
      responses: notFound('member'),
    }),
  },
  '/v1/admin/members/{id}/activity/': {
    get: admin("A member's posts, comments, reports made or received", memberActivitySchema, {
      requestParams: { ...idPath, query: memberActivityQuery.extend(langParam.shape) },
      responses: notFound('member'),
    }),
  },
  '/v1/admin/members/{id}/suspension/': {
    post: admin('Suspend a member (reason; end date, or null until lifted)', adminMemberDetailSchema, {
      requestParams: idPath,
      requestBody: json(suspensionSchema),
      description:
        'Sessions are kept: the member can sign in and read their account, and every member action answers 403 / 1301 with `meta.until` and `meta.reason`.',
      responses: { ...notFound('member'), ...conflict('Yourself or an administrator') },
    }),
    delete: admin('Lift a suspension', adminMemberDetailSchema, {
      requestParams: idPath,
      responses: { ...notFound('member'), ...conflict('The member is not suspended') },
    }),
  },
  '/v1/admin/members/{id}/role/': {
    put: admin('Make or unmake an administrator (never yourself)', adminMemberDetailSchema, {
      requestParams: idPath,
      requestBody: json(roleSchema),
      responses: { ...notFound('member'), ...conflict('Your own role, or a suspended member') },
    }),
  },
  '/v1/admin/members/{id}/badges/': {
    post: created('Grant a badge (id or code); the member is notified', adminMemberDetailSchema, {
      requestParams: idPath,
      requestBody: json(badgeGrantSchema),
      responses: { ...notFound('member or badge'), ...conflict('The member already has it') },
    }),
  },
  '/v1/admin/members/{id}/badges/{badge}/': {
    delete: admin('Revoke a badge (id or code); a representative badge is cleared', adminMemberDetailSchema, {
      requestParams: { path: z.object({ id: rowIdText, badge: z.string() }) },
      responses: notFound('member, badge, or the member does not have it'),
    }),
  },
  '/v1/admin/posts/': {
    get: admin('Every post, whatever its state', paginatedSchema(adminPostSchema), {
      requestParams: { query: adminPostQuery.extend(langParam.shape) },
    }),
  },
  '/v1/admin/posts/{id}/': {
    patch: admin('Pin, hide or show, move to another board', adminPostSchema, {
      requestParams: idPath,
      requestBody: json(postModerationSchema),
      responses: notFound('live post'),
    }),
    delete: admin('Delete a post (soft; operators may delete without notice)', z.null(), {
      requestParams: idPath,
      responses: notFound('live post'),
    }),
  },
  '/v1/admin/comments/{id}/': {
    patch: admin('Hide or show a comment (the post’s comment count follows)', adminCommentSchema, {
      requestParams: idPath,
      requestBody: json(commentModerationSchema),
      responses: notFound('live comment'),
    }),
    delete: admin('Delete a comment (soft)', z.null(), { requestParams: idPath, responses: notFound('live comment') }),
  },
  '/v1/admin/boards/': {
    get: admin('Boards a post can be moved to, by group', z.array(boardGroupSchema), { requestParams: { query: langParam } }),
  },
  '/v1/admin/notices/': {
    get: admin('Notices, pinned first', paginatedSchema(adminNoticeSchema), { requestParams: { query: adminNoticeQuery } }),
    post: created('Create a notice (both languages, Markdown)', adminNoticeSchema, { requestBody: json(noticeInputSchema) }),
  },
  '/v1/admin/notices/{id}/': {
    get: admin('One notice in both languages', adminNoticeSchema, { requestParams: idPath, responses: notFound('notice') }),
    patch: admin('Edit a notice; `{is_pinned}` pins or unpins', adminNoticeSchema, {
      requestParams: idPath,
      requestBody: json(noticePatchSchema),
      responses: notFound('notice'),
    }),
    delete: admin('Delete a notice', z.null(), { requestParams: idPath, responses: notFound('notice') }),
  },
  '/v1/admin/guides/': {
    get: admin('Every guide, published or not', paginatedSchema(adminGuideSchema), { requestParams: { query: adminGuideQuery } }),
    post: created('Create a guide', adminGuideSchema, { requestBody: json(guideInputSchema), responses: conflict('The slug is taken') }),
  },
  '/v1/admin/guides/{id}/': {
    get: admin('One guide in both languages', adminGuideSchema, { requestParams: idPath, responses: notFound('guide') }),
    patch: admin('Edit a guide', adminGuideSchema, {
      requestParams: idPath,
      requestBody: json(guidePatchSchema),
      responses: { ...notFound('guide'), ...conflict('The slug is taken') },
    }),
  },
  '/v1/admin/probability/': {
    get: admin('Probability tables, recently changed first', paginatedSchema(adminProbabilitySummarySchema), {
      requestParams: { query: adminProbabilityQuery },
    }),
    post: created('Create a table (rates must add up to exactly 100 %)', adminProbabilityTableSchema, {
      requestParams: { query: langParam },
      requestBody: json(
        probabilityTableSave.extend({
          kind: z.enum(PROBABILITY_KINDS).meta({ description: 'The kind of table' }),
        }),
      ),
      description:
        'Rates not adding up to 1,000,000 millionths answer 400 with `errors.rates = ["sumMustBe100"]` and `meta = {rates_sum, expected}`.',
    }),
  },
  '/v1/admin/probability/{id}/': {
    get: admin('One table in both languages with its change history', adminProbabilityTableSchema, {
      requestParams: idPath,
      responses: notFound('table'),
    }),
    put: admin('Replace a table; the note joins its public history', adminProbabilityTableSchema, {
      requestParams: { ...idPath, query: langParam },
      requestBody: json(probabilityTableSave),
      responses: notFound('table'),
    }),
  },
  '/v1/admin/items/': {
    get: admin('Items, newest first', paginatedSchema(adminItemSchema), { requestParams: { query: adminItemQuery } }),
    post: created('Create an item with its image, sprite sheet and layers', adminItemSchema, { requestBody: json(itemInputSchema) }),
  },
  '/v1/admin/items/{id}/': {
    get: admin('One item in both languages', adminItemSchema, { requestParams: idPath, responses: notFound('item') }),
    put: admin('Replace an item (layers included)', adminItemSchema, {
      requestParams: idPath,
      requestBody: json(itemInputSchema),
      responses: notFound('item'),
    }),
  },
  '/v1/admin/uploads/': {
    post: created('Upload an item or banner image, or a PNG sprite sheet (width = frame width × frames)', adminUploadSchema, {
      requestBody: { content: { 'multipart/form-data': { schema: adminUploadForm } } },
      responses: {
        '413': errorResponse('1600: larger than 5 MB'),
        '415': errorResponse('1601: not an image (sprite sheets: not a PNG)'),
      },
    }),
  },
  '/v1/admin/banners/': {
    get: admin('Every banner in display order', z.array(adminBannerSchema)),
    post: created('Create a banner (added last)', adminBannerSchema, { requestBody: json(bannerInputSchema) }),
  },
  '/v1/admin/banners/order/': {
    put: admin('Set the display order of every banner', z.array(adminBannerSchema), { requestBody: json(bannerOrderSchema) }),
  },
  '/v1/admin/banners/{id}/': {
    patch: admin('Edit a banner; `{active}` switches it on or off', adminBannerSchema, {
      requestParams: idPath,
      requestBody: json(bannerPatchSchema),
      responses: notFound('banner'),
    }),
    delete: admin('Delete a banner', z.null(), { requestParams: idPath, responses: notFound('banner') }),
  },
  '/v1/admin/inquiries/': {
    get: admin('Every inquiry, newest first', paginatedSchema(adminInquirySummarySchema), { requestParams: { query: adminInquiryQuery } }),
  },
  '/v1/admin/inquiries/{id}/': {
    get: admin('One inquiry with its replies and member', adminInquiryDetailSchema, {
      requestParams: { ...idPath, query: langParam },
      responses: notFound('inquiry'),
    }),
  },
  '/v1/admin/inquiries/{id}/replies/': {
    post: created('Answer as an administrator (a waiting inquiry moves to processing)', inquiryReplySchema, {
      requestParams: idPath,
      requestBody: json(inquiryReplyCreateSchema),
      responses: notFound('inquiry'),
    }),
  },
  '/v1/admin/inquiries/{id}/status/': {
    put: admin('Move the status', adminInquiryDetailSchema, {
      requestParams: { ...idPath, query: langParam },
      requestBody: json(inquiryStatusChangeSchema),
      responses: { ...notFound('inquiry'), ...conflict('Not an allowed move (e.g. back to waiting)') },
    }),
  },
  '/v1/admin/audit/': {
    get: admin('The audit log, newest first', paginatedSchema(auditEntrySchema), { requestParams: { query: auditQuery } }),
  },
  '/v1/admin/audit/actions/': {
    get: admin('Actions recorded so far', z.array(z.string())),
  },
  '/v1/admin/audit/chain/': {
    get: admin('The latest check of the audit log’s hash chain (null before the first)', auditChainCheckSchema.nullable()),
    post: admin('Recompute the audit log’s hash chain now and keep the result', auditChainCheckSchema),
  },
};
