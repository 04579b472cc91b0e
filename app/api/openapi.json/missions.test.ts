import { openApiDocument } from '@/test/openapi';

it('documents every call of the missions with its schemas', async () => {
  const doc = await openApiDocument('/v1/missions/', '/v1/admin/missions/');
  const paths = doc.paths ?? {};
  const expected: Array<[string, 'get' | 'post' | 'put' | 'delete']> = [
    ['/v1/missions/', 'get'],
    ['/v1/missions/check-in/', 'post'],
    ['/v1/admin/missions/', 'get'],
    ['/v1/admin/missions/', 'post'],
    ['/v1/admin/missions/{id}/', 'get'],
    ['/v1/admin/missions/{id}/', 'put'],
    ['/v1/admin/missions/{id}/', 'delete'],
  ];
  for (const [path, method] of expected) expect(paths[path]?.[method]).toBeDefined();
  expect(paths['/v1/missions/']?.get?.security).toBeUndefined();
  expect(paths['/v1/missions/check-in/']?.post?.security).toEqual([{ token: [] }]);
  expect(Object.keys(paths['/v1/admin/missions/']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '409']));
  for (const schema of ['Mission', 'MissionBoard', 'CheckInState', 'CheckInResult', 'AdminMission', 'AdminMissionInput']) {
    expect(doc.components?.schemas).toHaveProperty(schema);
  }
});
