import { openApiDocument } from '@/test/openapi';

it('documents the guide book and customer-center endpoints with their schemas', async () => {
  const doc = await openApiDocument('/v1/guides/', '/v1/support/');
  const paths = doc.paths ?? {};
  expect(Object.keys(paths)).toEqual(
    expect.arrayContaining([
      '/v1/guides/',
      '/v1/guides/{slug}/',
      '/v1/support/inquiries/',
      '/v1/support/inquiries/{id}/',
      '/v1/support/inquiries/{id}/replies/',
      '/v1/support/inquiries/{id}/resolution/',
      '/v1/support/inquiry-image/',
    ]),
  );
  const names = (paths['/v1/guides/']?.get?.parameters ?? []).map((p) => ('name' in p ? p.name : ''));
  expect(names).toEqual(expect.arrayContaining(['category', 'keyword', 'page', 'lang']));
  const create = paths['/v1/support/inquiries/']?.post;
  expect(Object.keys(create?.responses ?? {})).toEqual(expect.arrayContaining(['201', '401', '403', '404', '409', '429']));
  expect(create?.responses?.['200']).toBeUndefined();
  expect(create?.security).toEqual([{ token: [] }]);
  expect(doc.components?.schemas).toHaveProperty('InquiryCreate');
  expect(doc.components?.schemas).toHaveProperty('InquiryDetail');
  expect(doc.components?.schemas).toHaveProperty('Guide');
});
