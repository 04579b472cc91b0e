import { setNickname } from '@/lib/server/auth/register';
import { handler, ok } from '@/lib/server/http/route';
import { nicknameUpdateSchema } from '@/lib/validation/auth';
import { meSchema } from '@/lib/validation/users';

export const PUT = handler(
  {
    summary: 'Set the nickname (after a first social login)',
    description:
      'Only for an account without a nickname, once; an existing nickname is changed with PATCH /v1/user/profile/. ' +
      'This is the social sign-up’s consent step: `agree_terms` and `agree_privacy` must both be true (else 400 / 2013).',
    tags: ['Accounts'],
    // Naming oneself is a member action: a suspended account is refused (403 / 1301).
    auth: 'member',
    body: nicknameUpdateSchema,
    lang: true,
    response: meSchema,
    errors: {
      '400': '1000: validation; 2013: `agree_terms` or `agree_privacy` not true (`errors` names them: consentRequired)',
      '403': '1301: suspended',
      '409': '2005: nickname in use; 1500: the account already has a nickname',
    },
  },
  async ({ body, viewer, locale }) => ok(await setNickname(viewer.id, body, locale)),
);
