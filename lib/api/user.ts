import { queryOptions } from '@tanstack/react-query';
import type { MeDto } from '@/lib/validation/users';
import { meKeys } from './keys';
import { layerPartMeta, loadMe } from './personal';

export type User = MeDto;
export type Badge = MeDto['badges'][number];

export function meOptions() {
  return queryOptions({
    queryKey: meKeys.all,
    queryFn: loadMe,
    meta: layerPartMeta('me'),
  });
}
