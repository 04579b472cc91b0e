import { handler, ok, readJson } from '@/lib/server/http/route';
import { deleteSubscription, saveSubscription } from '@/lib/server/push';
import { pushSubscriptionBody, pushUnsubscribeBody } from '@/lib/validation/push';

export const POST = handler(
  async ({ req, viewer, locale }) => {
    const body = await readJson(req, pushSubscriptionBody);
    return ok(await saveSubscription(viewer.id, body, req.headers.get('user-agent'), locale), { status: 201 });
  },
  { auth: 'signedIn' },
);

export const DELETE = handler(
  async ({ req, viewer }) => {
    const { endpoint } = await readJson(req, pushUnsubscribeBody);
    return ok(await deleteSubscription(viewer.id, endpoint));
  },
  { auth: 'signedIn' },
);
