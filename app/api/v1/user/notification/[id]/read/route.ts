import { handler, ok } from '@/lib/server/http/route';
import { markRead } from '@/lib/server/people/notifications';
import { idParam } from '@/lib/validation/common';

export const POST = handler<{ id: string }>(
  async ({ params, viewer }) => ok({ updated: await markRead(viewer.id, idParam.parse(params).id) }),
  { auth: 'signedIn' },
);
