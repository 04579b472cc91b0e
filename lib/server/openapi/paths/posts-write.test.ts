import { buildOpenApiDocument } from '../document';

it('documents writing, editing, deleting and reacting, next to the read side of the same paths', () => {
  const doc = buildOpenApiDocument('http://localhost:3000/api');
  const list = doc.paths?.['/v1/community/'];
  expect(list?.post?.security).toEqual([{ token: [] }]);
  expect(JSON.stringify(list?.post?.requestBody)).toContain('PostWrite');
  expect(list?.post?.responses?.['201']).toBeDefined();
  const one = doc.paths?.['/v1/community/{id}/'];
  expect(one?.put).toBeDefined();
  expect(one?.delete).toBeDefined();
  expect(JSON.stringify(doc.paths?.['/v1/community/{id}/like/']?.post?.requestBody)).toContain('ReactionRequest');
  expect(doc.components?.schemas).toHaveProperty('PostDetail');
  expect(doc.components?.schemas).toHaveProperty('ReactionResult');
});

it('keeps the read side of the same paths (list and search, one post) next to the write side', () => {
  const doc = buildOpenApiDocument('http://localhost:3000/api');
  expect(Object.keys(doc.paths?.['/v1/community/'] ?? {}).sort()).toEqual(['get', 'post']);
  expect(Object.keys(doc.paths?.['/v1/community/{id}/'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
});

it("documents the edit form's source, for the author only", () => {
  const doc = buildOpenApiDocument('http://localhost:3000/api');
  const source = doc.paths?.['/v1/community/{id}/edit/']?.get;
  expect(source?.security).toEqual([{ token: [] }]);
  expect(source?.responses?.['404']).toBeDefined();
  expect(doc.components?.schemas).toHaveProperty('PostEditSource');
});
