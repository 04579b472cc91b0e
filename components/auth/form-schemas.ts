import { z } from '@/lib/zod';
import type { VerificationChannel } from '@/lib/api/account';
import {
  emailSchema,
  loginSchema,
  nicknameSchema,
  normaliseIdentifier,
  passwordSchema,
  phoneSchema,
  resetPasswordSchema,
  verifyCodeSchema,
} from '@/lib/validation/auth';

// The account forms check what the request schemas check. Each field first asks for itself by name when it is
// left empty; messages are validation keys, shown through validationMessage (lib/auth/auth-error).

/** `emptyKey` for an empty field, else the request schema's rule over what was typed. */
function filled<T extends z.ZodType<unknown, string>>(emptyKey: string, rule: T, { trim = true } = {}) {
  return (trim ? z.string().trim() : z.string()).min(1, emptyKey).pipe(rule);
}

export const identifierFormSchema = z.object({
  identifier: filled(
    'identifierRequired',
    loginSchema.shape.identifier.refine((value) => normaliseIdentifier(value) !== null, 'invalidIdentifier'),
  ),
});

export const loginPasswordFormSchema = z.object({
  password: filled('passwordRequired', loginSchema.shape.password, { trim: false }),
});

// Both come out as the server stores them: a lower-case e-mail, a phone number in E.164.
const DESTINATION_FORM_SCHEMAS = {
  email: z.object({
    destination: filled(
      'required',
      z
        .string()
        .toLowerCase()
        .refine((value) => emailSchema.safeParse(value).success, 'invalidEmail'),
    ),
  }),
  phone: z.object({ destination: filled('required', phoneSchema) }),
};

export const destinationFormSchema = (channel: VerificationChannel) => DESTINATION_FORM_SCHEMAS[channel];
export type DestinationForm = z.input<(typeof DESTINATION_FORM_SCHEMAS)['email']>;

export const codeFormSchema = z.object({ code: filled('codeRequired', verifyCodeSchema.shape.code) });
export type CodeForm = z.input<typeof codeFormSchema>;

// The mismatch is said even while the password itself still fails its rule.
const passwordFormSchema = (rule: z.ZodType<string, string>) =>
  z
    .object({ password: filled('passwordRequired', rule, { trim: false }), password_confirm: z.string() })
    .refine((v) => v.password === v.password_confirm, { path: ['password_confirm'], message: 'passwordMismatch' });

/** 'register': letters, numbers and symbols; 'reset': length only. */
export const PASSWORD_FORM_SCHEMAS = {
  register: passwordFormSchema(passwordSchema),
  reset: passwordFormSchema(resetPasswordSchema.shape.password),
};
export type PasswordForm = z.input<(typeof PASSWORD_FORM_SCHEMAS)['register']>;

export const nicknameFormSchema = z.object({ nickname: filled('nicknameRequired', nicknameSchema) });
export type NicknameForm = z.input<typeof nicknameFormSchema>;
