import { handler, ok } from '@/lib/server/http/route';
import { listPublicLooks } from '@/lib/server/room';
import { uuidParam } from '@/lib/validation/people';

export const GET = handler<{ uuid: string }>(async ({ params, viewer, locale }) =>
  ok(await listPublicLooks(uuidParam.parse(params).uuid, { locale, reader: viewer })),
);
