import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LookDto, LookRemovedDto, LookWriteBody, RoomCatalogueDto } from '@/lib/validation/room';
import { roomKeys } from './keys';
import type { MutationCallbacks } from './mutation';
import { apiRead } from './reads';
import { del, post, put } from './request';

// Browser calls of "my room": the member's saved looks and the studio's catalogue.

export function myLooksOptions() {
  return queryOptions({
    queryKey: roomKeys.looks(),
    ...apiRead<LookDto[]>('/v1/room/looks/'),
  });
}

// The catalogue changes only when an administrator edits items: kept for the visit.
export function roomCatalogueOptions() {
  return queryOptions({
    queryKey: roomKeys.catalogue(),
    ...apiRead<RoomCatalogueDto>('/v1/room/catalogue/'),
    staleTime: 10 * 60_000,
  });
}

export function saveLook(body: LookWriteBody): Promise<LookDto> {
  return post<LookDto>('/v1/room/looks/', body);
}

export function updateLook(uuid: string, body: LookWriteBody): Promise<LookDto> {
  return put<LookDto>(`/v1/room/looks/${uuid}/`, body);
}

export function deleteLook(uuid: string): Promise<LookRemovedDto> {
  return del<LookRemovedDto>(`/v1/room/looks/${uuid}/`);
}

export type SaveLookVariables = { uuid: string | null; body: LookWriteBody };

/** Saves a new look (uuid null) or replaces one; the answer goes to the front of the cached list. */
export function useSaveLookMutation(options: MutationCallbacks<LookDto, SaveLookVariables> = {}) {
  const qc = useQueryClient();
  return useMutation({
    // Saving twice because a retry raced a slow answer would save two looks.
    retry: false,
    ...options,
    mutationFn: ({ uuid, body }) => (uuid ? updateLook(uuid, body) : saveLook(body)),
    onSuccess: (...args) => {
      const saved = args[0];
      qc.setQueryData<LookDto[]>(roomKeys.looks(), (list = []) => [saved, ...list.filter((l) => l.uuid !== saved.uuid)]);
      return options.onSuccess?.(...args);
    },
  });
}

export function useDeleteLookMutation(options: MutationCallbacks<LookRemovedDto, string> = {}) {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    ...options,
    mutationFn: (uuid) => deleteLook(uuid),
    onSuccess: (...args) => {
      qc.setQueryData<LookDto[]>(roomKeys.looks(), (list = []) => list.filter((l) => l.uuid !== args[1]));
      return options.onSuccess?.(...args);
    },
  });
}
