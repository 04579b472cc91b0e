/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/seo/json-ld';
import {
  JSON_LD_COMMENTS_MAX,
  communityHomeJsonLd,
  guideJsonLd,
  noticeJsonLd,
  postJsonLd,
  postListJsonLd,
  probabilityListJsonLd,
  probabilityTableJsonLd,
  type CommentLdSource,
  type JsonLdObject,
} from './json-ld';

// next-seo's components wrote this title into the page as an <img> element.
const EVIL = 'x</script ><img src=x onerror=alert(1)>';
const absolute = (path: string) => `https://slime.example${path}`;

// Renders the blocks through <JsonLd> as the page does and checks nothing leaves its script element.
function renderSafely(data: JsonLdObject | JsonLdObject[]): unknown[] {
  const blocks = Array.isArray(data) ? data : [data];
  const html = renderToStaticMarkup(<JsonLd data={data} />);
  expect(html.match(/<script/gi)?.length ?? 0).toBe(blocks.length);
  expect(html.match(/<\/script/gi)?.length ?? 0).toBe(blocks.length);
  expect(html).not.toMatch(/<img/i);
  const bodies = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
  expect(bodies).toHaveLength(blocks.length);
  const parsed = bodies.map((b) => JSON.parse(b) as unknown);
  expect(parsed).toEqual(blocks);
  return parsed;
}

const author = (name: string | null) => ({ profile: { name } });
const comment = (id: number, over: Partial<CommentLdSource> = {}): CommentLdSource => ({
  id,
  post_id: 7,
  content: EVIL,
  is_deleted: false,
  created_at: '2024-05-01T00:00:00.000Z',
  author: author(EVIL),
  replies: [],
  ...over,
});

describe('JSON-LD of each page type with hostile text', () => {
  it('post detail: breadcrumb and DiscussionForumPosting with its comment thread', () => {
    const blocks = postJsonLd({
      post: {
        id: 7,
        title: EVIL,
        content: `${EVIL}\n</SCRIPT><!--`,
        images: ['/uploads/a.webp'],
        category: { id: 3, name: EVIL },
        like_count: 1,
        reply_count: 2,
        view_count: 3,
        created_at: '2024-05-01T00:00:00.000Z',
        updated_at: '2024-05-02T00:00:00.000Z',
        author: author(EVIL),
      },
      comments: [
        comment(1, { replies: [comment(2, { author: author(null) }), comment(3, { is_deleted: true })] }),
        comment(4, { is_deleted: true }),
      ],
      listPath: '/community/posts?category=3',
      homeName: 'Home',
      withdrawnName: 'Withdrawn',
      absolute,
    });
    const [breadcrumb, posting] = renderSafely(blocks) as [Record<string, any>, Record<string, any>];

    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', EVIL, EVIL]);
    expect(posting).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: EVIL,
      text: `${EVIL}\n</SCRIPT><!--`,
      url: 'https://slime.example/community/detail/7',
      image: ['https://slime.example/uploads/a.webp'],
      author: { '@type': 'Person', name: EVIL },
      commentCount: 2,
    });
    expect(posting.interactionStatistic).toEqual([
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: 1 },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: 2 },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ViewAction', userInteractionCount: 3 },
    ]);
    // Deleted comments are left out; a withdrawn author gets the placeholder name.
    expect(posting.comment).toEqual([
      {
        '@type': 'Comment',
        author: { '@type': 'Person', name: EVIL },
        datePublished: '2024-05-01T00:00:00.000Z',
        text: EVIL,
        url: 'https://slime.example/community/detail/7#comment-1',
        comment: [
          {
            '@type': 'Comment',
            author: { '@type': 'Person', name: 'Withdrawn' },
            datePublished: '2024-05-01T00:00:00.000Z',
            text: EVIL,
            url: 'https://slime.example/community/detail/7#comment-2',
          },
        ],
      },
    ]);
  });

  it('post list: breadcrumb with the category name and a carousel of the posts', () => {
    const blocks = postListJsonLd({
      homeName: EVIL,
      categoryName: EVIL,
      listPath: '/community/posts?category=3',
      postIds: [5, 6],
      absolute,
    });
    const [breadcrumb, list] = renderSafely(blocks) as [Record<string, any>, Record<string, any>];
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: EVIL, item: 'https://slime.example/community' },
      { '@type': 'ListItem', position: 2, name: EVIL, item: 'https://slime.example/community/posts?category=3' },
    ]);
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://slime.example/community/detail/5' },
        { '@type': 'ListItem', position: 2, url: 'https://slime.example/community/detail/6' },
      ],
    });
    expect(postListJsonLd({ homeName: 'H', categoryName: 'C', listPath: '/x', postIds: [], absolute })).toHaveLength(1);
  });

  it('community home: a carousel (only URLs, so the site address is what could carry markup)', () => {
    const hostileSite = (path: string) => `https://slime.example/${EVIL}${path}`;
    const [list] = renderSafely(communityHomeJsonLd({ postIds: [1, 2, 3], absolute: hostileSite })) as [Record<string, any>];
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement[2]).toEqual({ '@type': 'ListItem', position: 3, url: hostileSite('/community/detail/3') });
    expect(communityHomeJsonLd({ postIds: [], absolute })).toEqual([]);
  });

  it('notice detail: a NewsArticle', () => {
    const data = noticeJsonLd({
      notice: { id: 9, title: EVIL, published_at: '2024-05-01T00:00:00.000Z', updated_at: '2024-05-02T00:00:00.000Z' },
      description: `</SCRIPT>${EVIL}`,
      siteName: EVIL,
      absolute,
    });
    const [article] = renderSafely(data);
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: EVIL,
      url: 'https://slime.example/community/notice/9',
      author: { '@type': 'Organization', name: EVIL },
      datePublished: '2024-05-01T00:00:00.000Z',
      dateModified: '2024-05-02T00:00:00.000Z',
      image: 'https://slime.example/art/og-default.png',
      publisher: { '@type': 'Organization', name: EVIL },
      description: `</SCRIPT>${EVIL}`,
    });
  });

  it('probability list: an ItemList of the tables', () => {
    const blocks = probabilityListJsonLd({ kindName: EVIL, slug: 'treasure-box', entries: [{ id: 1, name: EVIL }], absolute });
    const [list] = renderSafely(blocks);
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: EVIL,
      itemListElement: [{ '@type': 'ListItem', position: 1, name: EVIL, url: 'https://slime.example/probability/treasure-box/1' }],
    });
    expect(probabilityListJsonLd({ kindName: 'K', slug: 's', entries: [], absolute })).toEqual([]);
  });

  it('probability detail: a Dataset of the rates and a breadcrumb', () => {
    const table = { id: 4, uuid: 'u-1', slug: 'ticket', name: EVIL, entries: [{ name: EVIL, rate_micros: 150_000 }], history: [{}, {}] };
    const blocks = probabilityTableJsonLd({ table, description: EVIL, siteName: EVIL, sectionName: EVIL, kindName: EVIL, absolute });
    const [dataset, breadcrumb] = renderSafely(blocks) as [Record<string, any>, Record<string, any>];
    expect(dataset).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Dataset',
      name: EVIL,
      description: EVIL,
      url: 'https://slime.example/probability/ticket/4',
      identifier: 'u-1',
      isAccessibleForFree: true,
      creator: { '@type': 'Organization', name: EVIL },
      distribution: {
        '@type': 'DataDownload',
        encodingFormat: 'application/json',
        contentUrl: 'https://slime.example/api/v1/probability/ticket/4/',
      },
      variableMeasured: [{ '@type': 'PropertyValue', name: EVIL, value: '15.0000%' }],
      version: 2,
    });
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      'https://slime.example/probability',
      'https://slime.example/probability/ticket',
      'https://slime.example/probability/ticket/4',
    ]);
    // A table never changed has no version, as before.
    const [unchanged] = renderSafely(
      probabilityTableJsonLd({ table: { ...table, history: [] }, description: '', siteName: '', sectionName: '', kindName: '', absolute }),
    );
    expect(unchanged).not.toHaveProperty('version');
  });

  it('guide: an Article, a HowTo of its steps and a breadcrumb', () => {
    const opts = {
      guide: { slug: 'start', title: EVIL, created_at: '2024-05-01T00:00:00.000Z', updated_at: '2024-05-02T00:00:00.000Z' },
      description: EVIL,
      steps: [EVIL, '</script><script>alert(3)</script>'],
      siteName: 'Slime',
      sectionName: EVIL,
      categoryName: EVIL,
      categoryPath: '/guide?category=basic',
      absolute,
    };
    const [article, howTo, breadcrumb] = renderSafely(guideJsonLd(opts)) as Record<string, any>[];
    expect(article).toMatchObject({ '@type': 'Article', headline: EVIL, url: 'https://slime.example/guide/start', description: EVIL });
    expect(howTo).toEqual({
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: EVIL,
      description: EVIL,
      image: 'https://slime.example/art/og-default.png',
      step: [
        { '@type': 'HowToStep', position: 1, text: EVIL },
        { '@type': 'HowToStep', position: 2, text: '</script><script>alert(3)</script>' },
      ],
    });
    expect(breadcrumb?.itemListElement.map((i: { name: string }) => i.name)).toEqual([EVIL, EVIL, EVIL]);
    // One step or none is no HowTo.
    expect(guideJsonLd({ ...opts, steps: [EVIL] }).map((b) => b['@type'])).toEqual(['Article', 'BreadcrumbList']);
  });
});

describe('post JSON-LD of a long thread', () => {
  const post = {
    id: 7,
    title: 'Title',
    content: 'Words',
    images: [],
    category: { id: 3, name: 'Board' },
    like_count: 0,
    reply_count: 200,
    view_count: 0,
    created_at: '2024-05-01T00:00:00.000Z',
    updated_at: '2024-05-01T00:00:00.000Z',
    author: author('Writer'),
  };
  const ld = (comments: CommentLdSource[], over: Partial<typeof post> = {}) => {
    const [, posting] = postJsonLd({
      post: { ...post, ...over },
      comments,
      listPath: '/community/posts?category=3',
      homeName: 'Home',
      withdrawnName: 'Withdrawn',
      absolute,
    }) as [JsonLdObject, Record<string, any>];
    return posting;
  };
  type LdComment = { '@type': string; url: string; comment?: LdComment[] };
  // Comment objects in thread order, depth first, as [id, depth].
  const flatten = (list: LdComment[] | undefined, depth = 0): [number, number][] =>
    (list ?? []).flatMap((c) => [[Number(c.url.split('#comment-')[1]), depth] as [number, number], ...flatten(c.comment, depth + 1)]);
  // `threads` top-level comments with `replies` replies each, ids in thread order from 1.
  const threads = (count: number, replies: number): CommentLdSource[] => {
    let id = 0;
    return Array.from({ length: count }, () => {
      const top = ++id;
      return comment(top, {
        content: 'c',
        author: author('a'),
        replies: Array.from({ length: replies }, () => comment(++id, { content: 'r', author: author('b') })),
      });
    });
  };

  it('carries at most JSON_LD_COMMENTS_MAX comments, and the full comment count', () => {
    expect(JSON_LD_COMMENTS_MAX).toBe(20);
    // 20 threads (a full comment page) of 1 comment and 9 replies: 200 in all.
    const comments = threads(20, 9);
    expect(comments.reduce((n, c) => n + 1 + c.replies.length, 0)).toBe(200);
    const posting = ld(comments);
    const listed = flatten(posting.comment);
    expect(listed.length).toBeLessThanOrEqual(JSON_LD_COMMENTS_MAX);
    // Top-level comments come first: the 20 threads, without their replies.
    expect(listed).toEqual(comments.map((c) => [c.id, 0]));
    expect(posting.commentCount).toBe(200);
    expect(posting.interactionStatistic[1]).toEqual({
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/CommentAction',
      userInteractionCount: 200,
    });
    // Still one script element of valid JSON.
    renderSafely(postJsonLd({ post, comments, listPath: '/x', homeName: 'H', withdrawnName: 'W', absolute }));
  });

  it('fills the room left by the top-level comments with replies, in thread order', () => {
    // 5 threads of 1 comment and 39 replies: 5 comments, then the first 15 replies (all of the first thread's).
    const comments = threads(5, 39);
    const posting = ld(comments);
    const listed = flatten(posting.comment);
    expect(listed).toHaveLength(JSON_LD_COMMENTS_MAX);
    expect(listed.filter(([, depth]) => depth === 0).map(([id]) => id)).toEqual([1, 41, 81, 121, 161]);
    expect(posting.comment[0].comment.map((r: LdComment) => Number(r.url.split('#comment-')[1]))).toEqual(
      Array.from({ length: 15 }, (_, n) => n + 2),
    );
    expect(posting.comment.slice(1).every((c: LdComment) => c.comment === undefined)).toBe(true);
    expect(posting.commentCount).toBe(200);
  });

  it('does not spend the room on deleted comments or the replies of deleted ones', () => {
    const comments = threads(3, 10).map((c, n) =>
      n === 0 ? { ...c, is_deleted: true } : { ...c, replies: c.replies.map((r, m) => (m % 2 ? { ...r, is_deleted: true } : r)) },
    );
    const listed = flatten(ld(comments, { reply_count: 12 }).comment);
    // Threads 2 and 3 (ids 12 and 23) with their 5 visible replies each.
    expect(listed).toEqual([[12, 0], ...[13, 15, 17, 19, 21].map((id) => [id, 1]), [23, 0], ...[24, 26, 28, 30, 32].map((id) => [id, 1])]);
  });

  it('lists a short thread whole', () => {
    const posting = ld(threads(2, 3), { reply_count: 8 });
    expect(flatten(posting.comment)).toEqual([
      [1, 0],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 0],
      [6, 1],
      [7, 1],
      [8, 1],
    ]);
    expect(posting.commentCount).toBe(8);
    expect(ld([]).comment).toEqual([]);
  });
});
