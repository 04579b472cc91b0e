import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contractOf, METHODS } from '@/lib/server/openapi/contract';

// Every endpoint declares its contract once, beside its code (handler(contract, fn) in
// lib/server/http/route.ts): found by walking app/api, so a new route cannot escape; the index
// the OpenAPI document is built from (app/api/routes.generated.ts) lists every route file.

const API = path.join(process.cwd(), 'app/api');

function routeDirs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeDirs(full);
    return entry.name === 'route.ts' ? [path.relative(API, dir).split(path.sep).join('/')] : [];
  });
}

// Route files still described by hand in lib/server/openapi/paths (issue 29 §3, going down to none).
const PENDING = new Set([
  'v1/badges',
  'v1/board/notice',
  'v1/board/notice/[id]',
  'v1/community',
  'v1/community/[id]',
  'v1/community/[id]/edit',
  'v1/community/[id]/like',
  'v1/community/[id]/takedown',
  'v1/community/[id]/view',
  'v1/community/categories',
  'v1/community/modlog',
  'v1/community/post-image',
  'v1/community/ranking',
  'v1/community/replies',
  'v1/community/reply',
  'v1/community/reply/[id]',
  'v1/community/reply/my',
  'v1/community/takedowns/[id]',
  'v1/community/takedowns/[id]/objection',
  'v1/community/top-url',
  'v1/friend/request',
  'v1/friend/request/accept',
  'v1/friend/request/decline',
  'v1/friends',
  'v1/friends/[uuid]',
  'v1/item/[id]',
  'v1/item/search-name',
  'v1/item/wish-items',
  'v1/item/wish-items/[user_uuid]',
  'v1/item/wish-items/manage-by-uuid/[uuid]',
  'v1/item/wish-items/manage/[id]',
  'v1/item/wish-items/users/[id]',
  'v1/items',
  'v1/items/[id]/ladder',
  'v1/items/[id]/prices',
  'v1/items/search',
  'v1/live/stream',
  'v1/live/ticket',
  'v1/missions',
  'v1/missions/check-in',
  'v1/price-alerts',
  'v1/price-alerts/[id]',
  'v1/probability',
  'v1/probability/[kind]',
  'v1/probability/[kind]/[id]',
  'v1/probability/[kind]/[id]/ledger',
  'v1/push/key',
  'v1/push/preferences',
  'v1/push/subscriptions',
  'v1/room/catalogue',
  'v1/room/looks',
  'v1/room/looks/[uuid]',
  'v1/support/inquiries',
  'v1/support/inquiries/[id]',
  'v1/support/inquiries/[id]/replies',
  'v1/support/inquiries/[id]/resolution',
  'v1/support/inquiry-image',
  'v1/trades',
  'v1/trades/[id]',
  'v1/trades/[id]/accept',
  'v1/trades/[id]/cancel',
  'v1/trades/[id]/confirm',
  'v1/trades/[id]/decline',
  'v1/trades/[id]/dispute',
  'v1/trades/[id]/review',
  'v1/trades/guard',
  'v1/user',
  'v1/user/apple/login',
  'v1/user/badges',
  'v1/user/block',
  'v1/user/block/[uuid]',
  'v1/user/kakao/login/community',
  'v1/user/layer',
  'v1/user/login/community',
  'v1/user/logout',
  'v1/user/logout-others',
  'v1/user/nickname',
  'v1/user/nickname/available',
  'v1/user/notification',
  'v1/user/notification/[id]/read',
  'v1/user/notification/read-all',
  'v1/user/notification/unread-count',
  'v1/user/password/reset',
  'v1/user/profile',
  'v1/user/profile-image',
  'v1/user/register',
  'v1/user/render-cookie',
  'v1/user/report',
  'v1/user/sessions',
  'v1/user/verification/send',
  'v1/user/verification/verify',
  'v1/user/withdraw',
  'v1/users/[uuid]',
  'v1/users/[uuid]/badges',
  'v1/users/[uuid]/comments',
  'v1/users/[uuid]/looks',
  'v1/users/[uuid]/posts',
  'v1/users/[uuid]/reputation',
  'v1/users/me/sanctions',
  'v1/users/me/sanctions/[id]/appeal',
  'v1/wishlist/buy',
  'v1/wishlist/buy/[id]',
  'v1/wishlist/buy/[id]/toggle',
  'v1/wishlist/items/[id]',
  'v2/community/main',
  'v3/community/main',
]);

it('the route index is up to date', () => {
  expect(() => execFileSync('node', ['scripts/api-index.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
});

it('every exported method of every route declares its contract, with the path segments of its folder', async () => {
  const missing: string[] = [];
  const wrong: string[] = [];
  const converted: string[] = [];
  for (const dir of routeDirs(API)) {
    const mod = (await import(`@/app/api/${dir}/route`)) as Record<string, unknown>;
    const segments = [...dir.matchAll(/\[(\w+)\]/g)].map((m) => m[1]).sort();
    const methods = METHODS.filter((m) => typeof mod[m] === 'function');
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      const contract = contractOf(mod[method]);
      if (!contract) {
        if (!PENDING.has(dir)) missing.push(`${method} ${dir}`);
        continue;
      }
      if (PENDING.has(dir)) converted.push(dir);
      const declared = Object.keys(contract.params?.shape ?? {}).sort();
      if (declared.join() !== segments.join()) wrong.push(`${method} ${dir}: params ${declared.join()} for ${segments.join()}`);
      if (!contract.summary || contract.tags.length === 0) wrong.push(`${method} ${dir}: no summary or tag`);
    }
  }
  expect(missing).toEqual([]);
  expect(wrong).toEqual([]);
  // A route that declares its contract leaves the pending list.
  expect(converted).toEqual([]);
});
