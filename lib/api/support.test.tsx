import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paginated } from '@/lib/errors';
import type { InquiryCreateInput, InquiryDetailDto, InquirySummaryDto } from '@/lib/validation/support';
import { testQueryClient } from '@/test/render-with-providers';
import { inquiryKeys } from './keys';
import { useCreateInquiryMutation } from './support';

const mockPost = jest.fn();
jest.mock('./request', () => ({ ...jest.requireActual('./request'), post: (path: string, body: unknown) => mockPost(path, body) }));

const MEMBER = 'm7';
type Pages = InfiniteData<Paginated<InquirySummaryDto>, number>;

const summary = (id: number, title: string): InquirySummaryDto => ({
  id,
  category: 'account',
  title,
  status: 'completed',
  resolution: null,
  follow_up_of_id: null,
  reply_count: 1,
  has_admin_reply: true,
  image_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
});

const created = (over: Partial<InquiryDetailDto> = {}): InquiryDetailDto => ({
  id: 42,
  category: 'bug',
  title: '천사 날개가 몸에 가려져요',
  status: 'waiting',
  resolution: null,
  follow_up_of_id: null,
  has_admin_reply: false,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
  content: '날개 가운데가 몸에 가려져요.',
  images: ['/uploads/inquiry/a.png'],
  locale: 'ko',
  replies: [{ id: 1, author_type: 'bot', content: '이 안내를 읽어 보세요', guides: [], created_at: '2026-03-01T00:00:00.000Z' }],
  follow_up_of: null,
  follow_ups: [],
  can_reply: true,
  can_resolve: false,
  can_follow_up: false,
  ...over,
});

const input: InquiryCreateInput = {
  category: 'bug',
  title: '천사 날개가 몸에 가려져요',
  content: '날개 가운데가 몸에 가려져요.',
  images: [],
};

function setup(list?: Pages) {
  const client = testQueryClient();
  if (list) client.setQueryData(inquiryKeys.list(MEMBER), list);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useCreateInquiryMutation(MEMBER), { wrapper });
  return { client, result };
}

beforeEach(() => mockPost.mockReset());

it('puts a new inquiry at the head of the cached list at once, counted, and has the list read again', async () => {
  mockPost.mockResolvedValue(created());
  const { client, result } = setup({
    pages: [{ count: 11, next: '/api/v1/support/inquiries/?page=2', previous: null, results: [summary(9, '닉네임 변경')] }],
    pageParams: [1],
  });
  await act(() => result.current.mutateAsync(input));

  const list = client.getQueryData<Pages>(inquiryKeys.list(MEMBER))!;
  expect(list.pages[0]!.count).toBe(12);
  expect(list.pages[0]!.results.map((r) => r.title)).toEqual(['천사 날개가 몸에 가려져요', '닉네임 변경']);
  expect(list.pages[0]!.results[0]).toEqual({
    id: 42,
    category: 'bug',
    title: '천사 날개가 몸에 가려져요',
    status: 'waiting',
    resolution: null,
    follow_up_of_id: null,
    reply_count: 1,
    has_admin_reply: false,
    image_count: 1,
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
  });
  expect(client.getQueryState(inquiryKeys.list(MEMBER))?.isInvalidated).toBe(true);
  // Its own detail is the server's answer, not to be read again.
  expect(client.getQueryData(inquiryKeys.detail(MEMBER, 42))).toMatchObject({ id: 42 });
  expect(client.getQueryState(inquiryKeys.detail(MEMBER, 42))?.isInvalidated).toBe(false);
});

it('makes an empty cached list ("no inquiries yet") show the new inquiry', async () => {
  mockPost.mockResolvedValue(created());
  const { client, result } = setup({ pages: [{ count: 0, next: null, previous: null, results: [] }], pageParams: [1] });
  await act(() => result.current.mutateAsync(input));
  const list = client.getQueryData<Pages>(inquiryKeys.list(MEMBER))!;
  expect(list.pages[0]).toMatchObject({ count: 1, results: [{ id: 42 }] });
});

it('adds nothing twice, and leaves an uncached list to be read when shown', async () => {
  mockPost.mockResolvedValue(created());
  const listed = {
    pages: [{ count: 1, next: null, previous: null, results: [summary(42, '천사 날개가 몸에 가려져요')] }],
    pageParams: [1],
  };
  const once = setup(listed);
  await act(() => once.result.current.mutateAsync(input));
  expect(once.client.getQueryData<Pages>(inquiryKeys.list(MEMBER))!.pages[0]).toMatchObject({ count: 1, results: [{ id: 42 }] });

  const none = setup();
  await act(() => none.result.current.mutateAsync(input));
  expect(none.client.getQueryData(inquiryKeys.list(MEMBER))).toBeUndefined();
});

it('shows a follow-up on its cached original, which is read again too', async () => {
  mockPost.mockResolvedValue(created({ id: 43, follow_up_of_id: 12, title: '추가 문의: 닉네임 변경' }));
  const { client, result } = setup();
  client.setQueryData(inquiryKeys.detail(MEMBER, 12), created({ id: 12, title: '닉네임 변경', follow_ups: [] }));
  await act(() => result.current.mutateAsync(input));
  expect(client.getQueryData<InquiryDetailDto>(inquiryKeys.detail(MEMBER, 12))?.follow_ups).toEqual([
    { id: 43, title: '추가 문의: 닉네임 변경', status: 'waiting', created_at: '2026-03-01T00:00:00.000Z' },
  ]);
  expect(client.getQueryState(inquiryKeys.detail(MEMBER, 12))?.isInvalidated).toBe(true);
});
