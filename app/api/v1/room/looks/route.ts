import { handler, ok } from '@/lib/server/http/route';
import { created } from '@/lib/server/openapi/op';
import { listLooks, saveLook } from '@/lib/server/room';
import { z } from '@/lib/zod';
import { LOOKS_PER_MEMBER, lookSchema, lookWriteSchema } from '@/lib/validation/room';
import { LOOK_INVALID, LOOK_RULES } from '../docs';

export const GET = handler(
  {
    summary: 'The signed-in member’s saved looks, last changed first',
    tags: ['My room'],
    auth: 'signedIn',
    lang: true,
    response: z.array(lookSchema),
  },
  async ({ viewer, locale }) => ok(await listLooks(viewer.id, locale)),
);

export const POST = handler(
  {
    summary: 'Save a new look',
    description: `${LOOK_RULES} At most ${LOOKS_PER_MEMBER} looks per member. Answers 201.`,
    tags: ['My room'],
    auth: 'member',
    body: lookWriteSchema,
    lang: true,
    response: null,
    errors: {
      '400': LOOK_INVALID,
      '409': `1500: the member already has ${LOOKS_PER_MEMBER} looks (errors._ = tooManyLooks)`,
    },
    openapi: { responses: created(lookSchema) },
  },
  async ({ body, viewer, locale }) => ok(await saveLook(viewer, body, locale), { status: 201 }),
);
