import { queryOptions } from '@tanstack/react-query';
import type { PaginatedDto } from '@/lib/validation/common';
import type { NoticeSummaryDto } from '@/lib/validation/notices';
import { noticeKeys } from './keys';
import { apiRead } from './reads';

export function noticeListOptions(page: number) {
  return queryOptions({
    queryKey: noticeKeys.list(page),
    ...apiRead<PaginatedDto<NoticeSummaryDto>>('/v1/board/notice/', { page }),
  });
}
