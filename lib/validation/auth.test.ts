import { normaliseIdentifier } from './auth';

it.each([
  ['Demo@Example.com ', { kind: 'email', value: 'demo@example.com' }],
  ['010-1234-5678', { kind: 'phone', value: '+821012345678' }],
  ['+82 10 1234 5678', { kind: 'phone', value: '+821012345678' }],
  ['0912 345 678', { kind: 'phone', value: '+886912345678' }],
  ['not-an-id', null],
  ['a@b', null],
])('normaliseIdentifier(%p)', (input, expected) => {
  expect(normaliseIdentifier(input)).toEqual(expected);
});
