/**
 * @jest-environment ./test/msw-environment.ts
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { listQuery, readListParams } from '@/components/admin/list-params';
import { takedownsOptions, type TakedownDto } from '@/lib/api/admin';
import { useUiStore } from '@/stores/ui-store';
import { sent, serveDuringTests, type SentRequest } from '@/test/msw-api';
import { renderScreen, testQueryClient } from '@/test/render-with-providers';
import { TakedownQueue } from './takedown-queue';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), back: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/admin/takedowns',
}));

type Answer = { status: number; body: JsonBodyType };
let decision: Answer;
let list: TakedownDto[];
const page = (results: TakedownDto[]) => ({ count: results.length, next: null, previous: null, results });
// GETs read the list again (every admin write refreshes the admin queries); a write answers
// `decision` and is noted with its body. Every request is counted as it starts.
const writes: SentRequest[] = [];
let started = 0;
const server = setupServer(
  http.get('/api/*', () => HttpResponse.json({ code: 0, data: page(list) })),
  http.all('/api/*', async ({ request }) => {
    writes.push(await sent(request));
    return HttpResponse.json(decision.body, { status: decision.status });
  }),
);
server.events.on('request:start', () => {
  started += 1;
});
serveDuringTests(server);

const objected: TakedownDto = {
  id: 7,
  post_id: 41,
  post_title: '길드원 실명 공개합니다',
  reason: 'privacy',
  status: 'objected',
  queue_reason: null,
  statement: '제 실명과 사는 동네가 허락 없이 적혀 있어요. 내려 주세요.',
  objection: '공개된 방송에서 본인이 밝힌 내용이에요.',
  decision_note: null,
  filed_at: '2026-11-01T03:00:00.000Z',
  blinded_at: '2026-11-01T03:00:00.000Z',
  expires_at: '2026-12-01T03:00:00.000Z',
  objected_at: '2026-11-02T03:00:00.000Z',
  decided_at: null,
  reviewed_at: null,
  awaiting_review: false,
  role: 'admin',
  requester: { id: 5, nickname: '요청회원' },
};
const restored: TakedownDto = {
  ...objected,
  id: 3,
  post_id: 30,
  post_title: '스크린샷 모음',
  reason: 'copyright',
  status: 'restored',
  objection: null,
  objected_at: null,
  decision_note: '직접 찍은 스크린샷이라 권리 침해가 아니에요',
  decided_at: '2026-10-20T03:00:00.000Z',
  requester: { id: 6, nickname: null },
};

const queued: TakedownDto = {
  ...objected,
  id: 9,
  post_id: 52,
  post_title: '운영진 공지에 대한 의견',
  reason: 'defamation',
  status: 'pending',
  queue_reason: 'new_member',
  objection: null,
  objected_at: null,
  blinded_at: null,
  expires_at: null,
  requester: { id: 8, nickname: '새내기' },
};
const overdue: TakedownDto = {
  ...objected,
  id: 11,
  post_id: 60,
  post_title: '기간 끝난 글',
  status: 'blinded',
  objection: null,
  objected_at: null,
  expires_at: '2026-10-01T03:00:00.000Z',
  awaiting_review: true,
};

function renderAt(searchParams: Record<string, string> = {}) {
  const params = readListParams('takedowns', searchParams);
  const queryClient = testQueryClient();
  queryClient.setQueryData(takedownsOptions(listQuery(params.filters, params.page)).queryKey, page(list));
  return renderScreen(<TakedownQueue params={params} />, { queryClient });
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));

beforeEach(() => {
  writes.length = 0;
  started = 0;
  push.mockClear();
  list = [objected, restored];
  decision = { status: 200, body: { code: 0, data: objected } };
  useUiStore.setState({ toastMessage: null });
});

it('shows each request: the post, reason, status, dates, requester, statement and objection; closed ones their decision', () => {
  renderAt();
  const open = card('길드원 실명 공개합니다');
  expect(open.getByRole('link', { name: '길드원 실명 공개합니다' })).toHaveAttribute(
    'href',
    `/admin/posts?${new URLSearchParams({ q: '길드원 실명 공개합니다', state: 'hidden' })}`,
  );
  expect(open.getByText('사생활 침해')).toBeInTheDocument();
  expect(open.getByText('재게시 요청됨')).toBeInTheDocument();
  expect(open.getByRole('link', { name: '요청회원' })).toHaveAttribute('href', '/admin/members/5');
  expect(open.getByText(objected.statement!)).toBeInTheDocument();
  expect(open.getByText(objected.objection!)).toBeInTheDocument();
  expect(open.getByText(/^임시조치 /)).toBeInTheDocument();
  expect(open.getByText(/^종료 예정 /)).toBeInTheDocument();
  expect(open.getByRole('button', { name: '다시 게시' })).toBeInTheDocument();
  expect(open.getByRole('button', { name: '삭제' })).toBeInTheDocument();

  const closed = card('스크린샷 모음');
  expect(closed.getByRole('link', { name: '스크린샷 모음' })).toHaveAttribute('href', '/community/detail/30');
  expect(closed.getByText('저작권 침해')).toBeInTheDocument();
  expect(closed.getByText('다시 게시됨')).toBeInTheDocument();
  expect(closed.getByRole('link', { name: '#6' })).toHaveAttribute('href', '/admin/members/6');
  expect(closed.getByText(restored.decision_note!)).toBeInTheDocument();
  expect(closed.queryByRole('button')).not.toBeInTheDocument();
  expect(started).toBe(0);
});

it('the status filter goes to its address; all is the bare one; an empty queue says so', async () => {
  list = [];
  renderAt({ status: 'objected', page: '2' });
  expect(screen.getByText('조건에 맞는 결과가 없어요')).toBeInTheDocument();
  const status = screen.getByRole('group', { name: '상태' });
  expect(within(status).getByRole('button', { name: '재게시 요청됨' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(status).getByRole('button', { name: '기간 만료로 삭제됨' }));
  expect(push).toHaveBeenLastCalledWith('/admin/takedowns?status=expired', { scroll: false });
  await userEvent.click(within(status).getByRole('button', { name: '전체' }));
  expect(push).toHaveBeenLastCalledWith('/admin/takedowns', { scroll: false });
});

it('an empty queue without a filter says nothing waits', () => {
  list = [];
  renderAt();
  expect(screen.getByText('접수된 임시조치 요청이 없어요')).toBeInTheDocument();
});

it('asks for a note first, then sends the decision with it', async () => {
  const user = userEvent.setup();
  renderAt();
  const open = card('길드원 실명 공개합니다');
  await user.click(open.getByRole('button', { name: '다시 게시' }));
  const note = open.getByLabelText('결정 사유');
  expect(note).toHaveAccessibleDescription('사유를 입력해 주세요');
  expect(note).toHaveFocus();
  expect(writes).toHaveLength(0);

  decision = { status: 200, body: { code: 0, data: { ...objected, status: 'restored', decision_note: '공개 방송 내용' } } };
  await user.type(note, '  공개 방송 내용 ');
  expect(note).not.toHaveAttribute('aria-invalid');
  await user.click(open.getByRole('button', { name: '다시 게시' }));

  await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('게시글을 다시 게시했어요'));
  const { url, method, body } = writes[0]!;
  expect(url).toContain('/api/v1/admin/takedowns/7/decision/');
  expect(method).toBe('POST');
  expect(body).toEqual({ outcome: 'restore', note: '공개 방송 내용' });
});

it('removes only once confirmed, and shows the refusal when someone closed the request first', async () => {
  // jsdom plays no sound; the dialog's blip would log an error.
  const sound = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const user = userEvent.setup();
  renderAt();
  const open = card('길드원 실명 공개합니다');
  await user.type(open.getByLabelText('결정 사유'), '실명과 거주지 노출');
  await user.click(open.getByRole('button', { name: '삭제' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(writes).toHaveLength(0);

  decision = { status: 409, body: { code: 1500, message: 'This request is already closed', errors: { _: ['takedownClosed'] } } };
  await user.click(within(dialog).getByRole('button', { name: '삭제' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('이미 처리된 요청이에요. 목록을 새로 고쳐 주세요');
  expect(writes[0]!.body).toEqual({ outcome: 'remove', note: '실명과 거주지 노출' });
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  sound.mockRestore();
});

it('issue 26 §3: a member’s pending request shows why it waits, and an operator approves or dismisses it', async () => {
  const user = userEvent.setup();
  list = [queued];
  renderAt();
  const card9 = card('운영진 공지에 대한 의견');
  expect(card9.getByText('확인 대기')).toBeInTheDocument();
  expect(card9.getByText('신뢰 전 회원의 신고')).toBeInTheDocument();
  expect(card9.getByText('아직 가리지 않은 글이에요. 승인하면 지금부터 임시조치돼요')).toBeInTheDocument();
  expect(card9.getByText(/^접수 /)).toBeInTheDocument();
  expect(card9.queryByText(/^종료 예정 /)).not.toBeInTheDocument();
  expect(card9.getByRole('link', { name: '운영진 공지에 대한 의견' })).toHaveAttribute('href', '/community/detail/52');
  expect(card9.queryByRole('button', { name: '다시 게시' })).not.toBeInTheDocument();
  expect(card9.getByRole('button', { name: '신고 기각' })).toBeInTheDocument();

  decision = { status: 200, body: { code: 0, data: { ...queued, status: 'blinded', blinded_at: '2026-11-03T03:00:00.000Z' } } };
  await user.type(card9.getByLabelText('결정 사유'), '실명이 드러나 있어요');
  await user.click(card9.getByRole('button', { name: '임시조치 승인' }));
  await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('게시글을 임시조치했어요'));
  expect(writes[0]!.body).toEqual({ outcome: 'approve', note: '실명이 드러나 있어요' });
});

it('issue 26 §3: a blinding whose period ended unseen says so, and its review deletes only once confirmed', async () => {
  const sound = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const user = userEvent.setup();
  list = [overdue];
  renderAt();
  const card11 = card('기간 끝난 글');
  expect(card11.getByText('운영진 미확인')).toBeInTheDocument();
  expect(card11.getByRole('status')).toHaveTextContent('기간이 끝났지만 운영진이 확인하지 않아 삭제하지 않았어요');
  await user.type(card11.getByLabelText('결정 사유'), '권리 침해가 맞아요');
  await user.click(card11.getByRole('button', { name: '확인함 (기간 만료로 삭제)' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(writes).toHaveLength(0);
  decision = { status: 200, body: { code: 0, data: { ...overdue, status: 'expired', awaiting_review: false } } };
  await user.click(within(dialog).getByRole('button', { name: '확인함 (기간 만료로 삭제)' }));
  await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('기간 만료로 게시글을 삭제했어요'));
  expect(writes[0]!.body).toEqual({ outcome: 'keep', note: '권리 침해가 맞아요' });
  sound.mockRestore();
});
