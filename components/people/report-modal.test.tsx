/**
 * @jest-environment ./test/msw-environment.ts
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import koShared from '@/messages/ko/shared.json';
import zhShared from '@/messages/zh-TW/shared.json';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { renderScreen } from '@/test/render-with-providers';
import { ReportModal, type ReportTarget } from './report-modal';
import { UserMenu } from './user-menu';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/users/u-2',
}));

type Answer = { status: number; body: JsonBodyType };
const calls: { method: string; url: string; body: unknown }[] = [];
let answer: () => Promise<Answer>;

// Notes the call, then sends whatever the test set `answer` to.
async function reply(request: Request) {
  const text = await request.text();
  calls.push({ method: request.method, url: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
  const { status, body } = await answer();
  return HttpResponse.json(body, { status });
}

const server = setupServer(
  http.post('/api/v1/user/report/', ({ request }) => reply(request)),
  http.post('/api/v1/user/block/', ({ request }) => reply(request)),
  http.delete('/api/v1/user/block/', ({ request }) => reply(request)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  calls.length = 0;
  push.mockReset();
  answer = async () => ({ status: 201, body: { code: 0, data: { id: 1 } } });
  useUserStore.setState({ userToken: 'tok', isAuthenticated: true });
  useUiStore.setState({ toastMessage: null, isToastVisible: false, isPlaySoundEffect: false });
});

const TARGET: ReportTarget = { type: 'post', id: 42 };

function Harness({ target = TARGET }: { target?: ReportTarget }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <ReportModal open={open} onClose={() => setOpen(false)} target={target} />
    </>
  );
}

const detail = () => screen.getByLabelText('신고 내용') as HTMLTextAreaElement;
const reason = () => screen.getByLabelText('신고 사유') as HTMLSelectElement;
const submit = () => screen.getByRole('button', { name: '신고하기' });

describe('ReportModal', () => {
  it('starts with reason type 0 and an empty detail; submit stays disabled until something is typed', async () => {
    renderScreen(<Harness />);
    expect(screen.getByRole('dialog', { name: '게시글 신고' })).toBeInTheDocument();
    expect(reason().value).toBe('0');
    expect(reason().options[reason().selectedIndex]?.text).toBe('기타');
    expect(reason().options).toHaveLength(9);
    expect(submit()).toBeDisabled();
    await userEvent.type(detail(), '광고');
    expect(submit()).toBeEnabled();
  });

  it('caps the detail at 500 characters and shows the count', async () => {
    renderScreen(<Harness />);
    await userEvent.click(detail());
    await userEvent.paste('ㅋ'.repeat(520));
    expect(detail().value).toHaveLength(500);
    expect(screen.getByText('500/500')).toBeInTheDocument();
  });

  it('refuses a detail of only spaces with report.detailRequired, without calling the API', async () => {
    renderScreen(<Harness />);
    await userEvent.type(detail(), '   ');
    await userEvent.click(submit());
    expect(useUiStore.getState().toastMessage).toBe('신고 내용을 입력해 주세요');
    expect(calls).toHaveLength(0);
  });

  it('sends the payload, toasts success, closes, and opens again reset', async () => {
    renderScreen(<Harness />);
    await userEvent.selectOptions(reason(), '3');
    await userEvent.type(detail(), '  외부 광고 글이에요 ');
    await userEvent.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/user/report/',
      body: { target_type: 'post', target_id: 42, reason_type: 3, reason: '광고·홍보', content: '외부 광고 글이에요' },
    });
    expect(useUiStore.getState().toastMessage).toBe('신고가 접수됐어요');
    await userEvent.click(screen.getByText('reopen'));
    expect(reason().value).toBe('0');
    expect(detail().value).toBe('');
  });

  it('sends submit_item and context_id for an item', async () => {
    renderScreen(<Harness target={{ type: 'item', id: 'item-uuid', submitItem: { name: '왕관' }, contextId: 'item-detail' }} />);
    await userEvent.type(detail(), '복제품 같아요');
    await userEvent.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ target_type: 'item', submit_item: { name: '왕관' }, context_id: 'item-detail' });
  });

  it('is busy and ignores clicks while the report is pending', async () => {
    let release: (a: Answer) => void = () => undefined;
    answer = () => new Promise<Answer>((resolve) => (release = resolve));
    renderScreen(<Harness />);
    await userEvent.type(detail(), '광고');
    await userEvent.click(submit());
    const busy = screen.getByRole('button', { name: /신고하는 중/ });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => release({ status: 201, body: { code: 0, data: { id: 1 } } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
  });

  it("shows the server's message on failure and keeps the form; falls back to report.error", async () => {
    answer = async () => ({ status: 409, body: { code: 2101, message: '이미 신고한 내용이에요' } });
    renderScreen(<Harness />);
    await userEvent.type(detail(), '광고');
    await userEvent.click(submit());
    await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('이미 신고한 내용이에요'));
    expect(detail().value).toBe('광고');

    answer = async () => ({ status: 500, body: { code: 1900, message: 'Internal server error' } });
    await userEvent.click(submit());
    await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('신고하지 못했어요. 잠시 후 다시 시도해 주세요'));
  });

  it('resets on cancel', async () => {
    renderScreen(<Harness />);
    await userEvent.selectOptions(reason(), '5');
    await userEvent.type(detail(), '폭력');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('reopen'));
    expect(reason().value).toBe('0');
    expect(detail().value).toBe('');
  });

  it('labels the reasons in Traditional Chinese', () => {
    renderScreen(<Harness />, { locale: 'zh-TW' });
    const labels = Array.from((screen.getByLabelText('檢舉原因') as HTMLSelectElement).options).map((o) => o.text);
    expect(labels).toHaveLength(9);
    expect(labels.join('')).not.toMatch(/[가-힣]/);
  });
});

describe('UserMenu confirmation flows', () => {
  const user = { uuid: 'u-2', nickname: '말랑이' };
  const openMenu = async () => userEvent.click(screen.getByRole('button', { name: '말랑이님 메뉴' }));

  it('report: the report confirmation closes itself and opens the report form', async () => {
    renderScreen(<UserMenu user={user} reportTarget={{ type: 'comment', id: 9 }} />);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: '댓글 신고하기' }));
    expect(screen.getByRole('alertdialog', { name: '신고할까요?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '신고' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '댓글 신고' })).toBeInTheDocument();
  });

  it('block: confirm closes the dialog, calls the API and toasts; cancel does nothing', async () => {
    renderScreen(<UserMenu user={user} />);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: '차단하기' }));
    expect(screen.getByRole('alertdialog', { name: '말랑이님을 차단할까요?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(calls).toHaveLength(0);

    answer = async () => ({ status: 200, body: { code: 0, data: { user_uuid: 'u-2', is_blocked: true } } });
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: '차단하기' }));
    await userEvent.click(screen.getByRole('button', { name: '차단하기' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/user/block/', body: { user_uuid: 'u-2' } }));
    await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('차단했어요'));
  });

  it('a guest gets the login-required dialog instead, whose "login" goes to /login', async () => {
    useUserStore.setState({ userToken: null, isAuthenticated: false });
    renderScreen(<UserMenu user={user} />);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: '사용자 신고하기' }));
    expect(screen.getByRole('alertdialog', { name: '로그인이 필요해요' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
    expect(calls).toHaveLength(0);
  });

  it('offers unblock in one tap for a blocked member', async () => {
    answer = async () => ({ status: 200, body: { code: 0, data: { user_uuid: 'u-2', is_blocked: false } } });
    renderScreen(<UserMenu user={user} isBlocked />);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: '차단 해제' }));
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/user/block/' }));
    await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('차단을 해제했어요'));
  });
});

// The chat-unavailable toast lives in the shared namespace: keep both languages' texts in place.
it('has the chat-unavailable message in both languages', () => {
  expect(koShared.chat.unavailableOnWeb).toBeTruthy();
  expect(zhShared.chat.unavailableOnWeb).toBeTruthy();
});
