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

it('the route index is up to date', () => {
  expect(() => execFileSync('node', ['scripts/api-index.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
});

it('every exported method of every route declares its contract, with the path segments of its folder', async () => {
  const missing: string[] = [];
  const wrong: string[] = [];
  for (const dir of routeDirs(API)) {
    const mod = (await import(`@/app/api/${dir}/route`)) as Record<string, unknown>;
    const segments = [...dir.matchAll(/\[(\w+)\]/g)].map((m) => m[1]).sort();
    const methods = METHODS.filter((m) => typeof mod[m] === 'function');
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      const contract = contractOf(mod[method]);
      if (!contract) {
        missing.push(`${method} ${dir}`);
        continue;
      }
      const declared = Object.keys(contract.params?.shape ?? {}).sort();
      if (declared.join() !== segments.join()) wrong.push(`${method} ${dir}: params ${declared.join()} for ${segments.join()}`);
      if (!contract.summary || contract.tags.length === 0) wrong.push(`${method} ${dir}: no summary or tag`);
    }
  }
  expect(missing).toEqual([]);
  expect(wrong).toEqual([]);
});
