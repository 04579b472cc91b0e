import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { INPUT_MAX_LENGTH } from '@/lib/constants';

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
