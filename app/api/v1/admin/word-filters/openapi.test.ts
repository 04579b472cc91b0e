import { openApiDocument } from '@/test/openapi';

it('documents every call of the word filter with its schemas', async () => {
  const doc = await openApiDocument('/v1/admin/word-filters/');
  const paths = doc.paths ?? {};
  const expected: Array<[string, 'get' | 'post' | 'put' | 'delete']> = [
    ['/v1/admin/word-filters/', 'get'],
    ['/v1/admin/word-filters/', 'post'],
    ['/v1/admin/word-filters/{id}/', 'get'],
    ['/v1/admin/word-filters/{id}/', 'put'],
    ['/v1/admin/word-filters/{id}/', 'delete'],
    ['/v1/admin/word-filters/test/', 'post'],
  ];
  for (const [path, method] of expected) expect(paths[path]?.[method]?.security).toEqual([{ token: [] }]);
  expect(Object.keys(paths['/v1/admin/word-filters/']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '409']));
  for (const schema of ['WordFilter', 'WordFilterInput', 'WordFilterTry', 'WordFilterTryResult']) {
    expect(doc.components?.schemas).toHaveProperty(schema);
  }
});
