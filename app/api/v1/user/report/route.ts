import { handler, ok, readJsonBody, readQuery } from '@/lib/server/http/route';
import { createReport, listMyReports } from '@/lib/server/people/reports';
import { pageQuery } from '@/lib/validation/common';

export const GET = handler(async ({ url, viewer }) => ok(await listMyReports(viewer!.id, readQuery(url, pageQuery), url)), {
  auth: 'signedIn',
});

export const POST = handler(
  async ({ req, viewer, locale }) => {
    const body = await readJsonBody(req);
    return ok(await createReport(viewer!, body ?? {}, locale), { status: 201 });
  },
  { auth: 'member' },
);
