import { handler, ok, readJson } from '@/lib/server/http/route';
import { getPreferences, savePreferences } from '@/lib/server/push';
import { pushPreferencesBody } from '@/lib/validation/push';

export const GET = handler(async ({ viewer, locale }) => ok(await getPreferences(viewer.id, locale)), { auth: 'signedIn' });

export const PUT = handler(async ({ req, viewer }) => ok(await savePreferences(viewer.id, await readJson(req, pushPreferencesBody))), {
  auth: 'signedIn',
});
