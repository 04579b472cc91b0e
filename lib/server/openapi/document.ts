import 'server-only';
import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import { JSON_BODY_MAX_BYTES, UPLOAD_MAX_BYTES } from '@/lib/constants';
import { ERROR_CODES } from '@/lib/errors';
import { corePaths } from './paths/core';
import { communityPaths } from './paths/community';
import { supportPaths } from './paths/support';
import { uploadPaths } from './paths/uploads';
import { accountPaths } from './paths/accounts';
import { socialPaths } from './paths/social';
import { itemPaths } from './paths/items';
import { wishlistPaths } from './paths/wishlist';
import { probabilityPaths } from './paths/probability';
import { commentPaths } from './paths/comments';
import { postWritePaths } from './paths/posts-write';
import { peoplePaths } from './paths/people';
import { missionPaths } from './paths/missions';
import { moderationPaths } from './paths/moderation';
import { roomPaths } from './paths/room';
import { takedownPaths } from './paths/takedown';
import { tradePaths } from './paths/trades';
import { pricePaths } from './paths/prices';
import { livePaths } from './paths/live';
import { pushPaths } from './paths/push';
import { contractPaths, type RouteModule } from './contract';

// One file per domain under ./paths; each names the zod schemas its route handlers use.
const paths: ZodOpenApiPathsObject = {
  ...corePaths,
  ...communityPaths,
  ...supportPaths,
  ...uploadPaths,
  ...socialPaths,
  ...accountPaths,
  ...commentPaths,
  ...probabilityPaths,
  ...itemPaths,
  ...wishlistPaths,
  ...peoplePaths,
  ...missionPaths,
  ...moderationPaths,
  ...roomPaths,
  ...takedownPaths,
  ...tradePaths,
  ...pricePaths,
  ...livePaths,
  ...pushPaths,
};
// The write side of /v1/community/ shares paths with the read side: merged per path, not replaced.
for (const [path, item] of Object.entries(postWritePaths)) paths[path] = { ...paths[path], ...item };

/** The document of the API; `routes` (app/api/routes.generated.ts) bring the operations their contracts declare. */
export function buildOpenApiDocument(serverUrl: string, routes: readonly RouteModule[] = []) {
  const documented: ZodOpenApiPathsObject = { ...paths };
  for (const [path, item] of Object.entries(contractPaths(routes))) documented[path] = { ...documented[path], ...item };
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
    paths: documented,
  });
}
