import { passwordSchema } from '@/lib/validation/auth';
import { passwordChecks, RESET_CHECKS } from './password-checks';

const met = (value: string) => Object.fromEntries(passwordChecks(value).map((c) => [c.check, c.met]));

describe('passwordChecks', () => {
  it('lights each rule separately', () => {
    expect(met('')).toEqual({ length: false, letter: false, number: false, special: false });
    expect(met('abc')).toEqual({ length: false, letter: true, number: false, special: false });
    expect(met('abcdefg1!')).toEqual({ length: true, letter: true, number: true, special: true });
    expect(met('슬라임슬라임12!')).toEqual({ length: true, letter: true, number: true, special: true });
  });

  it.each(['abcdefgh', 'abcdefg1', 'abcdefg!', '1234567!', 'ab1!', 'slime1234!', '史萊姆史萊姆1?', 'pass word1!', 'a1!a1!a1!'])(
    'agrees with the server schema for %p',
    (value) => {
      const allMet = passwordChecks(value).every((c) => c.met);
      expect(allMet).toBe(passwordSchema.safeParse(value).success);
    },
  );

  it('checks only the length for a reset', () => {
    expect(passwordChecks('12345678', RESET_CHECKS)).toEqual([{ check: 'length', met: true }]);
  });
});
