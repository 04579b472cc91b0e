import {
  codeFormSchema,
  destinationFormSchema,
  identifierFormSchema,
  loginPasswordFormSchema,
  nicknameFormSchema,
  PASSWORD_FORM_SCHEMAS,
} from './form-schemas';

/** What the resolver shows: the first message of each field. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

it('reads the destination as the server will', () => {
  expect(destinationFormSchema('email').parse({ destination: ' New@Example.com ' })).toEqual({ destination: 'new@example.com' });
  expect(messages(destinationFormSchema('email').safeParse({ destination: 'nope' }))).toEqual({ destination: 'invalidEmail' });
  expect(destinationFormSchema('phone').parse({ destination: '010-1234-5678' })).toEqual({ destination: '+821012345678' });
  expect(messages(destinationFormSchema('phone').safeParse({ destination: '12' }))).toEqual({ destination: 'invalidPhone' });
  expect(messages(destinationFormSchema('phone').safeParse({ destination: ' ' }))).toEqual({ destination: 'required' });
});

it('asks for an empty login field by name, then checks the identifier', () => {
  expect(messages(identifierFormSchema.safeParse({ identifier: '  ' }))).toEqual({ identifier: 'identifierRequired' });
  expect(messages(identifierFormSchema.safeParse({ identifier: 'not-an-address' }))).toEqual({ identifier: 'invalidIdentifier' });
  expect(identifierFormSchema.parse({ identifier: ' jellybear@example.com ' })).toEqual({ identifier: 'jellybear@example.com' });
  expect(messages(loginPasswordFormSchema.safeParse({ password: '' }))).toEqual({ password: 'passwordRequired' });
  // A password is never trimmed: spaces are characters of it.
  expect(loginPasswordFormSchema.parse({ password: ' a ' })).toEqual({ password: ' a ' });
});

it('wants the code as four digits', () => {
  expect(messages(codeFormSchema.safeParse({ code: ' ' }))).toEqual({ code: 'codeRequired' });
  expect(messages(codeFormSchema.safeParse({ code: '12' }))).toEqual({ code: 'codeLength' });
  expect(codeFormSchema.parse({ code: ' 1234 ' })).toEqual({ code: '1234' });
});

it('holds a registration password to the full rule and a reset to the length, and says a mismatch either way', () => {
  expect(messages(PASSWORD_FORM_SCHEMAS.register.safeParse({ password: '', password_confirm: '' }))).toEqual({
    password: 'passwordRequired',
  });
  expect(messages(PASSWORD_FORM_SCHEMAS.register.safeParse({ password: 'short', password_confirm: '' }))).toEqual({
    password: 'passwordMin',
    password_confirm: 'passwordMismatch',
  });
  expect(messages(PASSWORD_FORM_SCHEMAS.register.safeParse({ password: 'slimeslime', password_confirm: 'slimeslime' }))).toEqual({
    password: 'passwordRule',
  });
  expect(PASSWORD_FORM_SCHEMAS.reset.safeParse({ password: 'slimeslime', password_confirm: 'slimeslime' }).success).toBe(true);
  expect(messages(PASSWORD_FORM_SCHEMAS.reset.safeParse({ password: 'slimeslime', password_confirm: 'slime' }))).toEqual({
    password_confirm: 'passwordMismatch',
  });
});

it('checks a nickname as the server does', () => {
  expect(messages(nicknameFormSchema.safeParse({ nickname: ' ' }))).toEqual({ nickname: 'nicknameRequired' });
  expect(messages(nicknameFormSchema.safeParse({ nickname: 'a' }))).toEqual({ nickname: 'nicknameLength' });
  expect(messages(nicknameFormSchema.safeParse({ nickname: 'a b' }))).toEqual({ nickname: 'nicknameChars' });
  expect(nicknameFormSchema.parse({ nickname: ' 새슬라임 ' })).toEqual({ nickname: '새슬라임' });
});
