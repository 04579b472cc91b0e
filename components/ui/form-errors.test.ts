import type { ResolverOptions } from 'react-hook-form';
import { z } from '@/lib/zod';
import { requestResolver, setServerErrors } from './form-errors';

type Values = { tag: string; picks: { id: number }[]; photos: string[] };
const schema = z.object({
  tag: z.string().trim().min(1, 'tagRequired'),
  pick_ids: z.array(z.number().int().positive('pickInvalid')).max(2, 'tooManyPicks'),
  photos: z.array(z.string().startsWith('/uploads/', 'photoInvalid')),
});
const resolver = requestResolver(schema, ({ picks, ...rest }: Values) => ({ ...rest, pick_ids: picks.map((p) => p.id) }), {
  pick_ids: 'picks',
});
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

it('checks the request built from the values and answers the parsed request', async () => {
  const result = await resolver({ tag: ' slime ', picks: [{ id: 3 }], photos: [] }, undefined, options);
  expect(result).toEqual({ values: { tag: 'slime', pick_ids: [3], photos: [] }, errors: {} });
});

it('gives one error per field: the first, an item’s included, under the form’s own name', async () => {
  const result = await resolver({ tag: '', picks: [{ id: -1 }], photos: ['/x.png', '/uploads/a.webp'] }, undefined, options);
  expect(result.values).toEqual({});
  expect(result.errors).toEqual({
    tag: expect.objectContaining({ message: 'tagRequired' }),
    picks: expect.objectContaining({ message: 'pickInvalid' }),
    photos: expect.objectContaining({ message: 'photoInvalid' }),
  });
});

it('puts the server’s codes on the fields in page order and hands back what matched none', () => {
  const setError = jest.fn();
  const placed = setServerErrors<Values>(
    setError,
    { 'photos.1': ['photoInvalid', 'other'], tag: ['tagTaken'], 'pick_ids.0': ['pickGone'], follow_up: ['nope'] },
    ['tag', 'picks', 'photos'],
    { rename: { pick_ids: 'picks' }, focus: true },
  );
  expect(placed).toEqual({ fields: ['tag', 'picks', 'photos'], unplaced: { follow_up: 'nope' } });
  expect(setError.mock.calls).toEqual([
    ['tag', { type: 'server', message: 'tagTaken' }, { shouldFocus: true }],
    ['picks', { type: 'server', message: 'pickGone' }, { shouldFocus: false }],
    ['photos', { type: 'server', message: 'photoInvalid' }, { shouldFocus: false }],
  ]);
});
