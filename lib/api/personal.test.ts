import { loadHiddenAuthors, loadMe, loadReactions, loadUnreadCount, PersonalPartMissing } from './personal';

const mockGet = jest.fn();
jest.mock('./request', () => ({ ...jest.requireActual('./request'), get: (path: string, query: unknown) => mockGet(path, query) }));

const reaction = { liked: true, like_count: 2, recommended: false, recommend_count: 0 };

beforeEach(() => mockGet.mockReset());

test('the parts a page asks for in one turn go out as one request', async () => {
  mockGet.mockResolvedValue({ me: { uuid: 'u' }, unread_count: 4, hidden_author_ids: [9], reactions: { '5': reaction } });
  const [me, unread, hidden, mine] = await Promise.all([loadMe(), loadUnreadCount(), loadHiddenAuthors(), loadReactions(5)]);
  expect(mockGet).toHaveBeenCalledTimes(1);
  expect(mockGet).toHaveBeenCalledWith('/v1/user/layer/', { me: 1, unread: 1, hidden: 1, posts: '5' });
  expect(me).toEqual({ uuid: 'u' });
  expect(unread).toEqual({ count: 4 });
  expect(hidden).toEqual([9]);
  expect(mine).toEqual(reaction);
});

test('a later turn is a request of its own, with only its parts', async () => {
  mockGet.mockResolvedValueOnce({ unread_count: 1 }).mockResolvedValueOnce({ reactions: { '7': reaction, '8': reaction } });
  await loadUnreadCount();
  await Promise.all([loadReactions(7), loadReactions(8), loadReactions(7)]);
  expect(mockGet).toHaveBeenCalledTimes(2);
  expect(mockGet).toHaveBeenLastCalledWith('/v1/user/layer/', { me: undefined, unread: undefined, hidden: undefined, posts: '7,8' });
});

test('a post the layer leaves out fails its own query; a failed request fails every part', async () => {
  mockGet.mockResolvedValueOnce({ reactions: {} });
  await expect(loadReactions(3)).rejects.toBeInstanceOf(PersonalPartMissing);
  mockGet.mockRejectedValueOnce(new Error('offline'));
  await expect(Promise.all([loadMe(), loadUnreadCount()])).rejects.toThrow('offline');
});
