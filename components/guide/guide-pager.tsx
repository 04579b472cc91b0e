import { Pagination } from '@/components/ui/pagination';
import type { GuideCategory } from '@/lib/validation/guides';
import { guideListHref } from './guide-href';

type Props = { page: number; count: number; pageSize: number; category?: GuideCategory; keyword?: string };

/** Previous / next pages of the guide list, keeping the category and keyword. */
export function GuidePager({ category, keyword, ...pages }: Props) {
  return <Pagination {...pages} basePath={guideListHref({ category, keyword })} />;
}
