import { openApiDocument } from '@/test/openapi';

it('documents the probability endpoints: the bare-array list, the detail and the checked writes', async () => {
  const doc = await openApiDocument('/v1/probability/');
  const paths = doc.paths ?? {};
  expect(Object.keys(paths)).toEqual(
    expect.arrayContaining([
      '/v1/probability/',
      '/v1/probability/{kind}/',
      '/v1/probability/{kind}/{id}/',
      '/v1/probability/{kind}/{id}/ledger/',
    ]),
  );
  const list = paths['/v1/probability/{kind}/']?.get;
  expect((list?.parameters ?? []).map((p) => ('name' in p ? p.name : ''))).toEqual(expect.arrayContaining(['kind', 'lang']));
  expect(JSON.stringify(list?.responses?.['200'])).toContain('"type":"array"');
  expect(paths['/v1/probability/{kind}/']?.post?.security).toEqual([{ token: [] }]);
  expect(JSON.stringify(paths['/v1/probability/{kind}/{id}/']?.put?.responses)).toContain('sumMustBe100');
  for (const id of [
    'ProbabilityListEntry',
    'ProbabilityTable',
    'ProbabilityOutcome',
    'ProbabilityChange',
    'ProbabilityTableSave',
    'ProbabilityLedger',
  ]) {
    expect(doc.components?.schemas).toHaveProperty(id);
  }
});
