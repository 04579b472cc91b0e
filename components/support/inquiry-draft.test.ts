import { clearDraft, draftKey, EMPTY_DRAFT, isEmptyDraft, loadDraft, saveDraft } from './inquiry-draft';

beforeEach(() => localStorage.clear());

it('keeps one draft per member and per target', () => {
  expect(draftKey(7, null)).toBe('slime-inquiry-draft:7:new');
  expect(draftKey(7, 12)).toBe('slime-inquiry-draft:7:12');
  expect(draftKey('me', null)).not.toBe(draftKey(8, null));
});

it('saves, loads and clears a draft', () => {
  const key = draftKey(1, null);
  const draft = { category: 'bug' as const, title: '날개', content: '가려져요', images: ['/uploads/inquiry/2026/01/a.webp'] };
  saveDraft(key, draft);
  expect(loadDraft(key)).toEqual(draft);
  clearDraft(key);
  expect(loadDraft(key)).toBeNull();
});

it('stores nothing for an empty form and removes a draft that was emptied', () => {
  const key = draftKey(1, null);
  saveDraft(key, EMPTY_DRAFT);
  expect(localStorage.getItem(key)).toBeNull();
  saveDraft(key, { ...EMPTY_DRAFT, title: 'x' });
  saveDraft(key, { ...EMPTY_DRAFT, title: '   ' });
  expect(localStorage.getItem(key)).toBeNull();
  expect(isEmptyDraft({ ...EMPTY_DRAFT, images: ['/uploads/inquiry/x.webp'] })).toBe(false);
});

it('survives broken or foreign data in storage', () => {
  const key = draftKey(1, null);
  localStorage.setItem(key, '{not json');
  expect(loadDraft(key)).toBeNull();
  localStorage.setItem(key, JSON.stringify({ title: 3, content: '내용', images: ['/a.webp', 5] }));
  expect(loadDraft(key)).toEqual({ category: '', title: '', content: '내용', images: ['/a.webp'] });
});
