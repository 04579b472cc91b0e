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
  'dev/outbox',
  'openapi.json',
  'v1/admin/appeals',
  'v1/admin/appeals/[id]',
  'v1/admin/appeals/[id]/decision',
  'v1/admin/audit',
  'v1/admin/audit/actions',
  'v1/admin/audit/chain',
  'v1/admin/banners',
  'v1/admin/banners/[id]',
  'v1/admin/banners/order',
  'v1/admin/boards',
  'v1/admin/comments/[id]',
  'v1/admin/guides',
  'v1/admin/guides/[id]',
  'v1/admin/inquiries',
  'v1/admin/inquiries/[id]',
  'v1/admin/inquiries/[id]/replies',
  'v1/admin/inquiries/[id]/status',
  'v1/admin/items',
  'v1/admin/items/[id]',
  'v1/admin/members',
  'v1/admin/members/[id]',
  'v1/admin/members/[id]/activity',
  'v1/admin/members/[id]/badges',
  'v1/admin/members/[id]/badges/[badge]',
  'v1/admin/members/[id]/role',
  'v1/admin/members/[id]/suspension',
  'v1/admin/missions',
  'v1/admin/missions/[id]',
  'v1/admin/notices',
  'v1/admin/notices/[id]',
  'v1/admin/overview',
  'v1/admin/posts',
  'v1/admin/posts/[id]',
  'v1/admin/probability',
  'v1/admin/probability/[id]',
  'v1/admin/reports',
  'v1/admin/reports/[type]/[id]',
  'v1/admin/reports/[type]/[id]/resolve',
  'v1/admin/takedowns',
  'v1/admin/takedowns/[id]/decision',
  'v1/admin/trade-reviews/[id]/hide',
  'v1/admin/trades',
  'v1/admin/trades/[id]',
  'v1/admin/trades/[id]/resolve',
  'v1/admin/uploads',
  'v1/admin/word-filters',
  'v1/admin/word-filters/[id]',
  'v1/admin/word-filters/test',
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
