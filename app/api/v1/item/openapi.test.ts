import { openApiDocument } from '@/test/openapi';

it('documents every item and wish-list call of spec §7 with its schemas', async () => {
  const doc = await openApiDocument('/v1/items/', '/v1/item/', '/v1/wishlist/');
  const paths = doc.paths ?? {};
  const expected: Array<[string, 'get' | 'post' | 'delete']> = [
    ['/v1/items/search/', 'get'],
    ['/v1/items/', 'get'],
    ['/v1/item/search-name/', 'get'],
    ['/v1/item/{id}/', 'get'],
    ['/v1/item/wish-items/{user_uuid}/', 'get'],
    ['/v1/wishlist/buy/', 'post'],
    ['/v1/wishlist/buy/{id}/', 'delete'],
    ['/v1/wishlist/buy/{id}/toggle/', 'post'],
    ['/v1/item/wish-items/', 'delete'],
    ['/v1/item/wish-items/manage/{id}/', 'post'],
    ['/v1/item/wish-items/manage-by-uuid/{uuid}/', 'post'],
    ['/v1/item/wish-items/users/{id}/', 'get'],
  ];
  for (const [path, method] of expected) expect(paths[path]?.[method]).toBeDefined();
  const names = (paths['/v1/item/wish-items/{user_uuid}/']?.get?.parameters ?? []).map((p) => ('name' in p ? p.name : ''));
  expect(names).toEqual(expect.arrayContaining(['user_uuid', 'wish_type', 'trade', 'keyword', 'item_type', 'grade', 'page']));
  const manageParams = (paths['/v1/item/wish-items/manage/{id}/']?.post?.parameters ?? []).map((p) => ('name' in p ? p.name : ''));
  expect(manageParams).toEqual(expect.arrayContaining(['id', 'wish_type']));
  expect(paths['/v1/wishlist/buy/']?.post?.security).toEqual([{ token: [] }]);
  for (const schema of ['Item', 'ItemDetail', 'EquipmentObject', 'WishItem', 'WishListUser', 'WishManageResult']) {
    expect(doc.components?.schemas).toHaveProperty(schema);
  }
});
