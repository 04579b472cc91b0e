import 'server-only';
import { createDocument } from 'zod-openapi';
import { JSON_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '@/lib/constants';
import { ERROR_CODES } from '@/lib/errors';
import { contractPaths, type RouteModule } from './contract';

/** The document of the API: the operations the contracts of `routes` (app/api/routes.generated.ts) declare. */
export function buildOpenApiDocument(serverUrl: string, routes: readonly RouteModule[]) {
  const catalogue = Object.entries(ERROR_CODES)
    .map(([name, e]) => `| ${e.code} | ${e.status} | ${name} |`)
    .join('\n');
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Slime community API',
      version: '1.0.0',
      description: [
        'Every answer is an envelope: `{"code":0,"data":…}` on success, `{"code":<nonzero>,"message":"…","errors"?:{field:[…]}}` on failure.',
        'Lists are `{count,next,previous,results}` with 10 per page by default.',
        'Authenticate with `Authorization: Token <token>`; send `X-Device-Id` (or `web`).',
        `JSON bodies are at most ${JSON_BODY_MAX_BYTES / (1024 * 1024)} MB and uploads ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB (else 413 / 1600); text holding U+0000 is refused in any field (400 / 1000, \`invalidCharacters\`).`,
        '',
        '| code | HTTP | name |',
        '|---|---|---|',
        catalogue,
      ].join('\n'),
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
      },
    },
    paths: contractPaths(routes),
  });
}
