import type { PostDetailDto } from '@/lib/validation/posts';
import { ContestView } from './contest-view';
import { DefaultView } from './default-view';
import { ExhibitedView } from './exhibited-view';
import { postViewFamily, type PostViewFamily } from './families';
import { NoticeView } from './notice-view';
import { RankingView } from './ranking-view';
import { TradeView } from './trade-view';

const VIEWS: Record<PostViewFamily, (props: { post: PostDetailDto }) => React.ReactNode> = {
  default: DefaultView,
  contest: ContestView,
  exhibited: ExhibitedView,
  trade: TradeView,
  notice: NoticeView,
  ranking: RankingView,
};

/** The spec's content view for the post's type. Server-compatible. */
export function PostContentView({ post }: { post: PostDetailDto }) {
  const View = VIEWS[postViewFamily(post.post_type)];
  return <View post={post} />;
}
