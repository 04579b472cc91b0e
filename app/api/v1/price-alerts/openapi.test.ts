import { openApiDocument } from '@/test/openapi';

it('documents the price history, the ladder and the price alerts', async () => {
  const doc = await openApiDocument('/v1/items/', '/v1/price-alerts/');
  const paths = doc.paths ?? {};
  expect(paths['/v1/items/{id}/prices/']?.get).toBeDefined();
  expect(paths['/v1/items/{id}/ladder/']?.get).toBeDefined();
  expect(paths['/v1/price-alerts/']?.get?.security).toEqual([{ token: [] }]);
  expect(paths['/v1/price-alerts/']?.post?.responses?.['201']).toBeDefined();
  expect(paths['/v1/price-alerts/{id}/']?.delete).toBeDefined();
  for (const schema of ['PriceHistory', 'PriceWindow', 'PriceDay', 'FairRange', 'PriceLadder', 'LadderLevel', 'PriceAlert']) {
    expect(doc.components?.schemas).toHaveProperty(schema);
  }
});
