import { z } from '@/lib/zod';
import { AppError } from './errors';
import { cursorCodec } from './cursor';

const codec = cursorCodec(z.object({ i: z.number().int().positive(), d: z.enum(['n', 'p']), x: z.literal(1).optional() }));

function refusal(raw: string): AppError {
  try {
    codec.decode(raw);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`${raw} was accepted`);
}

it('gives back the position it wrote, as base64url JSON in the order given', () => {
  const raw = codec.encode({ i: 42, d: 'n' });
  expect(raw).toBe(Buffer.from('{"i":42,"d":"n"}').toString('base64url'));
  expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(codec.decode(raw)).toEqual({ i: 42, d: 'n' });
  expect(codec.decode(codec.encode({ i: 7, d: 'p', x: 1 }))).toEqual({ i: 7, d: 'p', x: 1 });
});

it('reads the cursors lists wrote before it (the same JSON), and drops keys the schema does not know', () => {
  const earlier = Buffer.from(JSON.stringify({ i: 3, d: 'p', extra: 'kept out' })).toString('base64url');
  expect(codec.decode(earlier)).toEqual({ i: 3, d: 'p' });
});

it.each([
  ['not base64 JSON at all', 'not-a-cursor'],
  ['cut short', codec.encode({ i: 42, d: 'n' }).slice(0, -4)],
  ['an edited character', codec.encode({ i: 42, d: 'n' }).replace(/^./, (c) => (c === 'e' ? 'f' : 'e'))],
  ['a field of the wrong type', Buffer.from(JSON.stringify({ i: '42', d: 'n' })).toString('base64url')],
  ['a value out of range', Buffer.from(JSON.stringify({ i: -1, d: 'n' })).toString('base64url')],
  ['a direction it never writes', Buffer.from(JSON.stringify({ i: 1, d: 'x' })).toString('base64url')],
  ['JSON that is not an object', Buffer.from('[1,"n"]').toString('base64url')],
  ['a bare number', Buffer.from('12').toString('base64url')],
  ['an old comment cursor', Buffer.from('a12').toString('base64url')],
])('refuses %s with 400 / 1000 and the field error', (_what, raw) => {
  const error = refusal(raw);
  expect(error.status).toBe(400);
  expect(error.code).toBe(1000);
  expect(error.errors).toEqual({ cursor: ['invalidCursor'] });
});
