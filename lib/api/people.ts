import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PaginatedDto } from '@/lib/validation/common';
import type {
  BlockEntryDto,
  BlockStateDto,
  CatalogueBadgeDto,
  FriendEntryDto,
  FriendRequestsDto,
  FriendStateDto,
  NotificationDto,
  OwnedBadgeDto,
  ProfileUpdateInput,
  PublicProfileDto,
  ReadResultDto,
  ReportCreateInput,
  ReportDto,
  UserPostPageDto,
} from '@/lib/validation/people';
import type { MeDto } from '@/lib/validation/users';
import { useUserStore } from '@/stores/user-store';
import type { ApiErrorOverrides } from './error-message';
import { meKeys, peopleKeys } from './keys';
import type { LiveInvalidation } from './live';
import type { MutationCallbacks } from './mutation';
import { pageOf } from './paging';
import { apiPages, apiRead } from './reads';
import { del, patch, post, postMultipart } from './request';
import type { User } from './user';
import { pollUnlessLive } from '@/lib/live/connection';
import { layerPartMeta, loadUnreadCount } from './personal';

// Browser calls of the people features, their react-query options and mutations.

/**
 * How a failed people action is told, for useApiErrorMessage: the people endpoints
 * answer their refusals in the reader's language, so the server's message when there is one,
 * else the action's own failure text; session and suspension failures use the common catalogue.
 */
export const PEOPLE_ERRORS: ApiErrorOverrides = { serverMessage: true, unauthenticated: true, invalidToken: true };

export type { FriendState } from '@/lib/validation/people';
export type PublicProfile = PublicProfileDto;
export type OwnedBadge = OwnedBadgeDto;
export type CatalogueBadge = CatalogueBadgeDto;
export type Notification = NotificationDto;
export type ReportInput = ReportCreateInput;

/** A page-numbered list whose answer is `Page` (a list route's response type). */
const paged = <Page extends { next: string | null }>(path: string, key: readonly unknown[]) =>
  infiniteQueryOptions({
    queryKey: key,
    ...apiPages<Page>(path),
    getNextPageParam: (last: Page) => pageOf(last.next),
  });

// ── Profiles ───────────────────────────────────────────────────────────────

export function profileOptions(uuid: string) {
  return queryOptions({
    queryKey: peopleKeys.profile(uuid),
    ...apiRead<PublicProfileDto>(`/v1/users/${uuid}/`),
    // The relation part changes with every friend or block action.
    staleTime: 0,
  });
}

export const userPostsOptions = (uuid: string) => paged<UserPostPageDto>(`/v1/users/${uuid}/posts/`, peopleKeys.posts(uuid));

export const updateProfile = (input: ProfileUpdateInput) => patch<MeDto>('/v1/user/profile/', input);

export function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return postMultipart<MeDto>('/v1/user/profile-image/', form);
}

// ── Friends ────────────────────────────────────────────────────────────────

export const friendsOptions = () => paged<PaginatedDto<FriendEntryDto>>('/v1/friends/', peopleKeys.friends());

export function friendRequestsOptions() {
  return queryOptions({
    queryKey: peopleKeys.requests(),
    ...apiRead<FriendRequestsDto>('/v1/friend/request/'),
    staleTime: 0,
  });
}

export type FriendAction = 'send' | 'accept' | 'decline' | 'cancel' | 'remove';

export function friendAction(action: FriendAction, userUuid: string): Promise<FriendStateDto> {
  const body = { user_uuid: userUuid };
  switch (action) {
    case 'send':
      return post<FriendStateDto>('/v1/friend/request/', body);
    case 'accept':
      return post<FriendStateDto>('/v1/friend/request/accept/', body);
    case 'decline':
      return post<FriendStateDto>('/v1/friend/request/decline/', body);
    case 'cancel':
      return del<FriendStateDto>('/v1/friend/request/', body);
    case 'remove':
      return del<FriendStateDto>('/v1/friends/', body);
  }
}

// ── Blocks ─────────────────────────────────────────────────────────────────

export const blocksOptions = () => paged<PaginatedDto<BlockEntryDto>>('/v1/user/block/', peopleKeys.blocks());
export const blockUser = (userUuid: string) => post<BlockStateDto>('/v1/user/block/', { user_uuid: userUuid });
export const unblockUser = (userUuid: string) => del<BlockStateDto>('/v1/user/block/', { user_uuid: userUuid });

// ── Reports ────────────────────────────────────────────────────────────────

export const submitReport = (input: ReportInput) => post<ReportDto>('/v1/user/report/', input);

// ── Badges ─────────────────────────────────────────────────────────────────

export function myBadgesOptions() {
  return queryOptions({
    queryKey: peopleKeys.myBadges(),
    ...apiRead<OwnedBadgeDto[]>('/v1/user/badges/'),
  });
}

export function badgeCatalogueOptions() {
  return queryOptions({
    queryKey: peopleKeys.catalogue(),
    ...apiRead<CatalogueBadgeDto[]>('/v1/badges/'),
  });
}

// ── Notifications ──────────────────────────────────────────────────────────

/** How often an open page asks whether new notifications arrived, while the live stream does not tell it. */
export const NOTIFICATION_POLL_MS = 30_000;

export const notificationsOptions = () => paged<PaginatedDto<NotificationDto>>('/v1/user/notification/', peopleKeys.notifications());

export function unreadCountOptions() {
  return queryOptions({
    queryKey: peopleKeys.unread(),
    queryFn: loadUnreadCount,
    meta: layerPartMeta('unread'),
    staleTime: 0,
    refetchInterval: () => pollUnlessLive('me', NOTIFICATION_POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** Every notification joins the list (the unread count takes the number the event carries: components/live). */
export const notificationsLive = {
  notifications: 'all',
  keys: [{ queryKey: peopleKeys.notifications(), exact: true }],
} satisfies LiveInvalidation;

/** A request received or accepted: the requests, the friends, and the relation a profile shows. */
export const friendsLive = {
  notifications: ['friend_request', 'friend_accepted'],
  keys: [{ queryKey: peopleKeys.requests() }, { queryKey: peopleKeys.friends() }, { queryKey: peopleKeys.profiles() }],
} satisfies LiveInvalidation;

/** A badge awarded: the member's badges, the catalogue's owned marks, and the member (who wears them). */
export const badgesLive = {
  notifications: ['badge'],
  keys: [{ queryKey: peopleKeys.myBadges() }, { queryKey: peopleKeys.catalogue() }, { queryKey: meKeys.all }],
} satisfies LiveInvalidation;

export const markAllNotificationsRead = () => post<ReadResultDto>('/v1/user/notification/read-all/');
export const markNotificationRead = (id: number) => post<ReadResultDto>(`/v1/user/notification/${id}/read/`);

// ── Mutations ───────────────────────────────────────────────────────────────

/** The signed-in member's profile changed: the store, the `me` query and every people query learn it. */
function applyMe(qc: QueryClient, user: User) {
  useUserStore.getState().setUser(user);
  qc.setQueryData(meKeys.all, user);
  void qc.invalidateQueries({ queryKey: peopleKeys.all });
}

export function useUpdateProfileMutation(options: MutationCallbacks<User, ProfileUpdateInput> = {}) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: updateProfile,
    onSuccess: (...args) => {
      applyMe(qc, args[0]);
      return options.onSuccess?.(...args);
    },
  });
}

/** Uploads a new profile image, or (with null) removes it. */
export function useProfileImageMutation(options: MutationCallbacks<User, File | null> = {}) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (file) => (file ? uploadProfileImage(file) : updateProfile({ profile_image: null })),
    onSuccess: (...args) => {
      applyMe(qc, args[0]);
      return options.onSuccess?.(...args);
    },
  });
}

/** A friend action toward `userUuid`; afterwards the friends, the requests and their profile are read again. */
export function useFriendActionMutation(userUuid: string, options: MutationCallbacks<FriendStateDto, FriendAction> = {}) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (action) => friendAction(action, userUuid),
    onSettled: (...args) => {
      void qc.invalidateQueries({ queryKey: peopleKeys.friends() });
      void qc.invalidateQueries({ queryKey: peopleKeys.requests() });
      void qc.invalidateQueries({ queryKey: peopleKeys.profile(userUuid) });
      return options.onSettled?.(...args);
    },
  });
}

// A block hides or shows a member's posts and comments in every list: everything cached is read again.
function useBlockMutation(request: (userUuid: string) => Promise<BlockStateDto>, options: MutationCallbacks<BlockStateDto, string>) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: request,
    onSuccess: (...args) => {
      void qc.invalidateQueries();
      return options.onSuccess?.(...args);
    },
  });
}

/** Blocks the member whose uuid is the variable. */
export const useBlockUserMutation = (options: MutationCallbacks<BlockStateDto, string> = {}) => useBlockMutation(blockUser, options);
/** Unblocks the member whose uuid is the variable. */
export const useUnblockUserMutation = (options: MutationCallbacks<BlockStateDto, string> = {}) => useBlockMutation(unblockUser, options);

export function useSubmitReportMutation(options: MutationCallbacks<ReportDto, ReportInput> = {}) {
  return useMutation({
    // A report must not be filed twice by a retry after a lost answer.
    retry: false,
    ...options,
    mutationFn: submitReport,
  });
}

// After marking, the list and the unread count (under notifications) are read again.
export function useMarkAllNotificationsReadMutation(options: MutationCallbacks<ReadResultDto> = {}) {
  const qc = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: markAllNotificationsRead,
    onSuccess: (...args) => {
      void qc.invalidateQueries({ queryKey: peopleKeys.notifications() });
      return options.onSuccess?.(...args);
    },
  });
}

export function useMarkNotificationReadMutation(options: MutationCallbacks<ReadResultDto, number> = {}) {
  const qc = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: markNotificationRead,
    onSettled: (...args) => {
      void qc.invalidateQueries({ queryKey: peopleKeys.notifications() });
      return options.onSettled?.(...args);
    },
  });
}
