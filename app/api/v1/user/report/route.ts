import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJsonBody, readQuery } from '@/lib/server/http/route';
import { createReport, listMyReports, parseReport } from '@/lib/server/people/reports';
import { pageQuery } from '@/lib/validation/common';

export const GET = handler(async ({ url, viewer }) => okPage(url, await listMyReports(viewer.id, readQuery(url, pageQuery))), {
  auth: 'signedIn',
});

export const POST = handler(
  async ({ req, viewer, locale }) => {
    const input = parseReport((await readJsonBody(req)) ?? {}, locale);
    return ok(await createReport(viewer, input, locale), { status: 201 });
  },
  { auth: 'member' },
);
