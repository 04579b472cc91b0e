import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LadderDto,
  PriceAlertBody,
  PriceAlertDeletedDto,
  PriceAlertDto,
  PriceAlertListDto,
  PriceHistoryDto,
} from '@/lib/validation/prices';
import { priceKeys } from './keys';
import type { LiveInvalidation } from './live';
import type { MutationCallbacks } from './mutation';
import { apiReadPart } from './reads';
import { del, get, post } from './request';
import { pollUnlessLive } from '@/lib/live/connection';

export { priceKeys };
export type { FairRangeDto, LadderDto, PriceAlertBody, PriceAlertDto, PriceHistoryDto } from '@/lib/validation/prices';

/** The ladder is read again this often while its screen is open and the page visible (no live channel yet). */
export const LADDER_POLL_MS = 5_000;
// The server keeps a history 30 s; reading it more often would only return the same copy.
const HISTORY_STALE_MS = 30_000;

/** `GET /v1/items/{id}/prices/`: history, daily series and fair range. */
export function priceHistoryOptions(itemId: number | null) {
  return queryOptions({
    queryKey: priceKeys.history(itemId ?? 0),
    queryFn: ({ signal }) => get<PriceHistoryDto>(`/v1/items/${itemId}/prices/`, undefined, { signal, auth: false }),
    enabled: typeof itemId === 'number' && itemId > 0,
    staleTime: HISTORY_STALE_MS,
  });
}

/** `GET /v1/items/{id}/ladder/`: polled every LADDER_POLL_MS while mounted and the page is visible. */
export function ladderOptions(itemId: number | null) {
  return queryOptions({
    queryKey: priceKeys.ladder(itemId ?? 0),
    queryFn: ({ signal }) => get<LadderDto>(`/v1/items/${itemId}/ladder/`, undefined, { signal, auth: false }),
    enabled: typeof itemId === 'number' && itemId > 0,
    staleTime: 0,
    refetchInterval: () => pollUnlessLive(itemId ? `item:${itemId}` : null, LADDER_POLL_MS),
    // react-query pauses the interval while the tab is hidden; say it here so nobody turns it on.
    refetchIntervalInBackground: false,
  });
}

/** `GET /v1/price-alerts/`: the signed-in member's alerts. */
export function priceAlertsOptions(readerId: number | null) {
  return queryOptions({
    queryKey: priceKeys.alerts(readerId),
    ...apiReadPart<PriceAlertListDto, PriceAlertDto[]>('/v1/price-alerts/', undefined, (answer) => answer.results),
    enabled: readerId !== null,
  });
}

/** An alert fired (kind `price_alert`): the alerts list shows when each last fired. */
export const priceAlertsLive = { notifications: ['price_alert'], keys: [{ queryKey: priceKeys.alertLists() }] } satisfies LiveInvalidation;

/** `POST /v1/price-alerts/`: sets the alert on an item and side (saving again replaces the price). */
export function useSavePriceAlertMutation(readerId: number | null, options: MutationCallbacks<PriceAlertDto, PriceAlertBody> = {}) {
  const qc = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (body: PriceAlertBody) => post<PriceAlertDto>('/v1/price-alerts/', body),
    onSuccess: (...args) => {
      const [saved] = args;
      qc.setQueryData<PriceAlertDto[]>(priceKeys.alerts(readerId), (list) =>
        list ? [saved, ...list.filter((a) => a.id !== saved.id)] : list,
      );
      void qc.invalidateQueries({ queryKey: priceKeys.alerts(readerId) });
      return options.onSuccess?.(...args);
    },
  });
}

/** `DELETE /v1/price-alerts/{id}/`; the list drops the alert at once and comes back on failure. */
export function useDeletePriceAlertMutation(
  readerId: number | null,
  options: MutationCallbacks<PriceAlertDeletedDto, number, { previous: PriceAlertDto[] | undefined }> = {},
) {
  const qc = useQueryClient();
  const key = priceKeys.alerts(readerId);
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (id: number) => del<PriceAlertDeletedDto>(`/v1/price-alerts/${id}/`),
    onMutate: async (id) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<PriceAlertDto[]>(key);
      qc.setQueryData<PriceAlertDto[]>(key, (list) => list?.filter((a) => a.id !== id));
      return { previous };
    },
    onError: (...args) => {
      const [, , context] = args;
      if (context?.previous) qc.setQueryData(key, context.previous);
      return options.onError?.(...args);
    },
    onSettled: (...args) => {
      void qc.invalidateQueries({ queryKey: key });
      return options.onSettled?.(...args);
    },
  });
}
