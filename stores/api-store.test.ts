import { RECENT_SEARCH_KEYWORDS_MAX } from '@/lib/constants';
import { API_STORAGE_KEY, useApiStore } from './api-store';

const initial = useApiStore.getState();

function stored(): Record<string, unknown> {
  const raw = localStorage.getItem(API_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : {};
}

const keywords = () => useApiStore.getState().recentSearchKeywords;

beforeEach(() => {
  useApiStore.setState(initial, true);
  localStorage.clear();
});

test('recent keywords: most recent first, trimmed, de-duplicated, empty ignored', () => {
  const s = useApiStore.getState();
  s.addRecentKeyword('slime');
  s.addRecentKeyword('  hat ');
  s.addRecentKeyword('   ');
  s.addRecentKeyword('');
  s.addRecentKeyword('slime ');
  expect(keywords()).toEqual(['slime', 'hat']);
});

test(`recent keywords keep at most ${RECENT_SEARCH_KEYWORDS_MAX}, dropping the oldest`, () => {
  for (let i = 1; i <= RECENT_SEARCH_KEYWORDS_MAX + 2; i++) useApiStore.getState().addRecentKeyword(`k${i}`);
  expect(keywords()).toHaveLength(RECENT_SEARCH_KEYWORDS_MAX);
  expect(keywords()[0]).toBe(`k${RECENT_SEARCH_KEYWORDS_MAX + 2}`);
  expect(keywords()).not.toContain('k1');
  expect(keywords()).not.toContain('k2');
});

test('removes one keyword or clears them all', () => {
  const s = useApiStore.getState();
  s.addRecentKeyword('a');
  s.addRecentKeyword('b');
  s.removeRecentKeyword('a');
  expect(keywords()).toEqual(['b']);
  s.clearRecentKeywords();
  expect(keywords()).toEqual([]);
});

test('persists the recent keywords', () => {
  const s = useApiStore.getState();
  s.addRecentKeyword('slime');
  expect(stored()).toEqual({ recentSearchKeywords: ['slime'] });
});
