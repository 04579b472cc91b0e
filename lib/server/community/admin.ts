import 'server-only';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import type { Viewer } from '@/lib/server/auth/session';
import { getDb, schema } from '@/lib/server/db';
import { containsPattern } from '@/lib/server/db/like';
import { readPage, type Page } from '@/lib/server/db/paging';
import { AppError, NotFound } from '@/lib/server/http/errors';
import type {
  AdminCommentDto,
  AdminPostDto,
  AdminPostQuery,
  CommentModerationInput,
  ContentDeleteInput,
  PostModerationInput,
} from '@/lib/validation/admin/content/posts';
import { reverseSanctionsOn, sanctionContent } from '@/lib/server/moderation/sanctions';
import { recordAudit } from '@/lib/server/audit/log';
import { deleteContent, setContentHidden } from '@/lib/server/moderation/visibility';
import { invalidatePages, postPageTags } from '@/lib/server/cache/pages';
import { pick } from '@/lib/bilingual';
import { excerptOf } from '@/lib/excerpt';
import { loadMemberRefs } from '@/lib/server/people/member-refs';
import { exactReactionCounts } from './reaction-counts';
import { translationLanguages } from './translations';

// The administration of posts and comments (beside the community, as trades/admin.ts and
// missions/admin.ts are): every post whatever its state, and pin, hide, move and
// delete. A moved post takes the post type of its new board, as the author's own edit does.

const { posts, comments, categories, reports } = schema;

/** Posts the word filter holds: hidden, and the last change of their visibility was its hold. */
export const heldPostsWhere = () =>
  and(
    isNull(posts.deletedAt),
    eq(posts.isHidden, true),
    sql`(select a.action from ${schema.auditLog} a where a.target_type = 'post' and a.target_id = ${posts.id}::text
          and a.action in ('post.hide', 'post.unhide', 'post.auto_hide', 'post.filter_hold')
          order by a.id desc limit 1) = 'post.filter_hold'`,
  );

function stateWhere(state: AdminPostQuery['state']): SQL | undefined {
  switch (state) {
    case 'visible':
      return and(isNull(posts.deletedAt), eq(posts.isHidden, false));
    case 'hidden':
      return and(isNull(posts.deletedAt), eq(posts.isHidden, true));
    case 'held':
      return heldPostsWhere();
    case 'deleted':
      return isNotNull(posts.deletedAt);
    case 'pinned':
      return and(isNull(posts.deletedAt), eq(posts.isPinned, true));
    default:
      return undefined;
  }
}

export async function listAdminPosts(q: AdminPostQuery, locale: Locale): Promise<Page<AdminPostDto>> {
  const db = await getDb();
  const categoryIds = q.category
    ? (await db.select({ id: categories.id, parentId: categories.parentId }).from(categories))
        .filter((c) => c.id === q.category || c.parentId === q.category)
        .map((c) => c.id)
    : null;
  const where = and(
    q.q ? ilike(posts.title, containsPattern(q.q)) : undefined,
    categoryIds ? inArray(posts.categoryId, categoryIds.length ? categoryIds : [-1]) : undefined,
    q.author ? eq(posts.authorId, q.author) : undefined,
    stateWhere(q.state),
  );
  const page = await readPage(
    { page: q.page, pageSize: q.page_size },
    (limit, offset) => db.select().from(posts).where(where).orderBy(desc(posts.createdAt), desc(posts.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(posts).where(where),
  );
  return { ...page, results: await toAdminPosts(page.results, locale) };
}

async function onePost(id: number, locale: Locale): Promise<AdminPostDto> {
  const db = await getDb();
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  if (!row) throw NotFound('Post not found');
  return (await toAdminPosts([row], locale))[0]!;
}

/** Pins, hides or shows, and moves a post — each change with its own audit row, in one transaction. */
export async function moderatePost(admin: Viewer, id: number, input: PostModerationInput, locale: Locale): Promise<AdminPostDto> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
    if (!row || row.deletedAt) throw NotFound('Post not found');
    if (input.category_id !== undefined && input.category_id !== row.categoryId) {
      const [category] = await tx.select().from(categories).where(eq(categories.id, input.category_id)).limit(1);
      // Posts live in boards (writable sub-categories); groups like "all" only list them.
      if (!category || !category.writable || category.parentId === null) {
        throw new AppError('VALIDATION', 'Choose a board to move the post to', { category_id: ['categoryInvalid'] });
      }
      await tx
        .update(posts)
        .set({ categoryId: category.id, postType: category.postType, updatedAt: sql`now()` })
        .where(eq(posts.id, id));
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'post.move',
        targetType: 'post',
        targetId: id,
        before: { category_id: row.categoryId, post_type: row.postType },
        after: { category_id: category.id, post_type: category.postType },
      });
    }
    if (input.is_pinned !== undefined && input.is_pinned !== row.isPinned) {
      await tx.update(posts).set({ isPinned: input.is_pinned }).where(eq(posts.id, id));
      await recordAudit(tx, {
        actorId: admin.id,
        action: input.is_pinned ? 'post.pin' : 'post.unpin',
        targetType: 'post',
        targetId: id,
        before: { is_pinned: row.isPinned },
        after: { is_pinned: input.is_pinned },
      });
    }
    if (input.is_hidden !== undefined) {
      const changed = await setContentHidden(tx, admin.id, 'post', id, input.is_hidden ? 'hide' : 'unhide');
      if (changed && input.is_hidden) await sanctionContent(tx, admin.id, 'hide', 'post', id, input);
      if (changed && !input.is_hidden) await reverseSanctionsOn(tx, admin.id, 'hide', 'post', id);
    }
    await invalidatePages(postPageTags(id), tx);
  });
  return onePost(id, locale);
}

export async function deletePostAsAdmin(admin: Viewer, id: number, fields: ContentDeleteInput = {}): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (!(await deleteContent(tx, admin.id, 'post', id))) throw NotFound('Post not found');
    await sanctionContent(tx, admin.id, 'delete', 'post', id, fields);
  });
}

async function oneComment(id: number): Promise<AdminCommentDto> {
  const db = await getDb();
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  if (!row) throw NotFound('Comment not found');
  return (await toAdminComments([row]))[0]!;
}

export async function moderateComment(admin: Viewer, id: number, input: CommentModerationInput): Promise<AdminCommentDto> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ deletedAt: comments.deletedAt }).from(comments).where(eq(comments.id, id)).limit(1);
    if (!row || row.deletedAt) throw NotFound('Comment not found');
    const changed = await setContentHidden(tx, admin.id, 'comment', id, input.is_hidden ? 'hide' : 'unhide');
    if (changed && input.is_hidden) await sanctionContent(tx, admin.id, 'hide', 'comment', id, input);
    if (changed && !input.is_hidden) await reverseSanctionsOn(tx, admin.id, 'hide', 'comment', id);
  });
  return oneComment(id);
}

export async function deleteCommentAsAdmin(admin: Viewer, id: number, fields: ContentDeleteInput = {}): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (!(await deleteContent(tx, admin.id, 'comment', id))) throw NotFound('Comment not found');
    await sanctionContent(tx, admin.id, 'delete', 'comment', id, fields);
  });
}

/** The boards a post can be moved to, for the move menu. */
export async function listBoards(locale: Locale) {
  const db = await getDb();
  const rows = await db.select().from(categories).orderBy(categories.sortOrder, categories.id);
  const groups = rows.filter((r) => r.parentId === null);
  return groups
    .map((g) => ({
      id: g.id,
      name: locale === 'zh-TW' ? g.nameZhTw : g.nameKo,
      boards: rows
        .filter((r) => r.parentId === g.id && r.writable)
        .map((r) => ({ id: r.id, name: locale === 'zh-TW' ? r.nameZhTw : r.nameKo, admin_only: r.adminOnly })),
    }))
    .filter((g) => g.boards.length > 0);
}

// ── How the administration lists posts and comments (also a member's activity) ──

export async function toAdminPosts(rows: (typeof posts.$inferSelect)[], locale: Locale): Promise<AdminPostDto[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const postIds = rows.map((r) => r.id);
  const [authors, cats, open, counts, translated] = await Promise.all([
    loadMemberRefs(rows.map((r) => r.authorId)),
    db
      .select()
      .from(categories)
      .where(inArray(categories.id, [...new Set(rows.map((r) => r.categoryId))])),
    db
      .select({ targetId: reports.targetId, n: count() })
      .from(reports)
      .where(and(eq(reports.targetType, 'post'), eq(reports.status, 'open'), inArray(reports.targetId, postIds)))
      .groupBy(reports.targetId),
    exactReactionCounts(postIds),
    translationLanguages(postIds),
  ]);
  const catById = new Map(cats.map((c) => [c.id, c]));
  const openById = new Map(open.map((o) => [o.targetId, o.n]));
  return rows.map((row) => {
    const cat = catById.get(row.categoryId);
    return {
      id: row.id,
      title: row.title,
      excerpt: excerptOf(row.content),
      category: { id: row.categoryId, name: cat ? pick(locale, cat.nameKo, cat.nameZhTw) : String(row.categoryId) },
      author: authors.get(row.authorId) ?? null,
      is_pinned: row.isPinned,
      is_hidden: row.isHidden,
      is_deleted: row.deletedAt !== null,
      language: row.language,
      is_official: cat?.adminOnly ?? false,
      translations: translated.get(row.id) ?? [],
      comment_count: row.commentCount,
      like_count: counts.get(row.id)?.likeCount ?? row.likeCount,
      view_count: row.viewCount,
      open_reports: openById.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export async function toAdminComments(rows: (typeof comments.$inferSelect)[]): Promise<AdminCommentDto[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const [authors, titles] = await Promise.all([
    loadMemberRefs(rows.map((r) => r.authorId)),
    db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(inArray(posts.id, [...new Set(rows.map((r) => r.postId))])),
  ]);
  const titleById = new Map(titles.map((t) => [t.id, t.title]));
  return rows.map((row) => ({
    id: row.id,
    post_id: row.postId,
    post_title: titleById.get(row.postId) ?? '',
    content: row.content,
    author: authors.get(row.authorId) ?? null,
    is_hidden: row.isHidden,
    is_deleted: row.deletedAt !== null,
    created_at: row.createdAt.toISOString(),
  }));
}
