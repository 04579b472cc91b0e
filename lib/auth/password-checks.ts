import { PASSWORD_MIN } from '@/lib/constants';

export type PasswordCheck = 'length' | 'letter' | 'number' | 'special';

// The live hints under the password field. The gate is still passwordSchema / resetPasswordSchema
// (lib/validation/auth); password-checks.test.ts keeps these hints in line with it.
const TESTS: Record<PasswordCheck, (value: string) => boolean> = {
  length: (v) => v.length >= PASSWORD_MIN,
  letter: (v) => /\p{L}/u.test(v),
  number: (v) => /\d/.test(v),
  special: (v) => /[^\p{L}\d\s]/u.test(v),
};

export const REGISTER_CHECKS: readonly PasswordCheck[] = ['length', 'letter', 'number', 'special'];
export const RESET_CHECKS: readonly PasswordCheck[] = ['length'];

export function passwordChecks(value: string, checks: readonly PasswordCheck[] = REGISTER_CHECKS) {
  return checks.map((check) => ({ check, met: TESTS[check](value) }));
}
