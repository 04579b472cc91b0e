// The schema.org objects each page describes itself with, as plain data. Pages render them with
// <JsonLd> (components/seo/json-ld.tsx), which serialises every block safely; text goes in as is.
import type { GuideDto } from '@/lib/validation/guides';
import type { NoticeDto } from '@/lib/validation/notices';
import type { CommentDto, PostDetailDto } from '@/lib/validation/posts';
import { formatRatePercent, type ProbabilityListEntry } from '@/lib/validation/probability';

export type JsonLdValue = string | number | boolean | JsonLdObject | readonly JsonLdValue[];
export type JsonLdObject = { readonly [key: string]: JsonLdValue | undefined };

/** Site path → absolute URL (lib/server/seo absoluteUrl on the server). */
export type AbsoluteUrl = (path: string) => string;

const CONTEXT = 'https://schema.org';
const OG_IMAGE = '/art/og-default.png';

const organization = (name: string): JsonLdObject => ({ '@type': 'Organization', name });

export function breadcrumbList(items: readonly { name: string; url: string }[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, n) => ({ '@type': 'ListItem', position: n + 1, name: item.name, item: item.url })),
  };
}

// Google's "carousel" of a summary page: an ItemList of the detail pages' URLs.
export function carousel(urls: readonly string[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: urls.map((url, n) => ({ '@type': 'ListItem', position: n + 1, url })),
  };
}

const postPath = (id: number) => `/community/detail/${id}`;

// ── Community ───────────────────────────────────────────────────────────────

type LdAuthor = { profile: { name: string | null } };
export type PostLdSource = Pick<
  PostDetailDto,
  'id' | 'title' | 'content' | 'images' | 'category' | 'like_count' | 'reply_count' | 'view_count' | 'created_at' | 'updated_at'
> & { author: LdAuthor };
export type CommentLdSource = Pick<CommentDto, 'id' | 'post_id' | 'content' | 'is_deleted' | 'created_at'> & {
  author: LdAuthor;
  replies: readonly CommentLdSource[];
};

/**
 * Comment objects a post's JSON-LD carries at most, replies included. A post page's first comment
 * page may hold hundreds of comments and replies; crawlers need a sample of the discussion, not all
 * of it, and the full number is stated in `commentCount` and the CommentAction counter.
 */
export const JSON_LD_COMMENTS_MAX = 20;

/**
 * The (not deleted) comments the JSON-LD carries, at most `max`, chosen level by level: the
 * top-level comments first, in page order, then their replies in thread order while there is room
 * (then replies of replies, and so on). A sample of many threads describes the discussion better
 * than all the replies of the first one. A reply is only chosen with its parent, and the replies
 * of a deleted comment are left out with it, as they always were.
 */
function boundedComments(comments: readonly CommentLdSource[], max: number): ReadonlySet<CommentLdSource> {
  const chosen = new Set<CommentLdSource>();
  let level = comments.filter((c) => !c.is_deleted);
  while (level.length && chosen.size < max) {
    const next: CommentLdSource[] = [];
    for (const c of level) {
      if (chosen.size >= max) break;
      chosen.add(c);
      next.push(...c.replies.filter((r) => !r.is_deleted));
    }
    level = next;
  }
  return chosen;
}

/**
 * Post detail: its breadcrumb and a DiscussionForumPosting with a bounded sample of its (not
 * deleted) comment thread (JSON_LD_COMMENTS_MAX) and its full comment count.
 */
export function postJsonLd(opts: {
  post: PostLdSource;
  comments: readonly CommentLdSource[];
  listPath: string;
  homeName: string;
  withdrawnName: string;
  absolute: AbsoluteUrl;
}): JsonLdObject[] {
  const { post, absolute } = opts;
  const url = absolute(postPath(post.id));
  const person = (author: LdAuthor): JsonLdObject => ({ '@type': 'Person', name: author.profile.name ?? opts.withdrawnName });
  const chosen = boundedComments(opts.comments, JSON_LD_COMMENTS_MAX);
  const thread = (comments: readonly CommentLdSource[]): JsonLdObject[] =>
    comments
      .filter((c) => chosen.has(c))
      .map((c) => {
        const replies = thread(c.replies);
        return {
          '@type': 'Comment',
          author: person(c.author),
          datePublished: c.created_at,
          text: c.content,
          url: absolute(`${postPath(c.post_id)}#comment-${c.id}`),
          comment: replies.length ? replies : undefined,
        };
      });
  const counter = (action: string, count: number): JsonLdObject => ({
    '@type': 'InteractionCounter',
    interactionType: `https://schema.org/${action}`,
    userInteractionCount: count,
  });
  return [
    breadcrumbList([
      { name: opts.homeName, url: absolute('/community') },
      { name: post.category.name, url: absolute(opts.listPath) },
      { name: post.title, url },
    ]),
    {
      '@context': CONTEXT,
      '@type': 'DiscussionForumPosting',
      headline: post.title,
      text: post.content,
      image: post.images.length ? post.images.map((src) => absolute(src)) : undefined,
      author: person(post.author),
      datePublished: post.created_at,
      dateModified: post.updated_at,
      url,
      // Every comment and reply of the post, not only the ones listed here.
      commentCount: post.reply_count,
      comment: thread(opts.comments),
      interactionStatistic: [
        counter('LikeAction', post.like_count),
        counter('CommentAction', post.reply_count),
        counter('ViewAction', post.view_count),
      ],
    },
  ];
}

/** Post list of one category: its breadcrumb and, when it has posts, a carousel of them. */
export function postListJsonLd(opts: {
  homeName: string;
  categoryName: string;
  listPath: string;
  postIds: readonly number[];
  absolute: AbsoluteUrl;
}): JsonLdObject[] {
  const { absolute } = opts;
  return [
    breadcrumbList([
      { name: opts.homeName, url: absolute('/community') },
      { name: opts.categoryName, url: absolute(opts.listPath) },
    ]),
    ...communityHomeJsonLd({ postIds: opts.postIds, absolute }),
  ];
}

/** Community home: a carousel of the posts it previews, when there are any. */
export function communityHomeJsonLd(opts: { postIds: readonly number[]; absolute: AbsoluteUrl }): JsonLdObject[] {
  return opts.postIds.length ? [carousel(opts.postIds.map((id) => opts.absolute(postPath(id))))] : [];
}

/** Notice detail: a NewsArticle published by the site. */
export function noticeJsonLd(opts: {
  notice: Pick<NoticeDto, 'id' | 'title' | 'published_at' | 'updated_at'>;
  description: string;
  siteName: string;
  absolute: AbsoluteUrl;
}): JsonLdObject {
  const { notice, absolute } = opts;
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: notice.title,
    url: absolute(`/community/notice/${notice.id}`),
    author: organization(opts.siteName),
    datePublished: notice.published_at,
    dateModified: notice.updated_at,
    image: absolute(OG_IMAGE),
    publisher: organization(opts.siteName),
    description: opts.description,
  };
}

// ── Probability ─────────────────────────────────────────────────────────────

/** Probability tables of one kind: an ItemList of them, when there are any. */
export function probabilityListJsonLd(opts: {
  kindName: string;
  slug: string;
  entries: readonly Pick<ProbabilityListEntry, 'id' | 'name'>[];
  absolute: AbsoluteUrl;
}): JsonLdObject[] {
  if (!opts.entries.length) return [];
  return [
    {
      '@context': CONTEXT,
      '@type': 'ItemList',
      name: opts.kindName,
      itemListElement: opts.entries.map((entry, n) => ({
        '@type': 'ListItem',
        position: n + 1,
        name: entry.name,
        url: opts.absolute(`/probability/${opts.slug}/${entry.id}`),
      })),
    },
  ];
}

/** One probability table: a Dataset of its rates and its breadcrumb. */
export function probabilityTableJsonLd(opts: {
  table: {
    id: number;
    uuid: string;
    slug: string;
    name: string;
    entries: readonly { name: string; rate_micros: number }[];
    history: readonly unknown[];
  };
  description: string;
  siteName: string;
  /** The probability section's title (first breadcrumb) and this table's kind (second). */
  sectionName: string;
  kindName: string;
  absolute: AbsoluteUrl;
}): JsonLdObject[] {
  const { table, absolute } = opts;
  const url = absolute(`/probability/${table.slug}/${table.id}`);
  return [
    {
      '@context': CONTEXT,
      '@type': 'Dataset',
      name: table.name,
      description: opts.description,
      url,
      identifier: table.uuid,
      isAccessibleForFree: true,
      creator: organization(opts.siteName),
      distribution: {
        '@type': 'DataDownload',
        encodingFormat: 'application/json',
        contentUrl: absolute(`/api/v1/probability/${table.slug}/${table.id}/`),
      },
      variableMeasured: table.entries.map((entry) => ({
        '@type': 'PropertyValue',
        name: entry.name,
        value: `${formatRatePercent(entry.rate_micros, { fixed: true })}%`,
      })),
      // The version counts changes: a table never changed has none.
      version: table.history.length || undefined,
    },
    breadcrumbList([
      { name: opts.sectionName, url: absolute('/probability') },
      { name: opts.kindName, url: absolute(`/probability/${table.slug}`) },
      { name: table.name, url },
    ]),
  ];
}

// ── Guides ──────────────────────────────────────────────────────────────────

/** Guide page: an Article, a HowTo when it lists more than one step, and its breadcrumb. */
export function guideJsonLd(opts: {
  guide: Pick<GuideDto, 'slug' | 'title' | 'created_at' | 'updated_at'>;
  description: string;
  steps: readonly string[];
  siteName: string;
  /** The guide section's title (first breadcrumb), the guide's category and that category's list. */
  sectionName: string;
  categoryName: string;
  categoryPath: string;
  absolute: AbsoluteUrl;
}): JsonLdObject[] {
  const { guide, absolute } = opts;
  const url = absolute(`/guide/${guide.slug}`);
  const image = absolute(OG_IMAGE);
  return [
    {
      '@context': CONTEXT,
      '@type': 'Article',
      headline: guide.title,
      url,
      author: organization(opts.siteName),
      datePublished: guide.created_at,
      dateModified: guide.updated_at,
      image,
      publisher: organization(opts.siteName),
      description: opts.description,
    },
    ...(opts.steps.length > 1
      ? [
          {
            '@context': CONTEXT,
            '@type': 'HowTo',
            name: guide.title,
            description: opts.description,
            image,
            step: opts.steps.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
          },
        ]
      : []),
    breadcrumbList([
      { name: opts.sectionName, url: absolute('/guide') },
      { name: opts.categoryName, url: absolute(opts.categoryPath) },
      { name: guide.title, url },
    ]),
  ];
}
