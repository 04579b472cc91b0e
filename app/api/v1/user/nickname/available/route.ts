import { nicknameAvailability } from '@/lib/server/auth/register';
import { handler, ok } from '@/lib/server/http/route';
import { nicknameAvailableQuery, nicknameAvailableResult } from '@/lib/validation/accounts';

export const GET = handler(
  {
    summary: 'Whether a nickname is free (case-insensitive) and allowed by the word filter',
    tags: ['Accounts'],
    query: nicknameAvailableQuery,
    response: nicknameAvailableResult,
  },
  async ({ query, viewer }) => ok(await nicknameAvailability(query.nickname, viewer?.id)),
);
