import { useTranslations } from 'next-intl';
import type { PostDetailDto } from '@/lib/validation/posts';
import { postTypeKey, tradeKind } from './families';
import { PostBody } from './post-body';
import { PostImages, PostVideos } from './post-media';
import { TradeItems } from './trade-items';
import styles from './post-views.module.scss';

/** Trade posts (sharing, need, sell, exchange): what kind of trade, the attached items (cards opening the item detail), the pictures, then the text. */
export function TradeView({ post }: { post: PostDetailDto }) {
  const t = useTranslations('community');
  const kind = tradeKind(post.post_type);
  return (
    <div className={styles.view} data-view="trade">
      <div className={styles.tradeCard} data-kind={kind}>
        <span className={styles.tradeTag}>{t(`postTypes.${postTypeKey(post.post_type)}`)}</span>
        <p className={styles.tradeHint}>{t(`detail.tradeHint.${kind}`)}</p>
      </div>
      <TradeItems
        author={post.author}
        postId={post.id}
        items={post.items ?? []}
        labels={{
          title: t('detail.tradeItems'),
          open: (post.items ?? []).map((item) => t('detail.openItem', { name: item.name })),
          role: (post.items ?? []).map((item) => t(`detail.tradeRole.${item.trade_role}`)),
          price: (post.items ?? []).map((item) => (item.price === null ? '' : t('detail.itemPrice', { price: item.price }))),
        }}
      />
      <PostImages title={post.title} images={post.images} variant="gallery" eagerFirst />
      <PostBody content={post.content} />
      <PostVideos title={post.title} urls={post.video_urls} />
    </div>
  );
}
