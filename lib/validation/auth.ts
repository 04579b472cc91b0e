import { z } from 'zod';
import { INPUT_MAX_LENGTH } from '@/lib/constants';

export const emailSchema = z.email().max(254);
export const phoneSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+?\d{9,15}$/));

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
  const phone = phoneSchema.safeParse(trimmed);
  return phone.success ? { kind: 'phone', value: phone.data } : null;
}
