import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '@/lib/server/db';
import { hiddenAuthorIds } from './blocks';
import type { CommentDto } from '@/lib/validation/posts';
import { recordCommentMissions } from '@/lib/server/missions/counting';
import { awardEarnedBadgesQuietly } from './badges';

// What follows a member's new post or comment, called by the writes themselves (createPost in
// community/post-write.ts, createComment in community/comments.ts), so every caller gets it.
// Each hook answers what it was given and never fails the write that called it. Nothing here may
// import the community modules, which import this file.

const EXCERPT_MAX = 40;

const excerpt = (text: string) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > EXCERPT_MAX ? `${plain.slice(0, EXCERPT_MAX)}…` : plain;
};

/** Tells the post's author (`comment`) and the answered comment's author (`reply`), then checks the writer's badges and missions. */
export async function afterCommentCreated<T extends Pick<CommentDto, 'id' | 'post_id' | 'reply_to' | 'parent_id' | 'content'>>(
  actorId: number,
  comment: T,
): Promise<T> {
  try {
    const db = await getDb();
    const answeredId = comment.reply_to?.id ?? comment.parent_id;
    const [[post], answered, hidden, [actor]] = await Promise.all([
      db.select({ authorId: schema.posts.authorId }).from(schema.posts).where(eq(schema.posts.id, comment.post_id)).limit(1),
      answeredId
        ? db
            .select({ authorId: schema.comments.authorId })
            .from(schema.comments)
            .where(inArray(schema.comments.id, [answeredId]))
        : Promise.resolve([] as { authorId: number }[]),
      hiddenAuthorIds(actorId),
      db.select({ nickname: schema.users.nickname }).from(schema.users).where(eq(schema.users.id, actorId)).limit(1),
    ]);
    const payload = {
      postId: comment.post_id,
      commentId: comment.id,
      actorId,
      actorNickname: actor?.nickname ?? null,
      excerpt: excerpt(comment.content),
    };
    const told = new Set<number>([actorId, ...hidden]);
    const rows: (typeof schema.notifications.$inferInsert)[] = [];
    const replyTo = answered[0]?.authorId;
    if (replyTo !== undefined && !told.has(replyTo)) {
      rows.push({ userId: replyTo, kind: 'reply', payload });
      told.add(replyTo);
    }
    if (post && !told.has(post.authorId)) rows.push({ userId: post.authorId, kind: 'comment', payload });
    if (rows.length) await db.insert(schema.notifications).values(rows);
  } catch (error) {
    console.error('[people] comment notifications failed', error);
  }
  await awardEarnedBadgesQuietly(actorId);
  await recordCommentMissions(actorId, comment);
  return comment;
}

/** Checks the writer's badges after a new post (first post, contest win). */
export async function afterPostCreated<T>(actorId: number, post: T): Promise<T> {
  await awardEarnedBadgesQuietly(actorId);
  return post;
}
