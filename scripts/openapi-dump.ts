// Prints the OpenAPI document as /api/openapi.json serves it (with every route's contract), for
// reading or diffing: `npx tsx --conditions=react-server scripts/openapi-dump.ts [path prefix…]`
// keeps only the paths that start with one of the prefixes.
import { ROUTES } from '@/app/api/routes.generated';
import { loadRoutes } from '@/lib/server/openapi/contract';
import { buildOpenApiDocument } from '@/lib/server/openapi/document';

async function main() {
  const prefixes = process.argv.slice(2);
  const doc = buildOpenApiDocument('http://localhost:3000/api', await loadRoutes(ROUTES));
  if (prefixes.length > 0) {
    doc.paths = Object.fromEntries(Object.entries(doc.paths ?? {}).filter(([path]) => prefixes.some((p) => path.startsWith(p))));
  }
  // The database pool of the route modules keeps the process alive: exit once the text is out.
  process.stdout.write(`${JSON.stringify(doc, null, 2)}\n`, () => process.exit(0));
}

void main();
