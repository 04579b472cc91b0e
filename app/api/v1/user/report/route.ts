import { okPage } from '@/lib/server/http/paging';
import { handler, ok, readJsonBody } from '@/lib/server/http/route';
import { created, json } from '@/lib/server/openapi/op';
import { createReport, listMyReports, parseReport } from '@/lib/server/people/reports';
import { pageQuery, paginatedSchema } from '@/lib/validation/common';
import { reportCreateSchema, reportSchema } from '@/lib/validation/people';

const tags = ['People: reports'];

export const GET = handler(
  {
    summary: 'The reports one filed, newest first, with their status',
    tags,
    auth: 'signedIn',
    query: pageQuery,
    response: paginatedSchema(reportSchema),
  },
  async ({ url, query, viewer }) => okPage(url, await listMyReports(viewer.id, query)),
);

// parseReport validates the body, with refusals translated into the reader's language.
export const POST = handler(
  {
    summary: 'Report a member, post, comment or item',
    description:
      'The report payload of spec §3. Reports are anonymous: no answer shows the reporter to anyone else. One report per member ' +
      'per target; at most 10 an hour and 30 a day. Every refusal has a translated `message` fit to show as it is.',
    tags,
    auth: 'member',
    lang: true,
    response: reportSchema,
    errors: {
      '400': '1000: `errors.content` (detailRequired, detailMax), `errors.reason_type`, `errors.target_id` (self)',
      '404': '1400: no such target',
      '409': '2101: this member already reported this target',
    },
    openapi: {
      requestBody: json(reportCreateSchema),
      responses: { ...created(reportSchema) },
    },
  },
  async ({ req, viewer, locale }) => {
    const input = parseReport((await readJsonBody(req)) ?? {}, locale);
    return ok(await createReport(viewer, input, locale), { status: 201 });
  },
);
