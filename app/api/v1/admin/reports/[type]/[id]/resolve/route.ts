import { resolveReports } from '@/lib/server/moderation/admin';
import { handler, ok } from '@/lib/server/http/route';
import { reportResolutionSchema, reportResolveSchema, reportTargetParams } from '@/lib/validation/admin/moderation';
import { adminContract } from '@/app/api/v1/admin/contract';

export const POST = handler(
  {
    ...adminContract({ '409': 'No open reports on the target, or the author is an administrator or yourself' }),
    summary: 'Dismiss, hide, delete, suspend the author or resolve; closes the open reports',
    description:
      'Reports become `dismissed` (dismiss) or `actioned` (the others) with resolved_by/at. Dismissing shows again content the threshold hid. Audit rows: `report.<action>` plus the effect (`post.hide`, `comment.delete`, `member.suspend`…).',
    params: reportTargetParams,
    lang: true,
    body: reportResolveSchema,
    response: reportResolutionSchema,
  },
  async ({ params, body, viewer, locale }) => ok(await resolveReports(viewer, params.type, params.id, body, locale)),
);
