/**
 * @jest-environment node
 */
import { buildDemoData } from '@/lib/server/seed/demo';
import { SEED_WORD_FILTERS } from '@/lib/server/seed/data/word-filters';
import { compileMatcher, screenAll } from './matcher';
import { stopRegexEngine } from './regex-thread';

afterAll(stopRegexEngine);

// False positives, at scale: the demo's whole community (posts, comments and nicknames in both
// languages, about 1,800 texts of ordinary talk) passes the demo's own word filter untouched.
it('leaves the demo community’s ordinary texts alone', async () => {
  const data = buildDemoData(new Date('2026-11-01T00:00:00Z'), { demo: 'x', admin: 'x', member: 'x' });
  const matcher = compileMatcher(SEED_WORD_FILTERS.map((entry, id) => ({ id, ...entry })));
  const texts = [
    ...data.posts.flatMap((p) => [p.title, p.content]),
    ...data.comments.map((c) => c.content),
    ...data.users.map((u) => u.nickname ?? ''),
  ];
  expect(texts.length).toBeGreaterThan(1000);
  const results = await screenAll(matcher, texts);
  expect(results.filter((r) => r.failure !== null)).toEqual([]);
  const flagged = texts.filter((_, k) => results[k]!.action !== null);
  expect(flagged).toEqual([]);
});
