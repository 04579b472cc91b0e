import { PASSWORD_MIN } from '@/lib/constants';
import { PASSWORD_CLASSES } from '@/lib/validation/auth';

export type PasswordCheck = 'length' | 'letter' | 'number' | 'special';

// The live hints under the password field, from the rule of passwordSchema / resetPasswordSchema
// (lib/validation/auth).
const TESTS: Record<PasswordCheck, (value: string) => boolean> = {
  length: (v) => v.length >= PASSWORD_MIN,
  letter: (v) => PASSWORD_CLASSES.letter.test(v),
  number: (v) => PASSWORD_CLASSES.number.test(v),
  special: (v) => PASSWORD_CLASSES.special.test(v),
};

export const REGISTER_CHECKS: readonly PasswordCheck[] = ['length', 'letter', 'number', 'special'];
export const RESET_CHECKS: readonly PasswordCheck[] = ['length'];

export function passwordChecks(value: string, checks: readonly PasswordCheck[] = REGISTER_CHECKS) {
  return checks.map((check) => ({ check, met: TESTS[check](value) }));
}
