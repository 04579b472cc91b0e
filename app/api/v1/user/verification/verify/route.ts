import { verifyCode } from '@/lib/server/auth/verification';
import { handler, ok, readJson } from '@/lib/server/http/route';
import { verifyCodeSchema } from '@/lib/validation/auth';

export const POST = handler(async ({ req }) => ok(await verifyCode(await readJson(req, verifyCodeSchema))));
