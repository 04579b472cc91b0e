/**
 * @jest-environment ./test/msw-environment.ts
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import type { FriendState } from '@/lib/api/people';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { renderScreen } from '@/test/render-with-providers';
import { FriendButton } from './friend-button';
import { NicknameWithBadge } from './nickname-with-badge';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/users/u-2',
}));

const calls: { method: string; url: string }[] = [];

// Each test adds the answers it needs with server.use.
const server = setupServer();
server.events.on('request:start', ({ request }) => {
  calls.push({ method: request.method, url: new URL(request.url).pathname });
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  calls.length = 0;
  useUserStore.setState({ userToken: 'tok', isAuthenticated: true });
  useUiStore.setState({ toastMessage: null, isPlaySoundEffect: false, isLoginModalOpen: false });
});

function Harness({ initial }: { initial: FriendState }) {
  const [state, setState] = useState<FriendState>(initial);
  return <FriendButton userUuid="u-2" nickname="말랑이" state={state} onStateChange={setState} />;
}

const ok = (state: FriendState) => () => HttpResponse.json({ code: 0, data: { user_uuid: 'u-2', state } });

it('walks none → request pending → (cancel) → none', async () => {
  server.use(http.post('/api/v1/friend/request/', ok('pending_outgoing')), http.delete('/api/v1/friend/request/', ok('none')));
  renderScreen(<Harness initial="none" />);
  await userEvent.click(screen.getByRole('button', { name: '친구 추가' }));
  await screen.findByText('요청 중');
  expect(useUiStore.getState().toastMessage).toBe('친구 요청을 보냈어요');
  expect(calls[0]).toEqual({ method: 'POST', url: '/api/v1/friend/request/' });
  await userEvent.click(screen.getByRole('button', { name: '요청 취소' }));
  await screen.findByRole('button', { name: '친구 추가' });
  expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/v1/friend/request/' });
});

it('accepts a request received, then removes the friend only after confirming', async () => {
  server.use(http.post('/api/v1/friend/request/accept/', ok('friends')), http.delete('/api/v1/friends/', ok('none')));
  renderScreen(<Harness initial="pending_incoming" />);
  expect(screen.getByRole('button', { name: '거절' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '수락' }));
  await screen.findByText('친구');
  expect(useUiStore.getState().toastMessage).toBe('이제 친구예요!');
  await userEvent.click(screen.getByRole('button', { name: '친구 삭제' }));
  expect(screen.getByRole('alertdialog', { name: '친구를 삭제할까요?' })).toHaveTextContent('말랑이님을 친구에서 삭제할까요?');
  const before = calls.filter((c) => c.method === 'DELETE').length;
  expect(before).toBe(0);
  await userEvent.click(screen.getAllByRole('button', { name: '친구 삭제' }).at(-1)!);
  await screen.findByRole('button', { name: '친구 추가' });
  expect(calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/v1/friends/' });
});

it('shows "already friends or request pending" on 409', async () => {
  server.use(
    http.post('/api/v1/friend/request/', () =>
      HttpResponse.json({ code: 1500, message: '이미 친구이거나 친구 요청 중이에요' }, { status: 409 }),
    ),
  );
  renderScreen(<Harness initial="none" />);
  await userEvent.click(screen.getByRole('button', { name: '친구 추가' }));
  await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('이미 친구이거나 친구 요청 중이에요'));
});

it('asks a guest to log in instead of calling the API', async () => {
  useUserStore.setState({ userToken: null, isAuthenticated: false });
  server.use(http.post('/api/v1/friend/request/', ok('pending_outgoing')));
  renderScreen(<Harness initial="none" />);
  await userEvent.click(screen.getByRole('button', { name: '친구 추가' }));
  expect(useUiStore.getState().isLoginModalOpen).toBe(true);
  expect(calls).toHaveLength(0);
});

it('NicknameWithBadge links to the profile with the badge beside the name; a withdrawn member is neither linked nor badged', () => {
  const badge = { badge: { title: '첫 글', hex_code: '#30a46c' } };
  const { rerender } = renderScreen(<NicknameWithBadge user={{ uuid: 'u-2', nickname: '말랑이', represent_badge: badge }} link />);
  expect(screen.getByRole('link', { name: '말랑이' })).toHaveAttribute('href', '/users/u-2');
  expect(screen.getByText('첫 글')).toBeInTheDocument();
  rerender(<NicknameWithBadge user={{ uuid: 'u-3', nickname: null, is_withdrawn: true, represent_badge: badge }} link />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('탈퇴한 사용자')).toBeInTheDocument();
  expect(screen.queryByText('첫 글')).not.toBeInTheDocument();
});
