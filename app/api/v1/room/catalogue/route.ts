import { handler, ok } from '@/lib/server/http/route';
import { roomCatalogue } from '@/lib/server/room';
import { roomCatalogueSchema } from '@/lib/validation/room';

export const GET = handler(
  {
    summary: 'Every item the studio offers, and the member’s sell list',
    description:
      'Slime equipment, wall-and-floor sets, walls, floors and furniture; sell_item_ids marks the items on the member’s sell list.',
    tags: ['My room'],
    auth: 'signedIn',
    lang: true,
    response: roomCatalogueSchema,
  },
  async ({ viewer, locale }) => ok(await roomCatalogue(viewer, locale)),
);
