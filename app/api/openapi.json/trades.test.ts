import { openApiDocument } from '@/test/openapi';

it('documents the trade endpoints with their schemas', async () => {
  const doc = await openApiDocument('/v1/trades/', '/v1/users/', '/v1/admin/trade');
  const paths = doc.paths ?? {};
  expect(Object.keys(paths)).toEqual(
    expect.arrayContaining([
      '/v1/trades/',
      '/v1/trades/guard/',
      '/v1/trades/{id}/',
      '/v1/trades/{id}/accept/',
      '/v1/trades/{id}/decline/',
      '/v1/trades/{id}/cancel/',
      '/v1/trades/{id}/confirm/',
      '/v1/trades/{id}/dispute/',
      '/v1/trades/{id}/review/',
      '/v1/admin/trades/',
      '/v1/admin/trades/{id}/',
      '/v1/admin/trades/{id}/resolve/',
      '/v1/admin/trade-reviews/{id}/hide/',
    ]),
  );
  expect(paths['/v1/trades/']?.post?.responses).toHaveProperty('201');
  expect(JSON.stringify(paths['/v1/trades/']?.post?.responses)).toContain('tradeProposalLimit');
  for (const id of ['Trade', 'TradeDetail', 'TradeReview', 'TradeGuard', 'TradeProposeInput', 'TradeResolveInput']) {
    expect(doc.components?.schemas).toHaveProperty(id);
  }
});
