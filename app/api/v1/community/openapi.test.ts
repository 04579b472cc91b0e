import { openApiDocument } from '@/test/openapi';

// The community board's operations as the OpenAPI document has them, from the routes' contracts.
const communityDocument = () => openApiDocument('/v1/community/', '/v2/community/', '/v3/community/');

it('describes the read side of the community board', async () => {
  const doc = await communityDocument();
  const paths = doc.paths ?? {};
  for (const path of [
    '/v1/community/',
    '/v1/community/{id}/',
    '/v3/community/main/',
    '/v2/community/main/',
    '/v1/community/ranking/',
    '/v1/community/top-url/',
  ]) {
    expect(paths[path]?.get).toBeDefined();
  }
  const names = (paths['/v1/community/']?.get?.parameters ?? []).map((p) => ('name' in p ? p.name : ''));
  expect(names).toEqual(
    expect.arrayContaining(['category', 'cursor', 'page_size', 'sort', 'keyword', 'search_type', 'trade', 'language', 'lang']),
  );
  const mainNames = (paths['/v3/community/main/']?.get?.parameters ?? []).map((p) => ('name' in p ? p.name : ''));
  expect(mainNames).toEqual(expect.arrayContaining(['language', 'lang']));
  expect(doc.components?.schemas).toHaveProperty('PostSummary');
  expect(doc.components?.schemas).toHaveProperty('PostDetail');
  expect(doc.components?.schemas).toHaveProperty('CommunityMain');
  expect(doc.components?.schemas).toHaveProperty('Ranking');
});

it('documents writing, editing, deleting and reacting, next to the read side of the same paths', async () => {
  const doc = await communityDocument();
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
  // Posts take and answer the look of a show-off post (my room).
  const write = doc.components?.schemas?.PostWrite as { properties?: Record<string, unknown> };
  expect(write.properties).toHaveProperty('look_uuid');
});

it('keeps the read side of the same paths (list and search, one post) next to the write side', async () => {
  const doc = await communityDocument();
  expect(Object.keys(doc.paths?.['/v1/community/'] ?? {}).sort()).toEqual(['get', 'post']);
  expect(Object.keys(doc.paths?.['/v1/community/{id}/'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
});

it("documents the edit form's source, for the author only", async () => {
  const doc = await communityDocument();
  const source = doc.paths?.['/v1/community/{id}/edit/']?.get;
  expect(source?.security).toEqual([{ token: [] }]);
  expect(source?.responses?.['404']).toBeDefined();
  expect(doc.components?.schemas).toHaveProperty('PostEditSource');
});

it('documents the comment endpoints with the recursive comment schema', async () => {
  const doc = await communityDocument();
  expect(Object.keys(doc.paths ?? {})).toEqual(
    expect.arrayContaining(['/v1/community/replies/', '/v1/community/reply/', '/v1/community/reply/{id}/', '/v1/community/reply/my/']),
  );
  const create = doc.paths?.['/v1/community/reply/']?.post;
  expect(create?.security).toEqual([{ token: [] }]);
  expect(JSON.stringify(create?.requestBody)).toContain('CommentCreate');
  expect(doc.components?.schemas).toHaveProperty('CommentPage');
  expect(doc.components?.schemas).toHaveProperty('Comment');
  expect(JSON.stringify(doc.components?.schemas?.Comment)).toContain('#/components/schemas/Comment');
  expect(doc.components?.schemas).toHaveProperty('MyComment');
  const serialised = JSON.stringify(doc);
  expect(serialised).toContain('reply_to');
  expect(serialised).toContain('replies');
});
