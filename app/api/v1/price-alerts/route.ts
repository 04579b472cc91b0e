import { handler, ok, readJson } from '@/lib/server/http/route';
import { listPriceAlerts, savePriceAlert } from '@/lib/server/prices/alerts';
import { priceAlertBody } from '@/lib/validation/prices';

export const GET = handler(async ({ viewer, locale }) => ok({ results: await listPriceAlerts(viewer, locale) }), { auth: 'signedIn' });

export const POST = handler(
  async ({ req, viewer, locale }) => {
    const body = await readJson(req, priceAlertBody);
    return ok(await savePriceAlert(viewer, body, locale), { status: 201 });
  },
  { auth: 'member' },
);
