import { handler, ok, readJson } from '@/lib/server/http/route';
import { deleteLook, getLook, updateLook } from '@/lib/server/room';
import { lookUuidParam, lookWriteSchema } from '@/lib/validation/room';

// GET is public (a look has a share page); PUT and DELETE are its owner's.
export const GET = handler<{ uuid: string }>(async ({ params, viewer, locale }) =>
  ok(await getLook(lookUuidParam.parse(params).uuid, { locale, reader: viewer })),
);

export const PUT = handler<{ uuid: string }>(
  async ({ req, params, viewer, locale }) => {
    const { uuid } = lookUuidParam.parse(params);
    return ok(await updateLook(viewer, uuid, await readJson(req, lookWriteSchema), locale));
  },
  { auth: 'member' },
);

export const DELETE = handler<{ uuid: string }>(
  async ({ params, viewer }) => ok(await deleteLook(viewer, lookUuidParam.parse(params).uuid)),
  {
    auth: 'member',
  },
);
