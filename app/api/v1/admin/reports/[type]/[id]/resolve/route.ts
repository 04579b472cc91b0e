import { resolveReports } from '@/lib/server/admin/moderation';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { reportResolveSchema, reportTargetParams } from '@/lib/validation/admin/moderation';

type Params = { type: string; id: string };

// Dismiss, hide, delete, suspend the author or resolve: closes the target's open reports.
export const POST = handler<Params>(
  async ({ req, params, viewer, locale }) => {
    const { type, id } = reportTargetParams.parse(params);
    return ok(await resolveReports(viewer, type, id, await readJson(req, reportResolveSchema), locale));
  },
  { auth: 'admin' },
);
