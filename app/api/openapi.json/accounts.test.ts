import { openApiDocument } from '@/test/openapi';

it('documents every account endpoint with its request and answer schemas', async () => {
  const doc = await openApiDocument('/v1/user/', '/dev/outbox/');
  const paths = doc.paths ?? {};
  for (const [path, method] of [
    ['/v1/user/', 'get'],
    ['/v1/user/verification/send/', 'post'],
    ['/v1/user/verification/verify/', 'post'],
    ['/v1/user/register/', 'post'],
    ['/v1/user/nickname/available/', 'get'],
    ['/v1/user/nickname/', 'put'],
    ['/v1/user/password/reset/', 'post'],
    ['/v1/user/sessions/', 'get'],
    ['/v1/user/logout-others/', 'post'],
    ['/v1/user/withdraw/', 'post'],
  ] as const) {
    expect(paths[path]?.[method]).toBeDefined();
  }
  expect(doc.components?.schemas).toEqual(
    expect.objectContaining({ SendCodeRequest: expect.anything(), RegisterRequest: expect.anything(), Session: expect.anything() }),
  );
});
