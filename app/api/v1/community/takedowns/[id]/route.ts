import { handler, ok } from '@/lib/server/http/route';
import { getTakedown } from '@/lib/server/moderation/takedown';
import { idParam } from '@/lib/validation/common';

// GET /api/v1/community/takedowns/{id}/ — a request, for its post's author, its requester or an operator.
export const GET = handler<{ id: string }>(async ({ params, viewer }) => ok(await getTakedown(viewer, idParam.parse(params).id)), {
  auth: 'signedIn',
});
