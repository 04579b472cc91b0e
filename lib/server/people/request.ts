import 'server-only';
import { readJsonValue } from '@/lib/server/http/body';
import { AppError } from '@/lib/server/http/errors';
import { parseInput } from '@/lib/validation/input';
import { userRefSchema, type UserRefInput } from '@/lib/validation/people';

/**
 * The other member of a friend or block call: `{"user_uuid": …}` in a JSON body, or
 * `?user_uuid=` for clients that cannot send a body with DELETE.
 */
export async function readUserRef(req: Request, url: URL): Promise<UserRefInput> {
  const fromQuery = url.searchParams.get('user_uuid');
  if (fromQuery !== null) return parseInput(userRefSchema, { user_uuid: fromQuery });
  const body = await readJsonValue(req, { optional: true });
  if (body === undefined) throw new AppError('VALIDATION', 'Validation failed', { user_uuid: ['required'] });
  return parseInput(userRefSchema, body);
}
