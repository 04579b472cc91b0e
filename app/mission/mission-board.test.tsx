/**
 * @jest-environment ./test/msw-environment.ts
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { missionKeys, type MissionBoardDto } from '@/lib/api/missions';
import koMission from '@/messages/ko/mission.json';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { serveDuringTests } from '@/test/msw-api';
import { IntlWrapper } from '@/test/render-with-intl';
import { testQueryClient } from '@/test/render-with-providers';
import { MissionBoard } from './mission-board';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/mission',
}));

// No endpoint answers unless a test says so (server.use); every request is noted.
const requests: { method: string; url: string }[] = [];
const server = setupServer();
server.events.on('request:start', ({ request }) => {
  requests.push({ method: request.method, url: request.url });
});
serveDuringTests(server);

const mission = (extra: Partial<MissionBoardDto['daily'][number]>) => ({
  id: 1,
  key: 'daily-read-3',
  kind: 'read_posts' as const,
  period: 'daily' as const,
  title: '게시글 3개 읽기',
  description: '다른 회원이 쓴 글을 3개 읽어 보세요',
  target: 3,
  progress: 1,
  completed: false,
  rewarded: false,
  reward_balls: 10,
  reward_badge: null,
  ends_at: null,
  ...extra,
});

const memberBoard: MissionBoardDto = {
  signed_in: true,
  time_zone: 'Asia/Seoul',
  today: '2026-11-26',
  week: '2026-W48',
  balls: 40,
  check_in: { today: '2026-11-26', checked_today: false, streak: 2, month: '2026-11', days: ['2026-11-24', '2026-11-25'] },
  reward: { balls: 10, bonus_every: 7, bonus_balls: 30 },
  daily: [mission({})],
  weekly: [
    mission({
      id: 2,
      key: 'weekly-answer-2',
      kind: 'answer_question',
      period: 'weekly',
      title: '질문 글 2개에 답하기',
      target: 2,
      progress: 2,
      completed: true,
      rewarded: true,
      reward_balls: 50,
      reward_badge: { id: 6, title: '친절한 멘토', hex_code: '#8e4ec6' },
    }),
  ],
};

function renderBoard(reader: number | 'guest', board: MissionBoardDto) {
  const queryClient = testQueryClient();
  // As in the app (QUERY_STALE_MS): the board the server rendered is not read again on mount.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: 60_000 } });
  queryClient.setQueryData(missionKeys.board(reader, 'ko'), board);
  render(
    <QueryClientProvider client={queryClient}>
      <IntlWrapper messages={{ mission: koMission }}>
        <MissionBoard serverReader={reader} />
      </IntlWrapper>
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(() => {
  requests.length = 0;
  useUiStore.setState({ isLoginModalOpen: false, toastMessage: null } as never);
});

it('shows a member the calendar, streak, balls and each mission’s progress and reward', () => {
  useUserStore.setState({ userToken: 'token', user: { id: 7, referral_ball: 40 } as never, isAuthenticated: true });
  renderBoard(7, memberBoard);
  expect(screen.getByTestId('check-in-streak')).toHaveTextContent('2일 연속 출석');
  expect(screen.getByTestId('mission-balls')).toHaveTextContent('보유 볼 40개');
  const calendar = screen.getByRole('table', { name: '2026년 11월 출석 달력' });
  expect(screen.getByTestId('calendar-month')).toHaveTextContent('2026년 11월');
  expect(within(calendar).getAllByRole('columnheader')).toHaveLength(7);
  expect(within(calendar).getByText('25일, 출석함')).toBeInTheDocument();
  expect(within(calendar).getByText('26일').closest('td')).toHaveAttribute('aria-current', 'date');

  const read = screen.getByRole('progressbar', { name: '게시글 3개 읽기 진행도' });
  expect(read).toHaveAttribute('aria-valuenow', '1');
  expect(read).toHaveAttribute('aria-valuemax', '3');
  expect(screen.getByRole('link', { name: '게시글 3개 읽기 하러 가기' })).toHaveAttribute('href', '/community/posts');
  const answered = screen.getByRole('article', { name: '질문 글 2개에 답하기' });
  expect(within(answered).getByText('보상 받음')).toBeInTheDocument();
  expect(within(answered).getByText('배지 친절한 멘토')).toBeInTheDocument();
  expect(within(answered).queryByRole('link')).toBeNull();
});

it('checks in, stamps today and updates the balls in the board and the stored member', async () => {
  const user = userEvent.setup();
  useUserStore.setState({ userToken: 'token', user: { id: 7, referral_ball: 40 } as never, isAuthenticated: true });
  server.use(
    http.post('/api/v1/missions/check-in/', () =>
      HttpResponse.json({ code: 0, data: { already: false, day: '2026-11-26', streak: 3, balls_awarded: 10, balls: 50 } }),
    ),
    http.get('/api/v1/missions/', () =>
      HttpResponse.json({
        code: 0,
        data: {
          ...memberBoard,
          balls: 50,
          check_in: { ...memberBoard.check_in!, checked_today: true, streak: 3, days: ['2026-11-24', '2026-11-25', '2026-11-26'] },
        },
      }),
    ),
  );
  renderBoard(7, memberBoard);
  await user.click(screen.getByRole('button', { name: '출석 체크' }));
  await waitFor(() => expect(screen.getByRole('button', { name: '오늘 출석 완료' })).toBeDisabled());
  expect(screen.getByText('26일, 출석함')).toBeInTheDocument();
  expect(screen.getByTestId('mission-balls')).toHaveTextContent('보유 볼 50개');
  expect(useUserStore.getState().user?.referral_ball).toBe(50);
  expect(useUiStore.getState().toastMessage).toBe('출석 체크 완료! 볼 10개를 받았어요');
  const { url, method } = requests.find((r) => r.url.includes('check-in'))!;
  expect(url).toContain('/api/v1/missions/check-in/');
  expect(method).toBe('POST');
});

it('shows a guest the missions with a sign-in prompt, and asks them to sign in to check in', async () => {
  const user = userEvent.setup();
  useUserStore.setState({ userToken: null, user: null, isAuthenticated: false });
  renderBoard('guest', {
    ...memberBoard,
    signed_in: false,
    balls: null,
    check_in: null,
    daily: [mission({ progress: null })],
    weekly: [],
  });
  expect(screen.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login?next=%2Fmission');
  expect(screen.getByRole('heading', { name: '게시글 3개 읽기' })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.getByText('지금 진행 중인 미션이 없어요')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '출석 체크' })).toBeNull();
  await user.click(screen.getByRole('button', { name: '로그인하고 출석 체크' }));
  expect(useUiStore.getState().isLoginModalOpen).toBe(true);
  expect(requests).toHaveLength(0);
});
