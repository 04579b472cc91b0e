import 'server-only';
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/constants';
import type { Viewer } from '@/lib/server/auth/session';
import { recordAudit, type Tx } from '@/lib/server/audit/log';
import { invalidatePages, postPageTags } from '@/lib/server/cache/pages';
import { getDb, schema } from '@/lib/server/db';
import { AppError, NotFound } from '@/lib/server/http/errors';
import type { PostTranslationDto, PostTranslationInput } from '@/lib/validation/admin/content/posts';

// An official post (one in an operator-only board: events, developer notes, notices) in a second
// language. Readers whose page is in that language see the translation's title and body wherever
// the post shows (lists, home, hot posts, the post page and its share card), and the lists'
// language filter counts the post as written in both. Members' posts are never translated: the
// words under a member's name stay theirs.

const { posts, postTranslations, categories } = schema;

/** Posts with a translation into `language`: for the lists' language filter (posts.ts). */
export function translatedInto(language: Locale): SQL {
  return sql`${posts.id} in (select ${postTranslations.postId} from ${postTranslations} where ${postTranslations.language} = ${language})`;
}

export type ShownText = { title: string; content: string };

/**
 * The translations into `locale` of those of `rows` written in another language, by post id.
 * `contentChars` cuts the body in SQL (a list needs only its excerpt).
 */
export async function translationsFor(
  rows: ReadonlyArray<{ id: number; language: Locale }>,
  locale: Locale,
  contentChars?: number,
): Promise<Map<number, ShownText>> {
  const ids = rows.filter((r) => r.language !== locale).map((r) => r.id);
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const found = await db
    .select({
      postId: postTranslations.postId,
      title: postTranslations.title,
      content: contentChars ? sql<string>`left(${postTranslations.content}, ${contentChars})` : postTranslations.content,
    })
    .from(postTranslations)
    .where(and(eq(postTranslations.language, locale), inArray(postTranslations.postId, ids)));
  return new Map(found.map((t) => [t.postId, { title: t.title, content: t.content }]));
}

/** The languages each of `postIds` is translated into. */
export async function translationLanguages(postIds: number[]): Promise<Map<number, Locale[]>> {
  const out = new Map<number, Locale[]>();
  if (postIds.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({ postId: postTranslations.postId, language: postTranslations.language })
    .from(postTranslations)
    .where(inArray(postTranslations.postId, postIds));
  for (const row of rows) out.set(row.postId, [...(out.get(row.postId) ?? []), row.language]);
  return out;
}

const toDto = (row: typeof postTranslations.$inferSelect): PostTranslationDto => ({
  language: row.language,
  title: row.title,
  content: row.content,
  updated_at: row.updatedAt.toISOString(),
});

/** `GET /v1/admin/posts/{id}/translations/`: the post's translations (404 for a deleted or missing post). */
export async function listPostTranslations(postId: number): Promise<PostTranslationDto[]> {
  const db = await getDb();
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), sql`${posts.deletedAt} is null`))
    .limit(1);
  if (!post) throw NotFound('Post not found');
  const rows = await db.select().from(postTranslations).where(eq(postTranslations.postId, postId)).orderBy(postTranslations.language);
  return rows.map(toDto);
}

/** The live official post a translation is written for, locked for the write; else 404 or a field error. */
async function officialPost(tx: Tx, postId: number, language: Locale) {
  const [row] = await tx
    .select({ id: posts.id, language: posts.language, adminOnly: categories.adminOnly })
    .from(posts)
    .innerJoin(categories, eq(categories.id, posts.categoryId))
    .where(and(eq(posts.id, postId), sql`${posts.deletedAt} is null`))
    .for('update', { of: posts });
  if (!row) throw NotFound('Post not found');
  if (!row.adminOnly) throw new AppError('VALIDATION', 'Only official posts are translated', { _: ['translationNotOfficial'] });
  if (row.language === language) {
    throw new AppError('VALIDATION', 'The post is already written in this language', { language: ['translationSameLanguage'] });
  }
  return row;
}

/**
 * `PUT /v1/admin/posts/{id}/translations/{language}/`: adds or replaces an official post's title
 * and body in `language`, with an audit row (before/after) and the post's cached pages dropped.
 */
export async function savePostTranslation(
  admin: Viewer,
  postId: number,
  language: Locale,
  input: PostTranslationInput,
): Promise<PostTranslationDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await officialPost(tx, postId, language);
    const key = and(eq(postTranslations.postId, postId), eq(postTranslations.language, language));
    const [before] = await tx.select().from(postTranslations).where(key).limit(1);
    const [saved] = await tx
      .insert(postTranslations)
      .values({ postId, language, title: input.title, content: input.content, updatedBy: admin.id })
      .onConflictDoUpdate({
        target: [postTranslations.language, postTranslations.postId],
        set: { title: input.title, content: input.content, updatedBy: admin.id, updatedAt: sql`now()` },
      })
      .returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'post.translate',
      targetType: 'post',
      targetId: postId,
      before: before ? { language, title: before.title, content: before.content } : null,
      after: { language, title: input.title, content: input.content },
    });
    await invalidatePages(postPageTags(postId), tx);
    return toDto(saved!);
  });
}

/** `DELETE /v1/admin/posts/{id}/translations/{language}/`: the post shows in its own language only again. */
export async function deletePostTranslation(admin: Viewer, postId: number, language: Locale): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(postTranslations)
      .where(and(eq(postTranslations.postId, postId), eq(postTranslations.language, language)))
      .returning();
    if (!gone) throw NotFound('No such translation');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'post.untranslate',
      targetType: 'post',
      targetId: postId,
      before: { language, title: gone.title, content: gone.content },
      after: null,
    });
    await invalidatePages(postPageTags(postId), tx);
  });
}

/** Posts of one language, other than `language`, translated into it: what a list's counters leave out. */
export function translatedFrom(language: Locale): SQL | undefined {
  return and(ne(posts.language, language), translatedInto(language));
}
