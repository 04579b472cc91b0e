// The demo community is seeded into this file's own empty database at start-up (lib/server/boot.ts).
process.env.SEED_DEMO = 'true';

import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { PROBABILITY_KINDS } from '@/lib/enums';
import { ITEM_GRADES, ITEM_TYPES } from '@/lib/items/catalog';
import { verifyPassword } from '@/lib/server/auth/password';
import { detectPostLanguage } from '@/lib/validation/post-language';
import { prepareDatabase } from '@/lib/server/boot';
import { closeDb, type Db } from '@/lib/server/db';
import * as schema from '@/lib/server/db/schema';

let db: Db;

const count = async (table: PgTable, where?: SQL) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
};

beforeAll(async () => {
  db = await prepareDatabase();
}, 120_000);

afterAll(async () => {
  await closeDb();
});

describe('demo seed', () => {
  it('has 30+ members with unique nicknames, the demo member and the administrator', async () => {
    expect(await count(schema.users)).toBeGreaterThanOrEqual(30);
    const [dupes] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select lower(nickname) from users group by 1 having count(*) > 1) d`);
    expect(dupes?.n).toBe(0);

    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, 'demo@example.com'));
    const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, 'admin@example.com'));
    expect(demo?.role).toBe('member');
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword('demo1234!', demo?.passwordHash)).toBe(true);
    expect(await verifyPassword('admin1234!', admin?.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', demo?.passwordHash)).toBe(false);

    const suspended = await db.select().from(schema.users).where(eq(schema.users.status, 'suspended'));
    expect(suspended).toHaveLength(1);
    expect(suspended[0]?.suspendedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect(suspended[0]?.suspensionReason).toBeTruthy();

    const locales = await db.selectDistinct({ locale: schema.users.locale }).from(schema.users);
    expect(locales.map((l) => l.locale).sort()).toEqual(['ko', 'zh-TW']);
    expect(await count(schema.users, isNull(schema.users.email))).toBeGreaterThan(0);
  });

  it('gives members badges and a representative badge', async () => {
    expect(await count(schema.badges)).toBeGreaterThanOrEqual(10);
    const [missing] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.users)
      .where(
        sql`${schema.users.representBadgeId} is not null and not exists (select 1 from user_badges ub where ub.user_id = ${schema.users.id} and ub.badge_id = ${schema.users.representBadgeId})`,
      );
    expect(missing?.n).toBe(0);
  });

  it('has 200+ posts within the spec limits, with comment counts that match the comments', async () => {
    expect(await count(schema.posts, isNull(schema.posts.deletedAt))).toBeGreaterThanOrEqual(200);
    const [bad] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.posts)
      .where(
        sql`char_length(${schema.posts.title}) > 35 or char_length(${schema.posts.content}) not between 10 and 5000
          or ${schema.posts.commentCount} <> (select count(*) from comments c where c.post_id = ${schema.posts.id} and c.deleted_at is null)
          or ${schema.posts.likeCount} <> (select count(*) from post_reactions r where r.post_id = ${schema.posts.id} and r.kind = 'like')`,
      );
    expect(bad?.n).toBe(0);
    const contest = await db.select().from(schema.posts).where(eq(schema.posts.categoryId, 46));
    expect(contest.length).toBeGreaterThan(0);
    expect(contest.every((p) => p.postType === 2 && p.rank !== null)).toBe(true);
    expect(await count(schema.posts, eq(schema.posts.isPinned, true))).toBeGreaterThan(0);
    expect(await count(schema.posts, sql`jsonb_array_length(${schema.posts.videoUrls}) > 0`)).toBeGreaterThan(0);
  });

  it('has 600+ comments with nested replies pointing into their thread', async () => {
    expect(await count(schema.comments)).toBeGreaterThanOrEqual(600);
    expect(await count(schema.comments, sql`${schema.comments.parentId} is not null`)).toBeGreaterThan(100);
    const [orphans] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.comments).where(sql`
      ${schema.comments.parentId} is not null and not exists (
        select 1 from comments top where top.id = ${schema.comments.parentId} and top.parent_id is null and top.post_id = ${schema.comments.postId})
      or (${schema.comments.replyToId} is not null and not exists (
        select 1 from comments t where t.id = ${schema.comments.replyToId} and (t.id = ${schema.comments.parentId} or t.parent_id = ${schema.comments.parentId})))`);
    expect(orphans?.n).toBe(0);
  });

  it('has every grade and every item type, with sprites for slime equipment', async () => {
    const items = await db.select().from(schema.items);
    expect(items.length).toBeGreaterThanOrEqual(60);
    expect(new Set(items.map((i) => i.itemRating))).toEqual(new Set(ITEM_GRADES));
    expect(new Set(items.map((i) => i.itemType))).toEqual(new Set(ITEM_TYPES));
    const equipment = items.filter((i) => i.itemType.startsWith('EQUIPMENT_'));
    expect(equipment.every((i) => i.spriteImg && i.spriteFrame === 4 && i.spriteWidth === 128)).toBe(true);
    expect(items.some((i) => i.itemType === 'EQUIPMENT_EYES' && !i.isShowEyes)).toBe(true);
    expect(await count(schema.equipmentObjects)).toBeGreaterThanOrEqual(equipment.length);
  });

  it('has probability tables of every kind adding up to exactly 1,000,000', async () => {
    const tables = await db.select().from(schema.probabilityTables);
    expect(new Set(tables.map((t) => t.kind))).toEqual(new Set(PROBABILITY_KINDS));
    for (const table of tables) {
      const entries = await db.select().from(schema.probabilityEntries).where(eq(schema.probabilityEntries.tableId, table.id));
      expect(entries.length).toBeGreaterThanOrEqual(5);
      expect(entries.length).toBeLessThanOrEqual(12);
      expect(entries.reduce((s, e) => s + e.rateMicros, 0)).toBe(1_000_000);
      const changes = await db.select().from(schema.probabilityChanges).where(eq(schema.probabilityChanges.tableId, table.id));
      expect(changes.length).toBeGreaterThanOrEqual(1);
      for (const change of changes) {
        const snapshot = change.snapshot as Array<{ rateMicros: number }>;
        expect(snapshot.reduce((s, e) => s + e.rateMicros, 0)).toBe(1_000_000);
      }
    }
  });

  it('has notices, banners, guides, inquiries and the demo member’s social data', async () => {
    expect(await count(schema.notices)).toBeGreaterThanOrEqual(12);
    expect(await count(schema.banners, eq(schema.banners.active, true))).toBe(3);
    expect(await count(schema.guides)).toBeGreaterThanOrEqual(12);
    expect(await count(schema.guides, isNull(schema.guides.contentKo))).toBe(1);
    expect(await count(schema.inquiries)).toBeGreaterThanOrEqual(15);
    const statuses = await db.selectDistinct({ s: schema.inquiries.status }).from(schema.inquiries);
    expect(statuses.map((s) => s.s).sort()).toEqual(['completed', 'processing', 'waiting']);
    expect(await count(schema.inquiries, sql`${schema.inquiries.followUpOfId} is not null`)).toBeGreaterThan(0);
    const authorTypes = await db.selectDistinct({ a: schema.inquiryReplies.authorType }).from(schema.inquiryReplies);
    expect(authorTypes.map((a) => a.a)).toEqual(expect.arrayContaining(['admin', 'user']));

    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, 'demo@example.com'));
    const demoId = demo?.id ?? -1;
    expect(await count(schema.wishItems, and(eq(schema.wishItems.userId, demoId), eq(schema.wishItems.wishType, 'buy')))).toBeGreaterThan(
      0,
    );
    expect(await count(schema.wishItems, and(eq(schema.wishItems.userId, demoId), eq(schema.wishItems.wishType, 'sell')))).toBeGreaterThan(
      0,
    );
    expect(
      await count(schema.friendships, sql`${demoId} in (${schema.friendships.requesterId}, ${schema.friendships.addresseeId})`),
    ).toBeGreaterThan(3);
    expect(await count(schema.notifications, eq(schema.notifications.userId, demoId))).toBeGreaterThan(5);
    expect(await count(schema.reports, eq(schema.reports.status, 'open'))).toBeGreaterThan(2);
    expect(await count(schema.blocks)).toBeGreaterThan(1);
  });

  it('only refers to pictures that `npm run art` drew into public/art', async () => {
    const paths = new Set<string>();
    const add = (p: string | null | undefined) => p && paths.add(p);
    for (const u of await db.select().from(schema.users)) add(u.profileImage);
    for (const i of await db.select().from(schema.items)) {
      add(i.image);
      add(i.spriteImg);
    }
    for (const e of await db.select().from(schema.equipmentObjects)) add(e.image);
    for (const p of await db.select().from(schema.posts)) p.images.forEach(add);
    for (const b of await db.select().from(schema.banners)) add(b.image);
    for (const t of await db.select().from(schema.probabilityTables)) add(t.image);
    for (const q of await db.select().from(schema.inquiries)) q.images.forEach(add);
    expect(paths.size).toBeGreaterThan(100);
    const missing = [...paths].filter((p) => !p.startsWith('/art/') || !fs.existsSync(path.join(process.cwd(), 'public', p)));
    expect(missing).toEqual([]);
  });

  it('attaches the items their text names to trade posts, and only to trade posts', async () => {
    const rows = await db.select().from(schema.postItems);
    const posts = new Map((await db.select().from(schema.posts)).map((p) => [p.id, p]));
    const items = new Map((await db.select().from(schema.items)).map((i) => [i.id, i]));
    expect(new Set(rows.map((r) => r.postId)).size).toBeGreaterThan(10);
    for (const row of rows) {
      const post = posts.get(row.postId)!;
      expect([5, 15, 16, 17]).toContain(post.postType);
      expect(row.tradeRole).toBe(post.postType === 15 ? 'buy' : post.postType === 17 ? 'exchange' : 'sell');
      const item = items.get(row.itemId)!;
      expect(`${post.title}\n${post.content}`).toMatch(
        new RegExp(`${item.nameKo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|${item.nameZhTw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
    }
  });

  it('records the language each post is written in, as its text tells it, with counters per language', async () => {
    const rows = await db
      .select({ title: schema.posts.title, content: schema.posts.content, language: schema.posts.language, locale: schema.users.locale })
      .from(schema.posts)
      .innerJoin(schema.users, eq(schema.users.id, schema.posts.authorId));
    expect(rows.filter((r) => r.language === 'ko').length).toBeGreaterThan(50);
    expect(rows.filter((r) => r.language === 'zh-TW').length).toBeGreaterThan(50);
    const misread = rows.filter((r) => detectPostLanguage(r, r.locale === 'zh-TW' ? 'zh-TW' : 'ko') !== r.language);
    expect(misread.map((r) => r.title)).toEqual([]);
    // The triggers counted the seed's inserts per board, post type and language.
    const [drift] = await db.select({ n: sql<number>`count(*)::int` }).from(
      sql`(select category_id, post_type, language, count(*)::int as n from posts where deleted_at is null and not is_hidden group by 1, 2, 3) t
          full join post_counts pc using (category_id, post_type, language)
          where coalesce(t.n, 0) <> coalesce(pc.visible, 0)`,
    );
    expect(drift?.n).toBe(0);
  });

  it('gives the six official posts (operators’ boards) a Traditional Chinese translation', async () => {
    const rows = await db
      .select({ id: schema.posts.id, language: schema.posts.language, title: schema.postTranslations.title })
      .from(schema.posts)
      .innerJoin(schema.categories, eq(schema.categories.id, schema.posts.categoryId))
      .leftJoin(schema.postTranslations, eq(schema.postTranslations.postId, schema.posts.id))
      .where(eq(schema.categories.adminOnly, true));
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.language).toBe('ko');
      expect(detectPostLanguage({ title: row.title ?? '', content: '' }, 'ko')).toBe('zh-TW');
    }
  });

  it('has a trading history: completed trades with their prices and reviews, and the demo member’s open ones', async () => {
    const trades = await db.select().from(schema.trades);
    const completed = trades.filter((t) => t.status === 'completed');
    expect(completed.length).toBeGreaterThan(150);
    const prices = await db.select().from(schema.tradePrices);
    expect(prices).toHaveLength(completed.length);
    for (const p of prices) expect(p.unitPrice).toBeGreaterThan(0);
    const perItem = new Map<number, number>();
    for (const p of prices) perItem.set(p.itemId, (perItem.get(p.itemId) ?? 0) + 1);
    expect([...perItem.values()].filter((n) => n >= 5).length).toBeGreaterThan(10);
    const [demo] = await db.select().from(schema.users).where(eq(schema.users.email, 'demo@example.com'));
    const mine = trades.filter((t) => t.proposerId === demo!.id || t.recipientId === demo!.id);
    expect(mine.map((t) => t.status).sort()).toEqual(['accepted', 'completed', 'completed', 'completed', 'proposed']);
    expect(trades.filter((t) => t.status === 'disputed')).toHaveLength(1);
    const reviews = await db.select().from(schema.tradeReviews);
    const completedIds = new Set(completed.map((t) => t.id));
    for (const r of reviews) expect(completedIds.has(r.tradeId)).toBe(true);
    const priced = await db.select().from(schema.wishItems).where(isNotNull(schema.wishItems.price));
    expect(priced.length).toBeGreaterThan(20);
    const [next] = await db.insert(schema.trades).values({ proposerId: demo!.id, recipientId: 2 }).returning({ id: schema.trades.id });
    expect(next!.id).toBe(Math.max(...trades.map((t) => t.id)) + 1);
  });

  it('lets new rows take ids after the seeded ones', async () => {
    const [row] = await db
      .insert(schema.notices)
      .values({ titleKo: '테스트', titleZhTw: '測試', contentKo: '내용', contentZhTw: '內容' })
      .returning({ id: schema.notices.id });
    expect(row?.id).toBeGreaterThan(12);
  });
});
