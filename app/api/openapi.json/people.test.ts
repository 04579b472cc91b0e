import { openApiDocument } from '@/test/openapi';

it('documents the people endpoints with their schemas', async () => {
  const doc = await openApiDocument('/v1/users/', '/v1/user/', '/v1/friend', '/v1/badges/');
  const paths = doc.paths ?? {};
  expect(Object.keys(paths)).toEqual(
    expect.arrayContaining([
      '/v1/users/{uuid}/',
      '/v1/users/{uuid}/posts/',
      '/v1/users/{uuid}/comments/',
      '/v1/user/profile/',
      '/v1/user/profile-image/',
      '/v1/friends/',
      '/v1/friend/request/',
      '/v1/friend/request/accept/',
      '/v1/friend/request/decline/',
      '/v1/user/block/',
      '/v1/user/report/',
      '/v1/user/badges/',
      '/v1/badges/',
      '/v1/user/notification/',
      '/v1/user/notification/unread-count/',
      '/v1/users/{uuid}/looks/',
      '/v1/users/{uuid}/reputation/',
    ]),
  );
  expect(paths['/v1/friend/request/']?.post?.security).toEqual([{ token: [] }]);
  expect(JSON.stringify(paths['/v1/user/report/']?.post?.responses)).toContain('2101');
  expect(paths['/v1/users/{uuid}/looks/']?.get?.security).toBeUndefined();
  expect(paths['/v1/users/{uuid}/reputation/']?.get?.security).toBeUndefined();
  for (const id of [
    'PublicProfile',
    'ReportCreate',
    'FriendState',
    'FriendRequests',
    'Notification',
    'CatalogueBadge',
    'ProfileUpdate',
    'Look',
    'Reputation',
  ]) {
    expect(doc.components?.schemas).toHaveProperty(id);
  }
});
