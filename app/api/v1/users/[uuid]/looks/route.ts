import { handler, ok } from '@/lib/server/http/route';
import { listPublicLooks } from '@/lib/server/room';
import { uuidParam } from '@/lib/validation/people';
import { publicLooksSchema } from '@/lib/validation/room';

export const GET = handler(
  {
    summary: 'Another member’s saved looks (read-only)',
    description: 'Public. 404 for an unknown or withdrawn member, or one blocking the reader (or blocked by them).',
    tags: ['My room'],
    params: uuidParam,
    lang: true,
    response: publicLooksSchema,
    errors: { '404': 'No such member' },
  },
  async ({ params, viewer, locale }) => ok(await listPublicLooks(params.uuid, { locale, reader: viewer })),
);
