import { setNickname } from '@/lib/server/auth/register';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { nicknameUpdateSchema } from '@/lib/validation/auth';

export const PUT = handler(
  async ({ req, viewer, locale }) => {
    const { nickname } = await readJson(req, nicknameUpdateSchema);
    return ok(await setNickname(viewer.id, nickname, locale));
  },
  // Naming oneself is a member action: a suspended account is refused (403 / 1301).
  { auth: 'member' },
);
