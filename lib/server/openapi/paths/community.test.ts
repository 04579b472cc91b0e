import { buildOpenApiDocument } from '../document';

it('describes the read side of the community board', () => {
  const doc = buildOpenApiDocument('http://localhost:3000/api');
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
