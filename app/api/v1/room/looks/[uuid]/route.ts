import { handler, ok } from '@/lib/server/http/route';
import { deleteLook, getLook, updateLook } from '@/lib/server/room';
import { lookRemovedSchema, lookSchema, lookUuidParam, lookWriteSchema } from '@/lib/validation/room';
import { LOOK_INVALID, LOOK_NOT_OWNER, LOOK_RULES } from '../../docs';

// GET is public (a look has a share page); PUT and DELETE are its owner's.
export const GET = handler(
  {
    summary: 'One look, as its share page shows it',
    description: 'Public. 404 for an unknown look, a withdrawn owner, or an owner blocking the reader (or blocked by them).',
    tags: ['My room'],
    params: lookUuidParam,
    lang: true,
    response: lookSchema,
    errors: { '404': 'No such look' },
  },
  async ({ params, viewer, locale }) => ok(await getLook(params.uuid, { locale, reader: viewer })),
);

export const PUT = handler(
  {
    summary: 'Replace a look of one’s own',
    description: `${LOOK_RULES} Show-off posts showing the look show the new one.`,
    tags: ['My room'],
    auth: 'member',
    params: lookUuidParam,
    body: lookWriteSchema,
    lang: true,
    response: lookSchema,
    errors: { '400': LOOK_INVALID, '404': 'No such look', '403': LOOK_NOT_OWNER },
  },
  async ({ params, body, viewer, locale }) => ok(await updateLook(viewer, params.uuid, body, locale)),
);

export const DELETE = handler(
  {
    summary: 'Delete a look of one’s own',
    description: 'Posts showing it keep their text and show no look.',
    tags: ['My room'],
    auth: 'member',
    params: lookUuidParam,
    response: lookRemovedSchema,
    errors: { '404': 'No such look', '403': LOOK_NOT_OWNER },
  },
  async ({ params, viewer }) => ok(await deleteLook(viewer, params.uuid)),
);
