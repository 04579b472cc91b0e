import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_STALE_MS } from '@/lib/constants';
import type { z } from '@/lib/zod';
import type {
  TradeAction,
  TradeDetailDto,
  TradeDto,
  TradeGuardDto,
  TradePageDto,
  ReputationDto,
  TradeReviewDto,
  TradeReviewHiddenDto,
  TradeSide,
  tradeProposeInput,
  tradeResolveInput,
  tradeReviewInput,
} from '@/lib/validation/trades';
import { useUserStore } from '@/stores/user-store';
import { adminTradeKeys, tradeKeys, type Filters, type TradeBox } from './keys';
import type { LiveInvalidation } from './live';
import type { MutationCallbacks } from './mutation';
import { pageOf } from './paging';
import { apiPages, apiRead } from './reads';
import { get, post } from './request';

// Trades between two members (issue 15): the handshake, its history, reviews and reputation, and
// the operators' dispute queue. The shapes and limits are the API's (lib/validation/trades.ts): each
// call's answer is the schema its route's contract declares, its body what that route's schema reads.

export type {
  ReputationDto,
  TradeDetailDto,
  TradeDto,
  TradeGuardDto,
  TradeItemDto,
  TradePageDto,
  TradeReviewDto,
  TradeReviewHiddenDto,
  TradeReviewRating,
  TradeSide,
  TradeSource,
  TradeStatus,
} from '@/lib/validation/trades';
export {
  TRADE_DISPUTE_MAX,
  TRADE_DISPUTE_MIN,
  TRADE_GEMS_MAX,
  TRADE_LINE_COUNT_MAX,
  TRADE_LINES_MAX,
  TRADE_MESSAGE_MAX,
  TRADE_NOTE_MAX,
  TRADE_RARE_RATINGS,
  TRADE_REVIEW_COMMENT_MAX,
} from '@/lib/market/trade-limits';
export type { TradeBox } from './keys';
export type TradeEventAction = TradeAction;
export type TradeLineDto = TradeDto['lines'][number];
export type TradeEventDto = TradeDetailDto['events'][number];
/** What the viewer may do now; each is a button on the trade's screen. */
export type TradeActions = TradeDto['actions'];
export type TradeActionName = keyof TradeActions;

export type ProposeTradeBody = z.input<typeof tradeProposeInput>;
export type TradeLineInput = ProposeTradeBody['lines'][number];
export type TradeReviewBody = z.input<typeof tradeReviewInput>;
export type TradeResolveBody = z.input<typeof tradeResolveInput>;

export const otherSide = (side: TradeSide): TradeSide => (side === 'proposer' ? 'recipient' : 'proposer');

// ── Calls ───────────────────────────────────────────────────────────────────

export const proposeTrade = (body: ProposeTradeBody) => post<TradeDetailDto>('/v1/trades/', body);
export type TradeStep = 'accept' | 'decline' | 'cancel' | 'confirm';
export const stepTrade = (id: number, step: TradeStep) => post<TradeDetailDto>(`/v1/trades/${id}/${step}/`, {});
export const disputeTrade = (id: number, reason: string) => post<TradeDetailDto>(`/v1/trades/${id}/dispute/`, { reason });
export const reviewTrade = (id: number, body: TradeReviewBody) => post<TradeReviewDto>(`/v1/trades/${id}/review/`, body);
export const getTradeGuard = (withUuid: string, itemIds: readonly number[], signal?: AbortSignal) =>
  get<TradeGuardDto>('/v1/trades/guard/', { with: withUuid, item_ids: itemIds.length ? itemIds.join(',') : undefined }, { signal });

export const resolveTrade = (id: number, body: TradeResolveBody) => post<TradeDetailDto>(`/v1/admin/trades/${id}/resolve/`, body);
export const hideTradeReview = (id: number, note: string) => post<TradeReviewHiddenDto>(`/v1/admin/trade-reviews/${id}/hide/`, { note });

// ── Queries ─────────────────────────────────────────────────────────────────

/** `GET /v1/trades/?box=` page by page (the "more" button). */
export function tradeListOptions(viewerId: number | null, box: TradeBox) {
  return infiniteQueryOptions({
    queryKey: tradeKeys.list(viewerId, box),
    ...apiPages<TradePageDto>('/v1/trades/', { box }),
    getNextPageParam: (last) => pageOf(last.next),
    enabled: viewerId !== null,
  });
}

export function tradeDetailOptions(viewerId: number | null, id: number) {
  return queryOptions({
    queryKey: tradeKeys.detail(viewerId, id),
    ...apiRead<TradeDetailDto>(`/v1/trades/${id}/`),
    enabled: viewerId !== null,
  });
}

/** The signed-in member's limits with `withUuid`, and whether `itemIds` earn the rare-item warning. */
export function tradeGuardOptions(viewerId: number | null, withUuid: string, itemIds: readonly number[]) {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: tradeKeys.guard(viewerId, withUuid, ids),
    queryFn: ({ signal }) => getTradeGuard(withUuid, ids, signal),
    enabled: viewerId !== null && Boolean(withUuid),
    placeholderData: keepPreviousData,
  });
}

export function reputationOptions(uuid: string) {
  return queryOptions({
    queryKey: tradeKeys.reputation(uuid),
    ...apiRead<ReputationDto>(`/v1/users/${encodeURIComponent(uuid)}/reputation/`),
  });
}

export function adminTradesOptions(f: Filters) {
  return queryOptions({
    queryKey: adminTradeKeys.list(f),
    ...apiRead<TradePageDto>('/v1/admin/trades/', f),
    staleTime: ADMIN_QUERY_STALE_MS,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });
}

export function adminTradeOptions(id: number) {
  return queryOptions({
    queryKey: adminTradeKeys.detail(id),
    ...apiRead<TradeDetailDto>(`/v1/admin/trades/${id}/`),
    staleTime: ADMIN_QUERY_STALE_MS,
    refetchOnMount: true,
  });
}

/**
 * Every step of a trade notifies the other side (kind `trade`): the member's open trade lists and
 * details, their guards (open proposals) and the reputations (after a review) are read again.
 */
export const tradesLive = { notifications: ['trade'], keys: [{ queryKey: tradeKeys.all }] } satisfies LiveInvalidation;

// ── Mutations ───────────────────────────────────────────────────────────────

export const useTradeViewerId = () => useUserStore((s) => s.user?.id ?? null);

/** A trade's new state: its detail shows it at once, and the lists and both reputations are read again. */
function useApplyTrade() {
  const qc = useQueryClient();
  const viewerId = useTradeViewerId();
  return (trade: TradeDto | TradeDetailDto) => {
    if ('events' in trade) qc.setQueryData(tradeKeys.detail(viewerId, trade.id), trade);
    void qc.invalidateQueries({ queryKey: tradeKeys.lists(viewerId) });
    void qc.invalidateQueries({ queryKey: tradeKeys.detail(viewerId, trade.id) });
    void qc.invalidateQueries({ queryKey: tradeKeys.reputations() });
  };
}

/** `POST /v1/trades/`. Never retried: a second proposal after a lost answer would be a duplicate. */
export function useProposeTradeMutation(options: MutationCallbacks<TradeDetailDto, ProposeTradeBody> = {}) {
  const apply = useApplyTrade();
  const qc = useQueryClient();
  const viewerId = useTradeViewerId();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: proposeTrade,
    onSuccess: (...args) => {
      apply(args[0]);
      // The open-proposal count of the guard moved.
      void qc.invalidateQueries({ queryKey: [...tradeKeys.viewer(viewerId), 'guard'] });
      return options.onSuccess?.(...args);
    },
  });
}

/** Accept, decline, cancel or confirm trade `id`. */
export function useTradeStepMutation(id: number, options: MutationCallbacks<TradeDetailDto, TradeStep> = {}) {
  const apply = useApplyTrade();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (step) => stepTrade(id, step),
    onSuccess: (...args) => {
      apply(args[0]);
      return options.onSuccess?.(...args);
    },
  });
}

export function useDisputeTradeMutation(id: number, options: MutationCallbacks<TradeDetailDto, string> = {}) {
  const apply = useApplyTrade();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (reason) => disputeTrade(id, reason),
    onSuccess: (...args) => {
      apply(args[0]);
      return options.onSuccess?.(...args);
    },
  });
}

export function useReviewTradeMutation(id: number, options: MutationCallbacks<TradeReviewDto, TradeReviewBody> = {}) {
  const qc = useQueryClient();
  const viewerId = useTradeViewerId();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (body) => reviewTrade(id, body),
    onSuccess: (...args) => {
      const [review] = args;
      qc.setQueryData<TradeDetailDto>(tradeKeys.detail(viewerId, id), (old) =>
        old
          ? { ...old, reviews: [...old.reviews.filter((r) => r.id !== review.id), review], actions: { ...old.actions, review: false } }
          : old,
      );
      void qc.invalidateQueries({ queryKey: tradeKeys.detail(viewerId, id) });
      void qc.invalidateQueries({ queryKey: tradeKeys.lists(viewerId) });
      void qc.invalidateQueries({ queryKey: tradeKeys.reputations() });
      return options.onSuccess?.(...args);
    },
  });
}
