import { nicknameAvailability } from '@/lib/server/auth/register';
import { handler, ok, readQuery } from '@/lib/server/http/route';
import { nicknameAvailableQuery } from '@/lib/validation/accounts';

export const GET = handler(async ({ url, viewer }) => {
  const { nickname } = readQuery(url, nicknameAvailableQuery);
  return ok(await nicknameAvailability(nickname, viewer?.id));
});
