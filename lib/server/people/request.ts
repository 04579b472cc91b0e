import { AppError } from '@/lib/server/http/errors';
import { userRefSchema, type UserRefInput } from '@/lib/validation/people';

/**
 * The other member of a friend or block call: `{"user_uuid": …}` in a JSON body, or
 * `?user_uuid=` for clients that cannot send a body with DELETE.
 */
export async function readUserRef(req: Request, url: URL): Promise<UserRefInput> {
  const fromQuery = url.searchParams.get('user_uuid');
  if (fromQuery !== null) return userRefSchema.parse({ user_uuid: fromQuery });
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new AppError('VALIDATION', 'Validation failed', { user_uuid: ['required'] });
  }
  return userRefSchema.parse(body);
}
