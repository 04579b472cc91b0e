import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_STALE_MS, type Locale } from '@/lib/constants';
import type { PaginatedDto } from '@/lib/validation/common';
import type { AdminMissionDto, CheckInResultDto, MissionBoardDto, MissionInput } from '@/lib/validation/missions';
import { useUserStore } from '@/stores/user-store';
import { adminKeys, type Filters } from './keys';
import { apiRead } from './reads';
import { del, post, put } from './request';

export type { AdminMissionDto, CheckInResultDto, MissionBoardDto, MissionDto } from '@/lib/validation/missions';

// The /mission board and the daily check-in, and the missions' administration. The board's key
// names whose board it is (a member's id, or 'guest') and the language of its titles, so the page
// the server rendered for one reader is never shown to another.

export type BoardReader = number | 'guest' | 'member';

export const missionKeys = {
  all: ['missions'] as const,
  board: (reader: BoardReader, locale: Locale) => [...missionKeys.all, 'board', reader, locale] as const,
};

export function missionBoardOptions(reader: BoardReader, locale: Locale) {
  return queryOptions({
    queryKey: missionKeys.board(reader, locale),
    ...apiRead<MissionBoardDto>('/v1/missions/', { lang: locale }),
  });
}

export const checkIn = () => post<CheckInResultDto>('/v1/missions/check-in/');

/** Today's check-in: the answer goes straight into the board and the stored member's balls, then the board is read again. */
export function useCheckInMutation(reader: BoardReader, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: (result) => {
      queryClient.setQueryData<MissionBoardDto>(missionKeys.board(reader, locale), (board) =>
        board?.check_in
          ? {
              ...board,
              balls: result.balls,
              check_in: {
                ...board.check_in,
                checked_today: true,
                streak: result.streak,
                days: board.check_in.days.includes(result.day) ? board.check_in.days : [...board.check_in.days, result.day],
              },
            }
          : board,
      );
      const { user, setUser } = useUserStore.getState();
      if (user) setUser({ ...user, referral_ball: result.balls });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionKeys.all }),
  });
}

// ── Administration ─────────────────────────────────────────────────────────

const ADMIN = '/v1/admin/missions';

export const adminMissionKeys = {
  all: [...adminKeys.all, 'missions'] as const,
  list: (f: Filters) => [...adminMissionKeys.all, 'list', f] as const,
  detail: (id: number) => [...adminMissionKeys.all, 'detail', id] as const,
};

export const missionListOptions = (f: Filters) =>
  queryOptions({
    queryKey: adminMissionKeys.list(f),
    ...apiRead<PaginatedDto<AdminMissionDto>>(`${ADMIN}/`, f),
    staleTime: ADMIN_QUERY_STALE_MS,
    refetchOnMount: true,
    placeholderData: keepPreviousData,
  });

export const missionOptions = (id: number) =>
  queryOptions({
    queryKey: adminMissionKeys.detail(id),
    ...apiRead<AdminMissionDto>(`${ADMIN}/${id}/`),
    staleTime: ADMIN_QUERY_STALE_MS,
    refetchOnMount: true,
  });

export type MissionBody = MissionInput;
export const createMission = (body: MissionBody) => post<AdminMissionDto>(`${ADMIN}/`, body);
export const updateMission = (id: number, body: MissionBody) => put<AdminMissionDto>(`${ADMIN}/${id}/`, body);
export const deleteMission = (id: number) => del<null>(`${ADMIN}/${id}/`);
