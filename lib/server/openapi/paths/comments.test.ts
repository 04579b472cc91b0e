import { buildOpenApiDocument } from '../document';

it('documents the comment endpoints with the recursive comment schema', () => {
  const doc = buildOpenApiDocument('http://localhost:3000/api');
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
