import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '@/test/openapi';

// Every administration route file and method is in the OpenAPI document, with the token scheme.

const ROOT = path.join(process.cwd(), 'app/api/v1/admin');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

it('documents every administration endpoint', async () => {
  const doc = await openApiDocument('/v1/admin/');
  const missing: string[] = [];
  for (const file of routeFiles(ROOT)) {
    const source = fs.readFileSync(file, 'utf8');
    const docPath = `/v1/admin/${path.relative(ROOT, path.dirname(file)).split(path.sep).join('/')}/`
      .replace(/\[(\w+)\]/g, '{$1}')
      .replace(/\/+/g, '/');
    for (const method of METHODS) {
      if (!new RegExp(`export const ${method}\\b`).test(source)) continue;
      const operation = (doc.paths?.[docPath] as Record<string, { security?: unknown[]; tags?: string[] }> | undefined)?.[
        method.toLowerCase()
      ];
      if (!operation) missing.push(`${method} ${docPath}`);
      else {
        expect(operation.security).toEqual([{ token: [] }]);
        expect(operation.tags).toEqual(['Administration']);
      }
    }
  }
  expect(missing).toEqual([]);
  expect(doc.components?.schemas).toHaveProperty('AdminReportGroup');
  expect(doc.components?.schemas).toHaveProperty('AuditEntry');
});
