import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SanctionFieldsInput } from '@/lib/validation/moderation';
import { ADMIN_QUERY_STALE_MS, type Locale } from '@/lib/constants';
import type { PaginatedDto } from '@/lib/validation/common';
import type { AuditActionsDto, AuditChainCheckDto, AuditEntryDto } from '@/lib/validation/admin/audit';
import type { AdminBannerDto, BannerInput, BannerPatch } from '@/lib/validation/admin/content/banners';
import type { AdminGuideDto, GuideInput, GuidePatch } from '@/lib/validation/admin/content/guides';
import type { AdminItemDto, AdminUploadDto, AdminUploadPurpose, ItemInput } from '@/lib/validation/admin/content/items';
import type { AdminNoticeDto, NoticeInput, NoticePatch } from '@/lib/validation/admin/content/notices';
import type {
  AdminBoardGroupDto,
  AdminCommentDto,
  AdminPostDto,
  PostModerationInput,
  PostTranslationDto,
  PostTranslationInput,
} from '@/lib/validation/admin/content/posts';
import type { AdminProbabilitySummaryDto, AdminProbabilityTableDto } from '@/lib/validation/admin/content/probability';
import type { AdminInquiryDetailDto, AdminInquirySummaryDto } from '@/lib/validation/admin/inquiries';
import type { AdminMemberDetailDto, AdminMemberDto, MemberActivityDto, MemberActivityKind } from '@/lib/validation/admin/members';
import type {
  AdminReportDto,
  AdminReportTarget,
  ReportAction,
  ReportGroupDto,
  ReportResolutionDto,
  ReportStatus,
  ReportTargetType,
} from '@/lib/validation/admin/moderation';
import type { AdminOverviewDto } from '@/lib/validation/admin/overview';
import type { SuspensionInput } from '@/lib/validation/admin/suspension';
import type { InquiryReplyDto, InquiryStatus } from '@/lib/validation/support';
import type { TakedownDecisionInput, TakedownDto } from '@/lib/validation/takedown';
import { adminKeys, type Filters } from './keys';
import type { MutationCallbacks } from './mutation';
import { apiRead } from './reads';
import { del, patch, post, postMultipart, put, type Query } from './request';

// The administration screens' requests: query options per resource with one key
// factory, and the writes. Everything goes through /api/v1/admin/ with the stored token.

export type {
  AdminBannerDto,
  AdminCommentDto,
  AdminGuideDto,
  AdminItemDto,
  AdminMemberDetailDto,
  AdminMemberDto,
  AdminNoticeDto,
  AdminOverviewDto,
  AdminPostDto,
  AdminProbabilityTableDto,
  AdminInquirySummaryDto,
  AdminReportDto,
  AdminReportTarget,
  AuditEntryDto,
  ReportGroupDto,
  TakedownDto,
};

export type AdminInquiryDetail = AdminInquiryDetailDto;
export type MemberActivityRow = MemberActivityDto['results'][number];
export type ReportWithTarget = Extract<MemberActivityRow, { target: AdminReportTarget }>;
export type BoardGroup = AdminBoardGroupDto;
export type ProbabilitySummary = AdminProbabilitySummaryDto;

const BASE = '/v1/admin';

// Operators act on what is there now: an answer older than ADMIN_QUERY_STALE_MS is read again
// when a screen mounts, and every write invalidates the whole admin cache.
function live<T>(queryKey: readonly unknown[], path: string, query?: Query, paged = false) {
  return queryOptions({
    queryKey,
    ...apiRead<T>(`${BASE}${path}`, query),
    staleTime: ADMIN_QUERY_STALE_MS,
    refetchOnMount: true,
    ...(paged ? { placeholderData: keepPreviousData } : {}),
  });
}

export const overviewOptions = () => live<AdminOverviewDto>(adminKeys.overview(), '/overview/');
export const reportQueueOptions = (f: Filters) => live<PaginatedDto<ReportGroupDto>>(adminKeys.reportQueue(f), '/reports/', f, true);
export const takedownsOptions = (f: Filters) => live<PaginatedDto<TakedownDto>>(adminKeys.takedownList(f), '/takedowns/', f, true);
export const memberSearchOptions = (f: Filters) => live<PaginatedDto<AdminMemberDto>>(adminKeys.memberSearch(f), '/members/', f, true);
export const memberOptions = (id: number) => live<AdminMemberDetailDto>(adminKeys.member(id), `/members/${id}/`);
export const memberActivityOptions = (id: number, kind: MemberActivityKind, page: number) =>
  live<MemberActivityDto>(adminKeys.memberActivity(id, kind, page), `/members/${id}/activity/`, { kind, page }, true);
export const adminPostsOptions = (f: Filters) => live<PaginatedDto<AdminPostDto>>(adminKeys.posts(f), '/posts/', f, true);
export const postTranslationsOptions = (id: number) =>
  live<PostTranslationDto[]>(adminKeys.postTranslations(id), `/posts/${id}/translations/`);
export const boardsOptions = () => queryOptions({ queryKey: adminKeys.boards(), ...apiRead<AdminBoardGroupDto[]>(`${BASE}/boards/`) });
export const noticeListOptions = (f: Filters) => live<PaginatedDto<AdminNoticeDto>>(adminKeys.noticeList(f), '/notices/', f, true);
export const noticeOptions = (id: number) => live<AdminNoticeDto>(adminKeys.notice(id), `/notices/${id}/`);
export const guideListOptions = (f: Filters) => live<PaginatedDto<AdminGuideDto>>(adminKeys.guideList(f), '/guides/', f, true);
export const guideOptions = (id: number) => live<AdminGuideDto>(adminKeys.guide(id), `/guides/${id}/`);
export const probabilityListOptions = (f: Filters) =>
  live<PaginatedDto<AdminProbabilitySummaryDto>>(adminKeys.probabilityList(f), '/probability/', f, true);
export const probabilityTableOptions = (id: number) =>
  live<AdminProbabilityTableDto>(adminKeys.probabilityTable(id), `/probability/${id}/`);
export const itemListOptions = (f: Filters) => live<PaginatedDto<AdminItemDto>>(adminKeys.itemList(f), '/items/', f, true);
export const itemOptions = (id: number) => live<AdminItemDto>(adminKeys.item(id), `/items/${id}/`);
export const bannersOptions = () => live<AdminBannerDto[]>(adminKeys.banners(), '/banners/');
export const inquiryListOptions = (f: Filters) =>
  live<PaginatedDto<AdminInquirySummaryDto>>(adminKeys.inquiryList(f), '/inquiries/', f, true);
export const inquiryOptions = (id: number) => live<AdminInquiryDetailDto>(adminKeys.inquiry(id), `/inquiries/${id}/`);
export const auditOptions = (f: Filters) => live<PaginatedDto<AuditEntryDto>>(adminKeys.audit(f), '/audit/', f, true);
export const auditActionsOptions = () => live<AuditActionsDto>(adminKeys.auditActions(), '/audit/actions/');
export const auditChainOptions = () => live<AuditChainCheckDto | null>(adminKeys.auditChain(), '/audit/chain/');

// ── Writes ──────────────────────────────────────────────────────────────────

export type ResolveBody = {
  action: ReportAction;
  suspension?: SuspensionInput;
  hide_content?: boolean;
  note?: string;
} & Partial<SanctionFieldsInput>;

export const resolveReports = (type: ReportTargetType, id: number, body: ResolveBody) =>
  post<ReportResolutionDto>(`${BASE}/reports/${type}/${id}/resolve/`, body);

export type TakedownDecisionBody = TakedownDecisionInput;
export const decideTakedown = (id: number, body: TakedownDecisionBody) => post<TakedownDto>(`${BASE}/takedowns/${id}/decision/`, body);

export const suspendMember = (id: number, body: SuspensionInput) => post<AdminMemberDetailDto>(`${BASE}/members/${id}/suspension/`, body);
export const liftSuspension = (id: number) => del<AdminMemberDetailDto>(`${BASE}/members/${id}/suspension/`);
export const setMemberRole = (id: number, role: 'member' | 'admin') => put<AdminMemberDetailDto>(`${BASE}/members/${id}/role/`, { role });
export const grantBadge = (id: number, badge: number | string) => post<AdminMemberDetailDto>(`${BASE}/members/${id}/badges/`, { badge });
export const revokeBadge = (id: number, badge: number | string) => del<AdminMemberDetailDto>(`${BASE}/members/${id}/badges/${badge}/`);

export const moderatePost = (id: number, body: PostModerationInput) => patch<AdminPostDto>(`${BASE}/posts/${id}/`, body);
export const deletePost = (id: number, sanction?: SanctionFieldsInput) => del<null>(`${BASE}/posts/${id}/`, sanction);
export const savePostTranslation = (id: number, language: Locale, body: PostTranslationInput) =>
  put<PostTranslationDto>(`${BASE}/posts/${id}/translations/${language}/`, body);
export const deletePostTranslation = (id: number, language: Locale) => del<null>(`${BASE}/posts/${id}/translations/${language}/`);
export const moderateComment = (id: number, isHidden: boolean, sanction?: SanctionFieldsInput) =>
  patch<AdminCommentDto>(`${BASE}/comments/${id}/`, { is_hidden: isHidden, ...sanction });
export const deleteComment = (id: number, sanction?: SanctionFieldsInput) => del<null>(`${BASE}/comments/${id}/`, sanction);

export const createNotice = (body: NoticeInput) => post<AdminNoticeDto>(`${BASE}/notices/`, body);
export const updateNotice = (id: number, body: NoticePatch) => patch<AdminNoticeDto>(`${BASE}/notices/${id}/`, body);
export const deleteNotice = (id: number) => del<null>(`${BASE}/notices/${id}/`);

export const createGuide = (body: GuideInput) => post<AdminGuideDto>(`${BASE}/guides/`, body);
export const updateGuide = (id: number, body: GuidePatch) => patch<AdminGuideDto>(`${BASE}/guides/${id}/`, body);

export type ProbabilityBody = Omit<
  AdminProbabilityTableDto,
  'id' | 'uuid' | 'history' | 'total_rate_micros' | 'updated_at' | 'entries' | 'latest_entries'
> & {
  effective_at?: string | null;
  entries: {
    item_id: number | null;
    label_ko: string | null;
    label_zh_tw: string | null;
    grade: string | null;
    quantity: number;
    rate_micros: number;
  }[];
  note: { ko: string; zh_tw: string };
};
export const createProbabilityTable = (body: ProbabilityBody) => post<AdminProbabilityTableDto>(`${BASE}/probability/`, body);
export const saveProbabilityTable = (id: number, body: ProbabilityBody) =>
  put<AdminProbabilityTableDto>(`${BASE}/probability/${id}/`, body);

export const createItem = (body: ItemInput) => post<AdminItemDto>(`${BASE}/items/`, body);
export const updateItem = (id: number, body: ItemInput) => put<AdminItemDto>(`${BASE}/items/${id}/`, body);
export function uploadAdminImage(file: File, purpose: AdminUploadPurpose, sprite?: { frames: number; frameWidth?: number }) {
  const form = new FormData();
  form.append('purpose', purpose);
  if (sprite) {
    form.append('frames', String(sprite.frames));
    if (sprite.frameWidth) form.append('frame_width', String(sprite.frameWidth));
  }
  form.append('image', file);
  return postMultipart<AdminUploadDto>(`${BASE}/uploads/`, form);
}

export const createBanner = (body: BannerInput) => post<AdminBannerDto>(`${BASE}/banners/`, body);
export const updateBanner = (id: number, body: BannerPatch) => patch<AdminBannerDto>(`${BASE}/banners/${id}/`, body);
export const deleteBanner = (id: number) => del<null>(`${BASE}/banners/${id}/`);
export const reorderBanners = (ids: number[]) => put<AdminBannerDto[]>(`${BASE}/banners/order/`, { ids });

export const replyToInquiry = (id: number, content: string) => post<InquiryReplyDto>(`${BASE}/inquiries/${id}/replies/`, { content });
export const setInquiryStatus = (id: number, status: InquiryStatus) =>
  put<AdminInquiryDetailDto>(`${BASE}/inquiries/${id}/status/`, { status });

export const checkAuditChain = () => post<AuditChainCheckDto>(`${BASE}/audit/chain/`, {});

export type { ReportAction, ReportStatus, ReportTargetType };

/**
 * Runs one of the writes above; afterwards every admin query (counts in the menu, lists,
 * details) is read again, and the mutation stays pending until they are.
 */
export function useAdminMutation<TVariables, TData>(
  fn: (vars: TVariables) => Promise<TData>,
  options: MutationCallbacks<TData, TVariables> = {},
) {
  const qc = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: fn,
    onSettled: async (...args) => {
      await qc.invalidateQueries({ queryKey: adminKeys.all });
      return options.onSettled?.(...args);
    },
  });
}
