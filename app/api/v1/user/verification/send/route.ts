import { sendCode } from '@/lib/server/auth/verification';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { sendCodeSchema } from '@/lib/validation/auth';

export const POST = handler(async ({ req, ip, locale }) => ok(await sendCode(await readJson(req, sendCodeSchema), { ip, locale })));
