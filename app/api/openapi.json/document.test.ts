import { openApiDocument } from '@/test/openapi';

it('describes every route with the envelope and the error catalogue', async () => {
  const doc = await openApiDocument('/v1/board/', '/v1/community/categories/');
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths ?? {})).toEqual(
    expect.arrayContaining(['/v1/board/notice/', '/v1/board/notice/{id}/', '/v1/community/categories/']),
  );
  const list = doc.paths?.['/v1/board/notice/']?.get;
  const names = (list?.parameters ?? []).map((p) => ('name' in p ? p.name : ''));
  expect(names).toEqual(expect.arrayContaining(['page', 'page_size', 'kind', 'lang']));
  expect(doc.components?.schemas).toHaveProperty('Notice');
  expect(doc.components?.schemas).toHaveProperty('Error');
  expect(doc.info.description).toContain('| 1301 | 403 | SUSPENDED |');
});
