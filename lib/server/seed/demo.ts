import 'server-only';
import { rowsOf } from '@/lib/server/db/rows';
import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '@/lib/server/auth/password';
import { flattenCategoryTree } from '@/lib/server/community/category-tree';
import { sealProbabilityLedger } from '@/lib/server/probability/ledger';
import {
  CATEGORY_IDS,
  POST_CONTENT_MAX,
  POST_CONTENT_MIN,
  POST_TITLE_MAX,
  REPLY_MAX,
  REPORT_REASON_KEYS,
  type Locale,
} from '@/lib/constants';
import { AVATAR_EQUIPMENT_TYPES, SLIME_LAYER_ORDER, isSlimeEquipmentType, type ItemType } from '@/lib/items/catalog';
import type { Db } from '@/lib/server/db';
import * as schema from '@/lib/server/db/schema';
import { SEED_GUIDES } from './data/guides';
import { SEED_INQUIRIES } from './data/inquiries';
import {
  SEED_ITEMS,
  SPRITE_FRAME_SIZE,
  SPRITE_FRAMES,
  itemHasSprite,
  itemImagePath,
  itemSpritePath,
  ratingScoreOf,
  type SeedItem,
} from './data/items';
import { SEED_MISSIONS } from './data/missions';
import { SEED_WORD_FILTERS } from './data/word-filters';
import { normaliseWord } from '@/lib/moderation/word-filter/normalise';
import { SEED_BANNERS, SEED_NOTICES } from './data/notices';
import { SEED_BADGES, SEED_USERS, type SeedUser } from './data/people';
import { CATEGORY_PLANS, COMMENTS, GUILDS, POST_TEMPLATES, REPLIES, VIDEO_URLS, type CommentGroup, type ItemPool } from './data/posts';
import { createRng, type Rng } from './data/prng';
import { SEED_PROBABILITY_TABLES } from './data/probability';
import { fill } from './data/text';

// The demo community: a fixed, believable data set in Korean and Traditional Chinese,
// built in memory from a seeded PRNG (dates relative to "now") and inserted in one
// transaction with multi-row inserts.

type Row<T extends PgTable> = T['$inferInsert'];
type Lang = 'ko' | 'zh';

const DAY = 86_400_000;
const MINUTE = 60_000;
const SEED = 20_260_421;

export type DemoPasswordHashes = { demo: string; admin: string; member: string };

export type DemoData = {
  categories: Row<typeof schema.categories>[];
  badges: Row<typeof schema.badges>[];
  users: Row<typeof schema.users>[];
  userBadges: Row<typeof schema.userBadges>[];
  items: Row<typeof schema.items>[];
  equipmentObjects: Row<typeof schema.equipmentObjects>[];
  posts: Row<typeof schema.posts>[];
  postTranslations: Row<typeof schema.postTranslations>[];
  comments: Row<typeof schema.comments>[];
  postReactions: Row<typeof schema.postReactions>[];
  notices: Row<typeof schema.notices>[];
  banners: Row<typeof schema.banners>[];
  wishItems: Row<typeof schema.wishItems>[];
  probabilityTables: Row<typeof schema.probabilityTables>[];
  probabilityEntries: Row<typeof schema.probabilityEntries>[];
  probabilityChanges: Row<typeof schema.probabilityChanges>[];
  guides: Row<typeof schema.guides>[];
  inquiries: Row<typeof schema.inquiries>[];
  inquiryReplies: Row<typeof schema.inquiryReplies>[];
  friendships: Row<typeof schema.friendships>[];
  blocks: Row<typeof schema.blocks>[];
  reports: Row<typeof schema.reports>[];
  notifications: Row<typeof schema.notifications>[];
  auditLog: Row<typeof schema.auditLog>[];
  missions: Row<typeof schema.missions>[];
  wordFilters: Row<typeof schema.wordFilters>[];
  trades: Row<typeof schema.trades>[];
  tradeLines: Row<typeof schema.tradeLines>[];
  tradeEvents: Row<typeof schema.tradeEvents>[];
  tradeReviews: Row<typeof schema.tradeReviews>[];
  tradePrices: Row<typeof schema.tradePrices>[];
};

function uuidFrom(rng: Rng): string {
  const bytes = Array.from({ length: 16 }, () => rng.int(0, 255));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const h = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Demo seed: missing ${what}`);
  return value;
}

const langOf = (locale: string): Lang => (locale === 'zh-TW' ? 'zh' : 'ko');
// The language a post in the templates of one language records (posts.language).
const localeOf = (lang: Lang): Locale => (lang === 'zh' ? 'zh-TW' : 'ko');

/** Builds every row of the demo community. Pure apart from `now`; no database access. */
export function buildDemoData(now: Date, hashes: DemoPasswordHashes): DemoData {
  const rng = createRng(SEED);
  const t0 = now.getTime();
  const at = (daysAgo: number) => new Date(t0 - Math.round(daysAgo * DAY));
  const clampPast = (d: Date) => (d.getTime() > t0 - MINUTE ? new Date(t0 - MINUTE - rng.int(0, 30) * MINUTE) : d);

  // ── Categories and badges ──
  const flat = flattenCategoryTree();
  const categories = flat.map((c) => ({
    id: c.id,
    parentId: c.parentId,
    key: c.key,
    nameKo: c.nameKo,
    nameZhTw: c.nameZhTw,
    postType: c.postType ?? 1,
    sortOrder: c.sortOrder,
    writable: c.writable ?? true,
    adminOnly: c.adminOnly ?? false,
  }));
  const postTypeOf = new Map(categories.map((c) => [c.id, c.postType]));

  const badges = SEED_BADGES.map((b, k) => ({ id: k + 1, ...b, createdAt: at(62) }));
  const badgeId = new Map(badges.map((b) => [b.code, b.id]));

  // ── Users ──
  const nicknames = new Set<string>();
  const userIdOf = new Map<string, number>();
  const users = SEED_USERS.map((u, k) => {
    const id = k + 1;
    const lower = u.nickname.toLowerCase();
    if (nicknames.has(lower)) throw new Error(`Demo seed: duplicate nickname ${u.nickname}`);
    const length = [...u.nickname].length;
    if (length < 2 || length > 10) throw new Error(`Demo seed: nickname length ${u.nickname}`);
    nicknames.add(lower);
    userIdOf.set(u.key, id);
    const joined = at(u.joinedDaysAgo);
    return {
      id,
      uuid: uuidFrom(rng),
      email: u.email ?? null,
      phone: u.phone ?? null,
      passwordHash: hashes[u.password],
      nickname: u.nickname,
      statusMessage: u.statusMessage,
      profileImage: u.avatar ? `/art/avatars/${u.avatar}.png` : null,
      role: u.role ?? 'member',
      status: u.suspended ? ('suspended' as const) : ('active' as const),
      suspendedUntil: u.suspended ? new Date(t0 + u.suspended.days * DAY) : null,
      suspensionReason: u.suspended?.reason ?? null,
      representBadgeId: u.represent ? must(badgeId.get(u.represent), `badge ${u.represent}`) : null,
      referralBall: u.referralBall ?? 0,
      locale: u.locale,
      createdAt: joined,
      updatedAt: joined,
    };
  });
  const uid = (key: string) => must(userIdOf.get(key), `user ${key}`);
  const seedUserById = new Map(SEED_USERS.map((u, k) => [k + 1, u]));
  const userOf = (id: number) => must(seedUserById.get(id), `user #${id}`);
  const nicknameOf = (id: number) => userOf(id).nickname;
  const DEMO = uid('demo');
  const ADMIN = uid('admin');
  const SPAMMER = uid('spammer');
  const members = SEED_USERS.map((u, k) => ({ ...u, id: k + 1 })).filter((u) => u.role !== 'admin' && !u.suspended);
  const membersOf = (lang: Lang) => members.filter((u) => langOf(u.locale) === lang);
  const joinedBefore = (list: Array<SeedUser & { id: number }>, when: Date) =>
    list.filter((u) => t0 - u.joinedDaysAgo * DAY < when.getTime() - 30 * MINUTE);

  const userBadges = SEED_USERS.flatMap((u) =>
    u.badges.map((code, k) => ({
      userId: uid(u.key),
      badgeId: must(badgeId.get(code), `badge ${code}`),
      grantedBy: ['staff', 'contest_winner', 'bug_hunter'].includes(code) ? ADMIN : null,
      createdAt: at(Math.max(0.5, u.joinedDaysAgo - 1 - k * 3)),
    })),
  );

  // ── Items ──
  const itemIdOf = new Map<string, number>();
  const items = SEED_ITEMS.map((it, k) => {
    const id = k + 1;
    itemIdOf.set(it.slug, id);
    const sprite = itemHasSprite(it);
    return {
      id,
      uuid: uuidFrom(rng),
      nameKo: it.nameKo,
      nameZhTw: it.nameZhTw,
      descriptionKo: it.descriptionKo,
      descriptionZhTw: it.descriptionZhTw,
      image: itemImagePath(it.slug),
      itemType: it.type,
      itemRating: it.grade,
      ratingScore: ratingScoreOf(it),
      price: it.price,
      isShowEyes: it.isShowEyes ?? true,
      spriteImg: sprite ? itemSpritePath(it.slug) : null,
      spriteWidth: sprite ? SPRITE_FRAME_SIZE : null,
      spriteHeight: sprite ? SPRITE_FRAME_SIZE : null,
      spriteFrame: sprite ? SPRITE_FRAMES : null,
      createdAt: new Date(t0 - 59 * DAY + Math.round(((k * 37) % SEED_ITEMS.length) * (58 / SEED_ITEMS.length) * DAY)),
    };
  });
  const itemId = (slug: string) => must(itemIdOf.get(slug), `item ${slug}`);
  const itemBySlug = new Map(SEED_ITEMS.map((it) => [it.slug, it]));
  const seedItem = (slug: string) => must(itemBySlug.get(slug), `item ${slug}`);
  const itemName = (it: SeedItem, lang: Lang) => (lang === 'ko' ? it.nameKo : it.nameZhTw);

  const equipmentObjects = SEED_ITEMS.flatMap((it) => {
    if (isSlimeEquipmentType(it.type))
      return [{ itemId: itemId(it.slug), displayOrder: SLIME_LAYER_ORDER[it.type], image: itemSpritePath(it.slug) }];
    const avatarOrder = (AVATAR_EQUIPMENT_TYPES as readonly string[]).indexOf(it.type);
    if (avatarOrder >= 0) return [{ itemId: itemId(it.slug), displayOrder: avatarOrder + 1, image: itemImagePath(it.slug) }];
    return [];
  });

  const typed = (...types: ItemType[]) => SEED_ITEMS.filter((it) => types.includes(it.type));
  const EQUIPMENT = SEED_ITEMS.filter((it) => isSlimeEquipmentType(it.type));
  const FURNITURE = typed('STAND_FURNITURE', 'WALL_FURNITURE', 'FLOOR_FURNITURE', 'EFFECT_FURNITURE', 'WALL_FLOOR_SET', 'WALL', 'FLOOR');
  const TRADEABLE = SEED_ITEMS.filter((it) => it.price >= 40 && !it.type.startsWith('AVATAR_LOOKS'));
  const itemPoolFor = (categoryId: number): SeedItem[] => {
    if ([28].includes(categoryId)) return FURNITURE;
    if ([14, 15, 27, 46, 31, 23].includes(categoryId)) return EQUIPMENT;
    if ([16, 26].includes(categoryId)) return [...EQUIPMENT, ...FURNITURE];
    if ([12].includes(categoryId)) return EQUIPMENT.filter((it) => ['S', 'S+', 'SS', 'SSS'].includes(it.grade));
    return TRADEABLE;
  };
  const NAMED_POOLS: Record<ItemPool, SeedItem[]> = {
    furniture: FURNITURE,
    equipment: EQUIPMENT,
    hiddenEyes: SEED_ITEMS.filter((it) => it.type === 'EQUIPMENT_EYES' && it.isShowEyes === false),
    behind: typed('EQUIPMENT_BACK', 'EQUIPMENT_EFFECT', 'EQUIPMENT_HIP'),
    timeShop: ['gem-pouch', 'ruby-gem', 'exp-orb-large', 'growth-potion', 'name-change-ticket', 'silver-key'].map(seedItem),
    expOrb: [seedItem('exp-orb-large')],
  };

  // ── Posts ──
  const ART_IMAGES: Record<number, number[]> = { 12: [1, 2], 14: [1, 4, 5, 7, 8], 27: [1, 5, 8], 28: [2, 3], 46: [5, 1, 8, 4], 31: [8, 5] };
  const posts: Array<Row<typeof schema.posts> & { id: number; createdAt: Date; authorId: number; categoryId: number }> = [];
  // The official posts (operators' boards) in Traditional Chinese too.
  const postTranslations: Row<typeof schema.postTranslations>[] = [];
  const postMeta = new Map<number, { lang: Lang; group: CommentGroup; popularity: number; answers?: string[] }>();
  const templateCounter = new Map<string, number>();
  const pickWeighted = (list: Array<SeedUser & { id: number }>) => {
    const weights = list.map((u) => (u.key === 'demo' ? 1.6 : 1));
    let r = rng.next() * weights.reduce((s, w) => s + w, 0);
    for (let k = 0; k < list.length; k++) {
      r -= weights[k] ?? 0;
      if (r <= 0) return must(list[k], 'author');
    }
    return must(list[list.length - 1], 'author');
  };

  let nextPostId = 1;
  for (const plan of CATEGORY_PLANS) {
    const templates = must(POST_TEMPLATES[plan.categoryId], `templates for ${plan.categoryId}`);
    for (let k = 0; k < plan.count; k++) {
      const admin = plan.authors === 'admin';
      let lang: Lang = !admin && templates.zh.length > 0 && rng.next() < (plan.zhShare ?? 0.4) ? 'zh' : 'ko';
      if (templates[lang].length === 0) lang = 'ko';
      const daysAgo = admin ? ([34, 18, 5][k] ?? 3) : plan.categoryId === 31 ? 45 + rng.next() * 12 : 0.05 + rng.next() ** 1.3 * 58;
      const created = at(daysAgo + rng.int(0, 600) / 1440);
      const candidates = joinedBefore(membersOf(lang), created);
      const author = admin ? ADMIN : pickWeighted(candidates.length ? candidates : membersOf(lang)).id;
      const key = `${plan.categoryId}:${lang}`;
      const index = templateCounter.get(key) ?? 0;
      templateCounter.set(key, index + 1);
      const tpl = must(templates[lang][index % templates[lang].length], 'template');
      const pool = itemPoolFor(plan.categoryId);
      const first = rng.pick(tpl.pool ? NAMED_POOLS[tpl.pool] : pool);
      const second = rng.pick(pool.filter((it) => it.slug !== first.slug));
      const slots = {
        item: itemName(first, lang),
        item2: itemName(second, lang),
        price: Math.max(1, Math.round((first.price * rng.int(80, 130)) / 100)),
        price2: Math.max(1, Math.round((second.price * rng.int(80, 130)) / 100)),
        n: rng.int(2, 5),
        guild: rng.pick(GUILDS[lang]),
      };
      const title = fill(tpl.title, slots);
      const content = fill(tpl.body, slots);
      if (title.length > POST_TITLE_MAX) throw new Error(`Demo seed: title too long: ${title}`);
      if (content.length < POST_CONTENT_MIN || content.length > POST_CONTENT_MAX) throw new Error(`Demo seed: content length: ${title}`);
      if (tpl.zh) {
        // No draw from rng here: the rest of the demo stays as it was.
        const zhSlots = { ...slots, item: itemName(first, 'zh'), item2: itemName(second, 'zh') };
        const zhTitle = fill(tpl.zh.title, zhSlots);
        if (zhTitle.length > POST_TITLE_MAX) throw new Error(`Demo seed: title too long: ${zhTitle}`);
        postTranslations.push({
          postId: nextPostId,
          language: 'zh-TW',
          title: zhTitle,
          content: fill(tpl.zh.body, zhSlots),
          createdAt: created,
          updatedAt: created,
        });
      }
      const artList = ART_IMAGES[plan.categoryId] ?? [1];
      const images =
        plan.images === 'art'
          ? rng.sample(artList, rng.chance(0.25) ? 2 : 1).map((n) => `/art/posts/${n}.png`)
          : plan.images === 'item' && rng.chance(0.7)
            ? [itemImagePath(first.slug)]
            : [];
      const id = nextPostId++;
      const popularity = plan.categoryId === 46 || admin ? 0.35 + rng.next() * 0.65 : rng.next() ** 2;
      postMeta.set(id, { lang, group: plan.group, popularity, ...(tpl.answers ? { answers: tpl.answers } : {}) });
      posts.push({
        id,
        categoryId: plan.categoryId,
        postType: postTypeOf.get(plan.categoryId) ?? 1,
        authorId: author,
        title,
        content,
        language: localeOf(lang),
        images,
        videoUrls: plan.videos ? [must(VIDEO_URLS[k % VIDEO_URLS.length], 'video')] : [],
        isPinned: (admin && k !== 1) || (plan.categoryId === 21 && k === 0),
        createdAt: created,
        updatedAt: rng.chance(0.1) ? clampPast(new Date(created.getTime() + rng.int(10, 600) * MINUTE)) : created,
      });
    }
  }
  // Spam that got reported (one already hidden by an operator) and a post its author deleted.
  const spamPosts: number[] = [];
  for (const [k, hidden] of [false, true].entries()) {
    const id = nextPostId++;
    spamPosts.push(id);
    postMeta.set(id, { lang: 'ko', group: 'trade', popularity: 0 });
    const created = at(3.2 - k);
    posts.push({
      id,
      categoryId: 17,
      postType: postTypeOf.get(17) ?? 1,
      authorId: SPAMMER,
      title: k === 0 ? '💎 보석 최저가 판매합니다 💎' : '보석 1000개 초특가 (외부거래)',
      content: '보석 최저가!! 게임 안 상점보다 70% 저렴합니다. 외부 사이트에서 바로 거래 가능. 프로필 상태 메시지 확인 후 DM 주세요.',
      isHidden: hidden,
      createdAt: created,
      updatedAt: created,
    });
  }
  {
    const id = nextPostId++;
    postMeta.set(id, { lang: 'ko', group: 'chat', popularity: 0 });
    const created = at(8.5);
    posts.push({
      id,
      categoryId: 25,
      postType: postTypeOf.get(25) ?? 1,
      authorId: DEMO,
      title: '테스트로 써 본 글',
      content: '글쓰기 테스트 중이에요. 곧 지울게요!',
      createdAt: created,
      updatedAt: created,
      deletedAt: new Date(created.getTime() + 12 * MINUTE),
    });
  }
  const livePosts = posts.filter((p) => !p.deletedAt && !p.isHidden);

  // ── Comments and replies ──
  const comments: Array<Row<typeof schema.comments> & { id: number; postId: number; authorId: number; createdAt: Date }> = [];
  let nextCommentId = 1;
  const commentAfter = (base: Date, minMinutes: number, maxMinutes: number) =>
    clampPast(new Date(base.getTime() + rng.int(minMinutes, maxMinutes) * MINUTE));
  for (const post of livePosts) {
    const meta = must(postMeta.get(post.id), 'post meta');
    const pool = COMMENTS[meta.group][meta.lang];
    const generic = COMMENTS.generic[meta.lang];
    const topCount = meta.popularity === 0 ? rng.int(0, 1) : rng.int(0, 2) + Math.floor(meta.popularity * 5);
    let lastTop = post.createdAt;
    for (let c = 0; c < topCount; c++) {
      const created = commentAfter(lastTop, 4, 60 * 30);
      lastTop = created;
      const voices = joinedBefore(membersOf(meta.lang), created).filter((u) => u.id !== post.authorId);
      const staffVoice = meta.lang === 'ko' && post.authorId !== ADMIN && meta.group === 'suggestion' && rng.chance(0.2);
      const authorId = staffVoice ? ADMIN : pickWeighted(voices.length ? voices : membersOf(meta.lang)).id;
      const topId = nextCommentId++;
      const deleted = rng.chance(0.025);
      comments.push({
        id: topId,
        postId: post.id,
        authorId,
        parentId: null,
        replyToId: null,
        content: staffVoice
          ? '소중한 의견 감사합니다. 개발팀에 전달했어요.'
          : meta.answers && c < meta.answers.length
            ? must(meta.answers[c], 'answer')
            : rng.chance(0.3)
              ? rng.pick(generic)
              : rng.pick(pool),
        likeCount: Math.floor(rng.next() ** 3 * 12),
        createdAt: created,
        updatedAt: created,
        deletedAt: deleted ? new Date(created.getTime() + 40 * MINUTE) : null,
      });
      const thread: Array<{ id: number; authorId: number; createdAt: Date }> = [{ id: topId, authorId, createdAt: created }];
      const said = new Set<string>();
      const authorLines =
        meta.group === 'trade'
          ? REPLIES.authorTrade[meta.lang]
          : meta.group === 'question'
            ? REPLIES.authorQuestion[meta.lang]
            : REPLIES.author[meta.lang];
      const replyCount = rng.chance(0.55) ? rng.int(1, 3) : 0;
      for (let r = 0; r < replyCount; r++) {
        const target = thread.length > 1 && rng.chance(0.4) ? must(thread[thread.length - 1], 'reply target') : must(thread[0], 'thread');
        const replyAt = commentAfter(target.createdAt, 3, 60 * 12);
        const byAuthor = target.authorId !== post.authorId && rng.chance(0.6);
        const others = joinedBefore(membersOf(meta.lang), replyAt).filter((u) => u.id !== target.authorId);
        const replier = byAuthor ? post.authorId : pickWeighted(others.length ? others : membersOf(meta.lang)).id;
        if (replier === target.authorId) continue;
        const lines = (byAuthor ? authorLines : REPLIES.other[meta.lang]).filter((line) => !said.has(line));
        if (lines.length === 0) continue;
        const text = rng.pick(lines);
        said.add(text);
        const id = nextCommentId++;
        comments.push({
          id,
          postId: post.id,
          authorId: replier,
          parentId: topId,
          replyToId: target.id,
          content: target.id === topId ? text : `@${nicknameOf(target.authorId)} ${text}`,
          likeCount: Math.floor(rng.next() ** 3 * 5),
          createdAt: replyAt,
          updatedAt: replyAt,
          deletedAt: null,
        });
        thread.push({ id, authorId: replier, createdAt: replyAt });
      }
    }
  }
  for (const c of comments) if (c.content.length === 0 || c.content.length > REPLY_MAX) throw new Error('Demo seed: comment length');
  const commentCount = new Map<number, number>();
  for (const c of comments) if (!c.deletedAt) commentCount.set(c.postId, (commentCount.get(c.postId) ?? 0) + 1);

  // ── Reactions, counts and contest ranking ──
  const postReactions: Row<typeof schema.postReactions>[] = [];
  for (const post of livePosts) {
    const meta = must(postMeta.get(post.id), 'post meta');
    const same = membersOf(meta.lang).filter((u) => u.id !== post.authorId);
    const other = members.filter((u) => u.id !== post.authorId && langOf(u.locale) !== meta.lang);
    const crowd = [...rng.shuffle(same), ...rng.shuffle(other).slice(0, 6)];
    const likes = Math.min(crowd.length, Math.round(meta.popularity * crowd.length * 0.95) + (rng.chance(0.6) ? 1 : 0));
    const recommends = Math.min(likes, Math.round(likes * (0.15 + rng.next() * 0.4)));
    const likers = crowd.slice(0, likes);
    const recommenders = rng.sample(likers, recommends);
    const reactionAt = () => commentAfter(post.createdAt, 1, 60 * 48);
    for (const u of likers) postReactions.push({ postId: post.id, userId: u.id, kind: 'like', createdAt: reactionAt() });
    for (const u of recommenders) postReactions.push({ postId: post.id, userId: u.id, kind: 'recommend', createdAt: reactionAt() });
    post.likeCount = likes;
    post.recommendCount = recommends;
  }
  for (const post of posts) {
    post.commentCount = commentCount.get(post.id) ?? 0;
    post.viewCount = Math.round((post.likeCount ?? 0) * (6 + rng.next() * 8) + post.commentCount * 3 + rng.int(8, 90));
  }
  for (const categoryId of [CATEGORY_IDS.contest, CATEGORY_IDS.excludedContest] as number[]) {
    const entries = posts.filter((p) => p.categoryId === categoryId && !p.deletedAt);
    for (const p of entries) p.rankingScore = (p.likeCount ?? 0) * 3 + (p.recommendCount ?? 0) * 5 + (p.commentCount ?? 0);
    entries
      .sort((a, b) => (b.rankingScore ?? 0) - (a.rankingScore ?? 0) || a.createdAt.getTime() - b.createdAt.getTime())
      .forEach((p, k) => (p.rank = k + 1));
  }

  // ── Notices and banners ──
  const notices = SEED_NOTICES.map((n, k) => {
    const published = at(n.daysAgo + 0.3);
    return {
      id: k + 1,
      kind: n.kind,
      titleKo: n.titleKo,
      titleZhTw: n.titleZhTw,
      contentKo: n.contentKo,
      contentZhTw: n.contentZhTw,
      isPinned: n.pinned ?? false,
      authorId: ADMIN,
      publishedAt: published,
      createdAt: published,
      updatedAt: published,
    };
  });
  const banners = SEED_BANNERS.map((b, k) => ({
    titleKo: b.titleKo,
    titleZhTw: b.titleZhTw,
    image: b.image,
    linkUrl: `/community/notice/${b.noticeIndex + 1}`,
    sortOrder: k,
    active: true,
    startsAt: at(b.startsDaysAgo),
    endsAt: new Date(t0 + b.endsInDays * DAY),
    createdAt: at(b.startsDaysAgo + 1),
  }));

  // ── Wish lists ──
  const wishItems: Row<typeof schema.wishItems>[] = [];
  const popular = rng.sample(TRADEABLE, 22);
  const addWish = (userKey: string, slug: string, wishType: 'buy' | 'sell', count: number, status: number, daysAgo: number) => {
    const created = at(daysAgo);
    wishItems.push({
      userId: uid(userKey),
      itemId: itemId(slug),
      wishType,
      status,
      count,
      tradeType: wishType === 'sell' ? (rng.chance(0.7) ? 'sell' : 'exchange') : rng.chance(0.75) ? 'buy' : 'exchange',
      createdAt: created,
      updatedAt: created,
    });
  };
  addWish('demo', 'angel-wings', 'buy', 1, 1, 20);
  addWish('demo', 'royal-crown', 'buy', 1, 0, 18);
  addWish('demo', 'strawberry-slime', 'buy', 2, 1, 9);
  addWish('demo', 'disco-ball', 'buy', 1, 1, 4);
  addWish('demo', 'cat-tail', 'sell', 2, 1, 15);
  addWish('demo', 'round-glasses', 'sell', 1, 1, 11);
  addWish('demo', 'red-balloon', 'sell', 3, 1, 6);
  const traders = rng.sample(
    members.filter((u) => u.key !== 'demo'),
    19,
  );
  for (const trader of traders) {
    const picks = rng.sample(popular, rng.int(3, 7));
    const split = rng.int(1, picks.length - 1);
    picks.forEach((it, k) => {
      const wishType = k < split ? 'buy' : 'sell';
      addWish(
        trader.key,
        it.slug,
        wishType,
        rng.chance(0.6) ? 1 : rng.int(2, 5),
        wishType === 'buy' && rng.chance(0.2) ? 0 : 1,
        Math.min(trader.joinedDaysAgo - 0.5, 0.2 + rng.next() * 40),
      );
    });
  }

  // ── Trades: prices on offers, completed trades with their prices and reviews, open ones ──
  // Their own PRNG, so the rest of the demo stays as it was before trades existed.
  const tradeRng = createRng(SEED + 15);
  // What an item goes for between players: around its shop price, dearer for the rare grades.
  const marketPrice = (slug: string) => {
    const it = seedItem(slug);
    const rare = ['SSS', 'SS', 'S+', 'S'].includes(it.grade) ? 1.6 : 1;
    return Math.max(20, Math.round(it.price * rare));
  };
  const slugOfItem = new Map(SEED_ITEMS.map((it) => [itemId(it.slug), it.slug]));
  for (const entry of wishItems) {
    if (entry.status === 0 || !tradeRng.chance(0.75)) continue;
    const base = marketPrice(must(slugOfItem.get(entry.itemId), `item #${entry.itemId}`));
    entry.price = Math.round((base * (entry.wishType === 'sell' ? tradeRng.int(98, 135) : tradeRng.int(65, 96))) / 100);
  }
  const trades: DemoData['trades'] = [];
  const tradeLines: DemoData['tradeLines'] = [];
  const tradeEvents: DemoData['tradeEvents'] = [];
  const tradeReviews: DemoData['tradeReviews'] = [];
  const tradePrices: DemoData['tradePrices'] = [];
  const REVIEW_TEXT = {
    ko: {
      positive: ['빠르고 친절했어요!', '약속 시간 정확해요', '또 거래하고 싶어요'],
      neutral: ['무난했어요'],
      negative: ['응답이 늦었어요'],
    },
    zh: { positive: ['交易很快又親切！', '準時守約', '下次還想交易'], neutral: ['還可以'], negative: ['回覆有點慢'] },
  } as const;
  type TradeSeed = {
    seller: number;
    buyer: number;
    slug: string;
    count: number;
    unit: number;
    daysAgo: number;
    status: 'completed' | 'proposed' | 'accepted' | 'disputed';
    message?: string;
  };
  const addTrade = (t: TradeSeed) => {
    const id = trades.length + 1;
    const created = at(t.daysAgo);
    const accepted = new Date(created.getTime() + tradeRng.int(5, 180) * MINUTE);
    const completed = new Date(accepted.getTime() + tradeRng.int(5, 600) * MINUTE);
    const done = t.status === 'completed';
    const gems = t.unit * t.count;
    // The seller proposes to a buyer, who pays the gems.
    trades.push({
      id,
      proposerId: t.seller,
      recipientId: t.buyer,
      status: t.status,
      gems,
      gemsFrom: 'recipient',
      message: t.message ?? '',
      source: 'buyers',
      acceptedAt: t.status === 'proposed' ? null : accepted,
      proposerConfirmedAt: done ? completed : null,
      recipientConfirmedAt: done ? completed : null,
      completedAt: done ? completed : null,
      closedAt: done ? completed : null,
      expiresAt: t.status === 'proposed' ? new Date(t0 + 2 * DAY) : t.status === 'accepted' ? new Date(t0 + 5 * DAY) : null,
      createdAt: created,
      updatedAt: done ? completed : t.status === 'proposed' ? created : accepted,
    });
    tradeLines.push({ tradeId: id, itemId: itemId(t.slug), fromSide: 'proposer', count: t.count });
    tradeEvents.push({ tradeId: id, actorId: t.seller, action: 'propose', note: t.message ?? '', createdAt: created });
    if (t.status !== 'proposed') tradeEvents.push({ tradeId: id, actorId: t.buyer, action: 'accept', createdAt: accepted });
    if (t.status === 'disputed')
      tradeEvents.push({
        tradeId: id,
        actorId: t.buyer,
        action: 'dispute',
        note: '젬을 보냈는데 아이템을 아직 못 받았어요. 확인 부탁드려요.',
        createdAt: new Date(accepted.getTime() + 3 * 60 * MINUTE),
      });
    if (!done) return;
    tradeEvents.push(
      { tradeId: id, actorId: t.seller, action: 'confirm', createdAt: completed },
      { tradeId: id, actorId: t.buyer, action: 'confirm', createdAt: completed },
      { tradeId: id, actorId: null, action: 'complete', createdAt: completed },
    );
    tradePrices.push({ itemId: itemId(t.slug), tradeId: id, unitPrice: t.unit, count: t.count, completedAt: completed });
    for (const [reviewer, subject] of [
      [t.buyer, t.seller],
      [t.seller, t.buyer],
    ] as const) {
      if (!tradeRng.chance(0.7)) continue;
      const rating = tradeRng.chance(0.85) ? 'positive' : tradeRng.chance(0.6) ? 'neutral' : 'negative';
      tradeReviews.push({
        tradeId: id,
        reviewerId: reviewer,
        subjectId: subject,
        rating,
        comment: tradeRng.pick(REVIEW_TEXT[langOf(userOf(reviewer).locale)][rating]),
        createdAt: new Date(completed.getTime() + tradeRng.int(10, 300) * MINUTE),
      });
    }
  };
  const tradersFor = (daysAgo: number) => members.filter((u) => u.joinedDaysAgo > daysAgo + 1);
  // Market history: the popular items trade now and then over 90 days, with a drift.
  for (const it of popular) {
    const base = marketPrice(it.slug);
    const drift = tradeRng.int(-15, 20) / 100;
    const n = tradeRng.int(4, 28);
    for (let k = 0; k < n; k += 1) {
      const daysAgo = 0.3 + tradeRng.next() * 89;
      const pool = tradersFor(daysAgo).filter((u) => u.id !== DEMO);
      if (pool.length < 2) continue;
      const [seller, buyer] = tradeRng.sample(pool, 2);
      const trend = 1 + drift * (1 - daysAgo / 90);
      addTrade({
        seller: must(seller, 'seller').id,
        buyer: must(buyer, 'buyer').id,
        slug: it.slug,
        count: tradeRng.chance(0.75) ? 1 : tradeRng.int(2, 4),
        unit: Math.max(1, Math.round(base * trend * (tradeRng.int(85, 118) / 100))),
        daysAgo,
        status: 'completed',
      });
    }
  }
  // The demo member has a record and something waiting on each side.
  const demoPartners = tradeRng.sample(
    members.filter((u) => u.id !== DEMO && u.joinedDaysAgo > 40),
    5,
  );
  const partner = (k: number) => must(demoPartners[k], 'demo trade partner').id;
  addTrade({
    seller: DEMO,
    buyer: partner(0),
    slug: 'cat-tail',
    count: 1,
    unit: marketPrice('cat-tail'),
    daysAgo: 31,
    status: 'completed',
  });
  addTrade({
    seller: partner(1),
    buyer: DEMO,
    slug: 'angel-wings',
    count: 1,
    unit: marketPrice('angel-wings'),
    daysAgo: 17,
    status: 'completed',
  });
  addTrade({
    seller: DEMO,
    buyer: partner(2),
    slug: 'round-glasses',
    count: 1,
    unit: marketPrice('round-glasses'),
    daysAgo: 6,
    status: 'completed',
  });
  addTrade({
    seller: partner(3),
    buyer: DEMO,
    slug: 'disco-ball',
    count: 1,
    unit: Math.round(marketPrice('disco-ball') * 0.95),
    daysAgo: 0.2,
    status: 'proposed',
    message: '디스코볼 찾으신다고 해서 제안드려요!',
  });
  addTrade({
    seller: DEMO,
    buyer: partner(4),
    slug: 'red-balloon',
    count: 2,
    unit: marketPrice('red-balloon'),
    daysAgo: 1.5,
    status: 'accepted',
  });
  // One dispute waits for an operator.
  const [disputeSeller, disputeBuyer] = tradeRng.sample(
    members.filter((u) => u.id !== DEMO && u.joinedDaysAgo > 20),
    2,
  );
  addTrade({
    seller: must(disputeSeller, 'dispute seller').id,
    buyer: must(disputeBuyer, 'dispute buyer').id,
    slug: popular[0]!.slug,
    count: 1,
    unit: marketPrice(popular[0]!.slug),
    daysAgo: 2,
    status: 'disputed',
  });

  // ── Probability tables ──
  const probabilityTables: DemoData['probabilityTables'] = [];
  const probabilityEntries: DemoData['probabilityEntries'] = [];
  const probabilityChanges: DemoData['probabilityChanges'] = [];
  SEED_PROBABILITY_TABLES.forEach((table, k) => {
    const id = k + 1;
    const total = table.entries.reduce((s, [, rate]) => s + rate, 0);
    if (total !== 1_000_000) throw new Error(`Demo seed: ${table.nameKo} adds up to ${total}, not 1,000,000`);
    const last = table.history[table.history.length - 1];
    if (!last || last.shift !== 0) throw new Error(`Demo seed: ${table.nameKo} history must end with the current rates`);
    const entries = table.entries.map(([slug, rateMicros, quantity], sortOrder) => {
      const it = seedItem(slug);
      return {
        tableId: id,
        itemId: itemId(slug),
        labelKo: it.nameKo,
        labelZhTw: it.nameZhTw,
        grade: it.grade,
        quantity: quantity ?? 1,
        rateMicros,
        sortOrder,
      };
    });
    probabilityEntries.push(...entries);
    const first = must(table.history[0], 'history');
    probabilityTables.push({
      id,
      uuid: uuidFrom(rng),
      kind: table.kind,
      nameKo: table.nameKo,
      nameZhTw: table.nameZhTw,
      descriptionKo: table.descriptionKo,
      descriptionZhTw: table.descriptionZhTw,
      image: `/art/probability/${table.kind}.png`,
      pityRuleKo: table.pityRuleKo ?? null,
      pityRuleZhTw: table.pityRuleZhTw ?? null,
      pityAfter: table.pity?.after ?? null,
      pityGrade: table.pity?.grade ?? null,
      priceGems: table.priceGems ?? null,
      appliedVersion: table.history.length,
      createdAt: at(first.daysAgo),
      updatedAt: at(last.daysAgo),
    });
    const versions = table.history.map((change) => ({ ...change, announcedAt: at(change.daysAgo), effectiveAt: at(change.daysAgo) }));
    if (table.upcoming) {
      const { announcedDaysAgo, effectiveInDays, ...change } = table.upcoming;
      versions.push({ ...change, daysAgo: announcedDaysAgo, announcedAt: at(announcedDaysAgo), effectiveAt: at(-effectiveInDays) });
    }
    for (const [version, change] of versions.entries()) {
      const snapshot = entries.map((e, n) => ({
        itemId: e.itemId,
        labelKo: e.labelKo,
        labelZhTw: e.labelZhTw,
        grade: e.grade,
        quantity: e.quantity,
        sortOrder: e.sortOrder,
        rateMicros: e.rateMicros + (n === 0 ? change.shift : n === entries.length - 1 ? -change.shift : 0),
      }));
      if (snapshot.reduce((s, e) => s + e.rateMicros, 0) !== 1_000_000)
        throw new Error(`Demo seed: snapshot of ${table.nameKo} does not add up`);
      probabilityChanges.push({
        tableId: id,
        noteKo: change.noteKo,
        noteZhTw: change.noteZhTw,
        snapshot,
        changedBy: ADMIN,
        createdAt: change.announcedAt,
        // Sealed into the ledger once inserted (sealProbabilityLedger).
        version: version + 1,
        announcedAt: change.announcedAt,
        effectiveAt: change.effectiveAt,
      });
    }
  });

  // ── Guides and inquiries ──
  const guideIdOf = new Map<string, number>();
  const guideOrder = new Map<string, number>();
  const guides = SEED_GUIDES.map((g, k) => {
    guideIdOf.set(g.slug, k + 1);
    const sortOrder = guideOrder.get(g.category) ?? 0;
    guideOrder.set(g.category, sortOrder + 1);
    const created = at(55 - k * 2);
    return { id: k + 1, ...g, sortOrder, published: true, createdAt: created, updatedAt: created };
  });
  const inquiryIdOf = new Map<string, number>();
  const inquiries: DemoData['inquiries'] = [];
  const inquiryReplies: DemoData['inquiryReplies'] = [];
  SEED_INQUIRIES.forEach((q, k) => {
    const id = k + 1;
    inquiryIdOf.set(q.key, id);
    const created = clampPast(at(q.daysAgo + 0.2 + (k % 5) * 0.05));
    const replyTimes = q.replies.map((r) => clampPast(new Date(created.getTime() + r.hoursAfter * 60 * MINUTE + MINUTE)));
    const lastActivity = replyTimes.reduce((a, b) => (b > a ? b : a), created);
    inquiries.push({
      id,
      userId: uid(q.user),
      category: q.category,
      title: q.title,
      content: q.content,
      images: q.images ?? [],
      status: q.status,
      resolution: q.resolution ?? null,
      followUpOfId: q.followUpOf ? must(inquiryIdOf.get(q.followUpOf), `inquiry ${q.followUpOf}`) : null,
      locale: userOf(uid(q.user)).locale,
      createdAt: created,
      updatedAt: lastActivity,
    });
    q.replies.forEach((r, n) =>
      inquiryReplies.push({
        inquiryId: id,
        authorType: r.author,
        authorId: r.author === 'admin' ? ADMIN : r.author === 'user' ? uid(q.user) : null,
        content: r.content,
        guideIds: (r.guides ?? []).map((slug) => must(guideIdOf.get(slug), `guide ${slug}`)),
        createdAt: must(replyTimes[n], 'reply time'),
      }),
    );
  });

  // ── Friends, blocks, reports ──
  const friendships: DemoData['friendships'] = [];
  const pairs = new Set<string>();
  const befriend = (a: number, b: number, status: 'pending' | 'accepted', daysAgo: number) => {
    const key = `${Math.min(a, b)}:${Math.max(a, b)}`;
    if (a === b || pairs.has(key)) return;
    pairs.add(key);
    const created = at(daysAgo);
    friendships.push({
      requesterId: a,
      addresseeId: b,
      status,
      createdAt: created,
      respondedAt: status === 'accepted' ? new Date(created.getTime() + rng.int(5, 600) * MINUTE) : null,
    });
  };
  for (const [k, key] of ['jellybear', 'butler', 'greendrop', 'starknight', 'xiaodangjia'].entries())
    befriend(k % 2 ? DEMO : uid(key), k % 2 ? uid(key) : DEMO, 'accepted', 50 - k * 6);
  befriend(uid('mooncat'), DEMO, 'pending', 2);
  befriend(uid('tori'), DEMO, 'pending', 0.6);
  befriend(DEMO, uid('haru'), 'pending', 1.5);
  for (let k = 0; k < 40; k++) {
    const a = rng.pick(members);
    const sameLang = members.filter((u) => u.locale === a.locale && u.id !== a.id && u.key !== 'demo');
    const b = rng.pick(sameLang.length ? sameLang : members);
    if (a.key === 'demo' || b.key === 'demo') continue;
    befriend(a.id, b.id, rng.chance(0.75) ? 'accepted' : 'pending', Math.min(a.joinedDaysAgo, b.joinedDaysAgo) * rng.next());
  }

  const blocks = [
    { blockerId: DEMO, blockedId: SPAMMER, createdAt: at(2.9) },
    { blockerId: uid('abao'), blockedId: SPAMMER, createdAt: at(2.5) },
    { blockerId: uid('kongtteok'), blockedId: uid('nyangpunch'), createdAt: at(6.2) },
  ];

  const reason = (type: number) => must(REPORT_REASON_KEYS[type], `reason ${type}`);
  const commentOnPostOf = (authorKey: string) =>
    comments.find(
      (c) => !c.deletedAt && c.authorId !== uid(authorKey) && posts.find((p) => p.id === c.postId)?.authorId === uid(authorKey),
    ) ??
    must(
      comments.find((c) => !c.deletedAt && c.authorId !== uid(authorKey)),
      'a comment to report',
    );
  const reportedComment = commentOnPostOf('kongtteok');
  const zhPost = must(
    livePosts.find((p) => postMeta.get(p.id)?.lang === 'zh' && p.categoryId === 25),
    'a zh chat post',
  );
  const crown = seedItem('royal-crown');
  const reports: DemoData['reports'] = [
    {
      reporterId: DEMO,
      targetType: 'user',
      targetId: SPAMMER,
      reasonType: 3,
      reason: reason(3),
      content: '거래 게시판에 외부 사이트 보석 거래 광고를 계속 올려요.',
      status: 'actioned',
      resolvedBy: ADMIN,
      resolvedAt: at(2),
      createdAt: at(2.9),
    },
    {
      reporterId: uid('abao'),
      targetType: 'post',
      targetId: must(spamPosts[1], 'spam'),
      reasonType: 3,
      reason: reason(3),
      content: '站外交易廣告。',
      status: 'actioned',
      resolvedBy: ADMIN,
      resolvedAt: at(1.9),
      createdAt: at(2.1),
    },
    {
      reporterId: uid('strawmilk'),
      targetType: 'post',
      targetId: must(spamPosts[0], 'spam'),
      reasonType: 3,
      reason: reason(3),
      content: '보석 외부 거래 광고 글이에요.',
      status: 'open',
      createdAt: at(3.0),
    },
    {
      reporterId: uid('mintchoco'),
      targetType: 'user',
      targetId: SPAMMER,
      reasonType: 7,
      reason: reason(7),
      content: '현금 거래를 유도합니다.',
      status: 'open',
      createdAt: at(2.7),
    },
    {
      reporterId: uid('kongtteok'),
      targetType: 'comment',
      targetId: reportedComment.id,
      reasonType: 6,
      reason: reason(6),
      content: '제 글마다 비꼬는 댓글을 달아요.',
      status: 'open',
      createdAt: at(5.8),
    },
    {
      reporterId: uid('xiaoyudian'),
      targetType: 'post',
      targetId: zhPost.id,
      reasonType: 8,
      reason: reason(8),
      content: '內容有點偏離遊戲主題。',
      status: 'open',
      createdAt: at(1.2),
    },
    {
      reporterId: uid('mooncat'),
      targetType: 'item',
      targetId: itemId(crown.slug),
      reasonType: 2,
      reason: reason(2),
      content: '다른 게임의 왕관 아이템과 디자인이 너무 비슷해 보여요.',
      submitItem: { item_id: itemId(crown.slug), name: crown.nameKo, item_type: crown.type, item_rating: crown.grade },
      contextId: 'item-detail',
      status: 'open',
      createdAt: at(4.4),
    },
    {
      reporterId: uid('puddinglover'),
      targetType: 'post',
      targetId: must(
        livePosts.find((p) => p.categoryId === 34),
        'a suggestion',
      ).id,
      reasonType: 0,
      reason: reason(0),
      content: '같은 건의가 여러 번 올라와 있어요. 합쳐 주세요.',
      status: 'dismissed',
      resolvedBy: ADMIN,
      resolvedAt: at(0.8),
      createdAt: at(1.4),
    },
  ];

  // ── Notifications for the demo member ──
  const notifications: DemoData['notifications'] = [];
  const demoPostIds = new Set(posts.filter((p) => p.authorId === DEMO && !p.deletedAt).map((p) => p.id));
  const demoCommentIds = new Set(comments.filter((c) => c.authorId === DEMO).map((c) => c.id));
  const excerpt = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);
  const onDemo = comments
    .filter(
      (c) =>
        !c.deletedAt &&
        c.authorId !== DEMO &&
        (demoPostIds.has(c.postId) || (c.replyToId !== null && c.replyToId !== undefined && demoCommentIds.has(c.replyToId))),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, 10);
  for (const c of onDemo) {
    const isReply = c.replyToId !== null && c.replyToId !== undefined && demoCommentIds.has(c.replyToId);
    notifications.push({
      userId: DEMO,
      kind: isReply ? 'reply' : 'comment',
      payload: {
        postId: c.postId,
        commentId: c.id,
        actorId: c.authorId,
        actorNickname: nicknameOf(c.authorId),
        excerpt: excerpt(c.content),
      },
      readAt: t0 - c.createdAt.getTime() > 3 * DAY ? new Date(c.createdAt.getTime() + 2 * 60 * MINUTE) : null,
      createdAt: c.createdAt,
    });
  }
  const topDemoPost = posts.filter((p) => demoPostIds.has(p.id)).sort((a, b) => (b.likeCount ?? 0) - (a.likeCount ?? 0))[0];
  if (topDemoPost)
    notifications.push({
      userId: DEMO,
      kind: 'like',
      payload: { postId: topDemoPost.id, count: topDemoPost.likeCount ?? 0 },
      readAt: null,
      createdAt: at(0.4),
    });
  notifications.push(
    {
      userId: DEMO,
      kind: 'friend_request',
      payload: { userId: uid('mooncat'), nickname: nicknameOf(uid('mooncat')) },
      readAt: null,
      createdAt: at(2),
    },
    {
      userId: DEMO,
      kind: 'friend_request',
      payload: { userId: uid('tori'), nickname: nicknameOf(uid('tori')) },
      readAt: null,
      createdAt: at(0.6),
    },
    {
      userId: DEMO,
      kind: 'friend_accepted',
      payload: { userId: uid('starknight'), nickname: nicknameOf(uid('starknight')) },
      readAt: at(25),
      createdAt: at(26),
    },
    {
      userId: DEMO,
      kind: 'badge',
      payload: { badgeId: must(badgeId.get('spring_picnic'), 'badge'), code: 'spring_picnic' },
      readAt: null,
      createdAt: at(3),
    },
    { userId: DEMO, kind: 'notice', payload: { noticeId: 2 }, readAt: at(5), createdAt: at(6) },
    {
      userId: DEMO,
      kind: 'inquiry_reply',
      payload: { inquiryId: must(inquiryIdOf.get('demo-wings-followup'), 'inquiry') },
      readAt: null,
      createdAt: at(10.8),
    },
  );

  const auditLog: DemoData['auditLog'] = [
    {
      actorId: ADMIN,
      action: 'user.suspend',
      targetType: 'user',
      targetId: String(SPAMMER),
      before: { status: 'active' },
      after: { status: 'suspended', days: 14 },
      createdAt: at(2),
    },
    {
      actorId: ADMIN,
      action: 'post.hide',
      targetType: 'post',
      targetId: String(spamPosts[1]),
      before: { isHidden: false },
      after: { isHidden: true },
      createdAt: at(1.9),
    },
  ];

  return {
    categories,
    badges,
    users,
    userBadges,
    items,
    equipmentObjects,
    posts,
    postTranslations,
    comments,
    postReactions,
    notices,
    banners,
    wishItems,
    probabilityTables,
    probabilityEntries,
    probabilityChanges,
    guides,
    inquiries,
    inquiryReplies,
    friendships,
    blocks,
    reports,
    notifications,
    auditLog,
    missions: SEED_MISSIONS.map(({ badge, ...m }, k) => ({
      ...m,
      rewardBadgeId: badge ? (badgeId.get(badge) ?? null) : null,
      sortOrder: k,
      startsAt: at(62),
      createdAt: at(62),
    })),
    wordFilters: SEED_WORD_FILTERS.map((f) => ({
      ...f,
      normalised: f.kind === 'regex' ? f.pattern : normaliseWord(f.pattern),
      createdAt: at(30),
      updatedAt: at(30),
    })),
    trades,
    tradeLines,
    tradeEvents,
    tradeReviews,
    tradePrices,
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[], chunk = 500) {
  for (let k = 0; k < rows.length; k += chunk) await tx.insert(table).values(rows.slice(k, k + chunk));
}

// Tables whose ids the seed sets itself; their sequences must continue after the seed.
const EXPLICIT_ID_TABLES = [
  'badges',
  'users',
  'items',
  'posts',
  'comments',
  'notices',
  'probability_tables',
  'guides',
  'inquiries',
  'trades',
];

export async function seedDemo(db: Db): Promise<void> {
  const [demo, admin, member] = await Promise.all([hashPassword('demo1234!'), hashPassword('admin1234!'), hashPassword('slime1234!')]);
  const data = buildDemoData(new Date(), { demo, admin, member });
  await db.transaction(async (tx) => {
    await insertAll(tx, schema.categories, data.categories);
    await insertAll(tx, schema.badges, data.badges);
    await insertAll(tx, schema.users, data.users);
    await insertAll(tx, schema.userBadges, data.userBadges);
    await insertAll(tx, schema.items, data.items);
    await insertAll(tx, schema.equipmentObjects, data.equipmentObjects);
    await insertAll(tx, schema.posts, data.posts);
    await insertAll(tx, schema.postTranslations, data.postTranslations);
    await insertAll(tx, schema.postItems, tradePostItems(data));
    await insertAll(tx, schema.comments, data.comments);
    await insertAll(tx, schema.postReactions, data.postReactions);
    await insertAll(tx, schema.notices, data.notices);
    await insertAll(tx, schema.banners, data.banners);
    await insertAll(tx, schema.wishItems, data.wishItems);
    await insertAll(tx, schema.probabilityTables, data.probabilityTables);
    await insertAll(tx, schema.probabilityEntries, data.probabilityEntries);
    await insertAll(tx, schema.probabilityChanges, data.probabilityChanges);
    await sealProbabilityLedger(tx);
    await insertAll(tx, schema.guides, data.guides);
    await insertAll(tx, schema.inquiries, data.inquiries);
    await insertAll(tx, schema.inquiryReplies, data.inquiryReplies);
    await insertAll(tx, schema.friendships, data.friendships);
    await insertAll(tx, schema.blocks, data.blocks);
    await insertAll(tx, schema.reports, data.reports);
    await insertAll(tx, schema.notifications, data.notifications);
    await insertAll(tx, schema.auditLog, data.auditLog);
    await insertAll(tx, schema.missions, data.missions);
    await insertAll(tx, schema.wordFilters, data.wordFilters);
    await insertAll(tx, schema.trades, data.trades);
    await insertAll(tx, schema.tradeLines, data.tradeLines);
    await insertAll(tx, schema.tradeEvents, data.tradeEvents);
    await insertAll(tx, schema.tradeReviews, data.tradeReviews);
    await insertAll(tx, schema.tradePrices, data.tradePrices);
    for (const table of EXPLICIT_ID_TABLES) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from "${table}"))`));
    }
    // Belt and braces: the counts shown in lists must match the rows behind them.
    const [mismatch] = await tx
      .execute<{ n: number }>(
        sql`
      select count(*)::int as n from posts p
      where p.comment_count <> (select count(*) from comments c where c.post_id = p.id and c.deleted_at is null)
         or p.like_count <> (select count(*) from post_reactions r where r.post_id = p.id and r.kind = 'like')
         or p.recommend_count <> (select count(*) from post_reactions r where r.post_id = p.id and r.kind = 'recommend')`,
      )
      .then((r) => rowsOf<{ n: number }>(r));
    if ((mismatch?.n ?? 0) > 0) throw new Error(`Demo seed: ${mismatch?.n} posts have counts that do not match their rows`);
  });
}

// Trade posts (need 15, sell 16, exchange 17, sharing 5) carry the items their text names, in the
// order the text names them (at most two): deterministic, from the posts and items already built.
const TRADE_ROLE_OF: Record<number, 'sell' | 'buy' | 'exchange'> = { 5: 'sell', 15: 'buy', 16: 'sell', 17: 'exchange' };
function tradePostItems(data: DemoData): PgInsertValue<typeof schema.postItems>[] {
  const rows: PgInsertValue<typeof schema.postItems>[] = [];
  for (const post of data.posts) {
    const role = TRADE_ROLE_OF[post.postType ?? 1];
    if (!role || post.id === undefined || post.deletedAt) continue;
    const text = `${post.title}\n${post.content}`;
    const named = data.items
      .map((item) => ({ id: item.id, at: Math.min(...[item.nameKo, item.nameZhTw].map((n) => text.indexOf(n)).filter((k) => k >= 0)) }))
      .filter((m) => Number.isFinite(m.at) && m.id !== undefined)
      .sort((a, b) => a.at - b.at || (a.id ?? 0) - (b.id ?? 0))
      .slice(0, 2);
    named.forEach((m, position) => rows.push({ postId: post.id!, itemId: m.id!, tradeRole: role, count: 1, position }));
  }
  return rows;
}
