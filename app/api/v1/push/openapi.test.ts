import { openApiDocument } from '@/test/openapi';

it('documents the VAPID key, subscriptions and preferences of web push', async () => {
  const doc = await openApiDocument('/v1/push/');
  const paths = doc.paths ?? {};
  expect(paths['/v1/push/key/']?.get?.security).toBeUndefined();
  expect(paths['/v1/push/subscriptions/']?.post?.security).toEqual([{ token: [] }]);
  expect(paths['/v1/push/subscriptions/']?.post?.responses?.['201']).toBeDefined();
  expect(paths['/v1/push/subscriptions/']?.delete).toBeDefined();
  expect(paths['/v1/push/preferences/']?.get).toBeDefined();
  expect(paths['/v1/push/preferences/']?.put?.requestBody).toBeDefined();
  for (const schema of ['PushKey', 'PushSubscriptionBody', 'PushSubscriptionSaved', 'PushPreferences']) {
    expect(doc.components?.schemas).toHaveProperty(schema);
  }
});
