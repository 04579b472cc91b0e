import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from '@/lib/zod';
import { VERIFICATION_CHANNELS, VERIFICATION_PURPOSES } from '@/lib/enums';
import { TOKEN_MAX, URL_MAX } from './common';
import { visibleName } from './names';
import { meSchema } from './users';
import { INPUT_MAX_LENGTH, NICKNAME_MAX, NICKNAME_MIN, PASSWORD_MIN } from '@/lib/constants';

export const emailSchema = z.email().max(254);
// Phone numbers are stored in E.164. Local numbers are read as Korean first, then Taiwanese.
export function normalisePhone(value: string): string | null {
  for (const country of ['KR', 'TW'] as const) {
    const parsed = parsePhoneNumberFromString(value.trim(), country);
    if (parsed?.isValid()) return parsed.number;
  }
  return null;
}

export const phoneSchema = z.string().transform((value, ctx) => {
  const phone = normalisePhone(value);
  if (!phone) {
    ctx.addIssue({ code: 'custom', message: 'invalidPhone' });
    return z.NEVER;
  }
  return phone;
});

export const loginSchema = z
  .object({
    identifier: z.string().trim().min(1).max(254).meta({ description: 'E-mail or phone number' }),
    password: z.string().min(1).max(INPUT_MAX_LENGTH),
  })
  .meta({ id: 'LoginRequest' });
export type LoginInput = z.infer<typeof loginSchema>;

export function normaliseIdentifier(identifier: string): { kind: 'email' | 'phone'; value: string } | null {
  const trimmed = identifier.trim();
  if (trimmed.includes('@')) {
    const email = emailSchema.safeParse(trimmed.toLowerCase());
    return email.success ? { kind: 'email', value: email.data } : null;
  }
  const phone = normalisePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}

// ── Contract of the account endpoints ─────────────────────────────────────

// The spec's password rule, also shown as live hints under the field (lib/auth/password-checks).
export const PASSWORD_CLASSES = { letter: /\p{L}/u, number: /\d/, special: /[^\p{L}\d\s]/u } as const;

// A reset asks only for the length.
const passwordLength = z.string().min(PASSWORD_MIN, 'passwordMin').max(INPUT_MAX_LENGTH);

export const passwordSchema = passwordLength
  .regex(PASSWORD_CLASSES.letter, 'passwordRule')
  .regex(PASSWORD_CLASSES.number, 'passwordRule')
  .regex(PASSWORD_CLASSES.special, 'passwordRule');

// Bidi controls, and a nickname of only invisible characters, are refused like blanks are.
export const nicknameSchema = visibleName(
  z
    .string()
    .trim()
    .min(NICKNAME_MIN, 'nicknameLength')
    .max(NICKNAME_MAX, 'nicknameLength')
    .regex(/^[^\s<>"'`&]+$/u, 'nicknameChars'),
  'nicknameChars',
  'nicknameChars',
);

export const verificationPurpose = z.enum(VERIFICATION_PURPOSES);
export const verificationChannel = z.enum(VERIFICATION_CHANNELS);

export const sendCodeSchema = z
  .object({ purpose: verificationPurpose, channel: verificationChannel, destination: z.string().trim().min(1).max(254) })
  .meta({ id: 'SendCodeRequest' });

export const sendCodeResult = z
  .object({
    expires_at: z.string(),
    resend_available_at: z.string(),
    length: z.number().int(),
    // Demo servers only (APP_ENV=development without a mail or SMS provider): the registration code itself.
    demo_code: z.string().optional(),
  })
  .meta({ id: 'SendCodeResult' });
export type SendCodeResultDto = z.infer<typeof sendCodeResult>;

export const verifyCodeSchema = sendCodeSchema
  .extend({
    code: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'codeLength'),
  })
  .meta({ id: 'VerifyCodeRequest' });

export const verifyCodeResult = z.object({ verification_token: z.string() }).meta({ id: 'VerifyCodeResult' });
export type VerifyCodeResultDto = z.infer<typeof verifyCodeResult>;

// The two required consents of a sign-up (the terms, the collection and use of personal data).
// Optional in the schema so that a missing one answers its own code (2013 consentRequired), not 1000.
export const consentFields = {
  agree_terms: z.boolean().optional().meta({ description: 'Agrees to the terms of service (/terms); must be true' }),
  agree_privacy: z.boolean().optional().meta({ description: 'Agrees to the collection and use of personal data (/privacy); must be true' }),
};
export type ConsentInput = { agree_terms?: boolean; agree_privacy?: boolean };

export const registerSchema = z
  .object({
    verification_token: z.string().min(1).max(TOKEN_MAX),
    password: passwordSchema,
    password_confirm: z.string().max(INPUT_MAX_LENGTH),
    nickname: nicknameSchema,
    ...consentFields,
  })
  .refine((v) => v.password === v.password_confirm, { path: ['password_confirm'], message: 'passwordMismatch' })
  .meta({ id: 'RegisterRequest' });

export const resetPasswordSchema = z
  .object({
    verification_token: z.string().min(1).max(TOKEN_MAX),
    password: passwordLength,
    password_confirm: z.string().max(INPUT_MAX_LENGTH),
  })
  .refine((v) => v.password === v.password_confirm, { path: ['password_confirm'], message: 'passwordMismatch' })
  .meta({ id: 'ResetPasswordRequest' });

export const nicknameUpdateSchema = z.object({ nickname: nicknameSchema, ...consentFields }).meta({ id: 'NicknameRequest' });

export const appleLoginSchema = z.object({ id_token: z.string().min(1).max(8192) }).meta({ id: 'AppleLoginRequest' });

export const kakaoLoginSchema = z
  .object({
    code: z.string().min(1).max(2048).optional(),
    redirect_uri: z.url().max(URL_MAX).optional(),
    access_token: z.string().min(1).max(2048).optional(),
  })
  .refine((v) => Boolean(v.code) !== Boolean(v.access_token), { path: ['code'], message: 'codeOrAccessToken' })
  .meta({ id: 'KakaoLoginRequest' });

export const withdrawSchema = z.object({ confirm: z.literal(true) }).meta({ id: 'WithdrawRequest' });

export const sessionResult = z
  .object({
    token: z.string(),
    user: meSchema,
    needs_nickname: z.boolean().meta({ description: 'True after a first social login: set it with PUT /v1/user/nickname/' }),
  })
  .meta({ id: 'SessionResult' });
export type SessionResultDto = z.infer<typeof sessionResult>;

/** A password sign-in's answer: a password account always has its nickname, so no `needs_nickname`. */
export const loginResult = z.object({ token: z.string(), user: meSchema });
export type LoginResultDto = z.infer<typeof loginResult>;

export const sessionSchema = z
  .object({
    id: z.number().int(),
    device_id: z.string(),
    user_agent: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type SessionDto = z.infer<typeof sessionSchema>;
