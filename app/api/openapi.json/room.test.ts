import { openApiDocument } from '@/test/openapi';

it('documents every call of my room with its schemas', async () => {
  const doc = await openApiDocument('/v1/room/', '/v1/users/', '/v1/community/');
  const paths = doc.paths ?? {};
  const expected: Array<[string, 'get' | 'post' | 'put' | 'delete']> = [
    ['/v1/room/looks/', 'get'],
    ['/v1/room/looks/', 'post'],
    ['/v1/room/looks/{uuid}/', 'get'],
    ['/v1/room/looks/{uuid}/', 'put'],
    ['/v1/room/looks/{uuid}/', 'delete'],
    ['/v1/room/catalogue/', 'get'],
  ];
  for (const [path, method] of expected) expect(paths[path]?.[method]).toBeDefined();
  expect(paths['/v1/room/looks/']?.post?.security).toEqual([{ token: [] }]);
  expect(paths['/v1/room/looks/{uuid}/']?.get?.security).toBeUndefined();
  expect(Object.keys(paths['/v1/room/looks/']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['400', '409']));
  for (const schema of ['Look', 'LookItem', 'LookWrite', 'LookFurniturePlacement', 'RoomCatalogue']) {
    expect(doc.components?.schemas).toHaveProperty(schema);
  }
});
