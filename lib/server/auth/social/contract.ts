import 'server-only';

// What the two social login routes (app/api/v1/user/apple/login, …/kakao/login/community) share
// in their contracts: the failures of any provider, and how a first login goes.

export const socialLoginErrors = {
  '403': '1301: the account is suspended; `meta` has `until` (or null) and `reason`',
  '409': '2008: the account of this provider id was withdrawn less than 30 days ago; `meta.until`',
  '502': '1900: the provider is not answering',
  '503': '2011: this provider is not configured on the server',
} as const;

export const firstSocialLogin =
  'A first login creates the account without a nickname and answers `needs_nickname: true`; set it with PUT /v1/user/nickname/. ' +
  'Accounts are never joined on a matching e-mail: if another account already uses the e-mail the provider reports, ' +
  'the new account keeps no e-mail. Limited to 30 calls per IP per 10 minutes. Send `X-Device-Id`.';
