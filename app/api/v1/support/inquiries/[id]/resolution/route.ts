import { handler, ok, readJson } from '@/lib/server/http/route';
import { setResolution } from '@/lib/server/support';
import { idParam } from '@/lib/validation/common';
import { inquiryResolutionSchema } from '@/lib/validation/support';

export const POST = handler<{ id: string }>(
  async ({ req, params, viewer, locale }) => {
    const { id } = idParam.parse(params);
    const { resolution } = await readJson(req, inquiryResolutionSchema);
    return ok(await setResolution(viewer, id, resolution, locale));
  },
  { auth: 'member' },
);
