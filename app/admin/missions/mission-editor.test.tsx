/**
 * @jest-environment ./test/msw-environment.ts
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUiStore } from '@/stores/ui-store';
import { recordingServer, type Answer, type SentRequest } from '@/test/msw-api';
import { renderScreen } from '@/test/render-with-providers';
import { MissionEditor } from './mission-editor';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

let answer: Answer;
const badges = [
  { id: 6, code: 'helpful_mentor', title: '친절한 멘토', hex_code: '#8e4ec6', description: '', how_to_earn: null, owned: false },
];
// Every API call is noted; reading the badges answers the list above, anything else `answer`.
const { requests, writes } = recordingServer((request) =>
  request.method === 'GET' && new URL(request.url).pathname.includes('/badges/')
    ? { status: 200, body: { code: 0, data: badges } }
    : answer,
);

beforeEach(() => {
  requests.length = 0;
  push.mockClear();
  answer = { status: 201, body: { code: 0, data: { id: 9 } } };
});

it('refuses a missing title in one language and a target of 0 without sending anything', async () => {
  const user = userEvent.setup();
  renderScreen(<MissionEditor />);
  await user.type(screen.getByLabelText('키'), 'daily-read-3');
  await user.type(screen.getByLabelText('제목 (한국어)'), '게시글 3개 읽기');
  await user.clear(screen.getByLabelText('목표 횟수 (1–100)'));
  await user.type(screen.getByLabelText('목표 횟수 (1–100)'), '0');
  await user.click(screen.getByRole('button', { name: '저장' }));

  await waitFor(() => expect(screen.getByLabelText('제목 (繁體中文)')).toHaveAccessibleDescription('필수 항목이에요'));
  expect(screen.getByLabelText('목표 횟수 (1–100)')).toHaveAccessibleDescription('값을 다시 확인해 주세요');
  expect(writes()).toHaveLength(0);
});

it('sends the mission as the API takes it, then opens it', async () => {
  const user = userEvent.setup();
  renderScreen(<MissionEditor />);
  await user.type(screen.getByLabelText('키'), 'weekly-answer-2');
  await user.selectOptions(screen.getByLabelText('세는 활동'), 'answer_question');
  await user.selectOptions(screen.getByLabelText('주기'), 'weekly');
  await user.clear(screen.getByLabelText('목표 횟수 (1–100)'));
  await user.type(screen.getByLabelText('목표 횟수 (1–100)'), '2');
  await user.clear(screen.getByLabelText('보상 볼'));
  await user.type(screen.getByLabelText('보상 볼'), '50');
  await waitFor(() => expect(screen.getByRole('option', { name: '친절한 멘토' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('보상 배지'), '6');
  await user.type(screen.getByLabelText('제목 (한국어)'), '질문 글 2개에 답하기');
  await user.type(screen.getByLabelText('제목 (繁體中文)'), '回答 2 篇提問');
  // user-event cannot type into a datetime-local box in jsdom.
  fireEvent.change(screen.getByLabelText('종료 시각'), { target: { value: '2026-12-31T23:59' } });
  await user.click(screen.getByRole('button', { name: '저장' }));

  await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/missions/9'));
  const [{ url, body }] = writes() as [SentRequest];
  expect(url).toBe('/api/v1/admin/missions/');
  expect(body).toEqual({
    key: 'weekly-answer-2',
    kind: 'answer_question',
    period: 'weekly',
    target: 2,
    reward_balls: 50,
    reward_badge_id: 6,
    title_ko: '질문 글 2개에 답하기',
    title_zh: '回答 2 篇提問',
    description_ko: '',
    description_zh: '',
    // 23:59 in Seoul.
    ends_at: '2026-12-31T14:59:00.000Z',
    is_active: true,
    sort_order: 0,
  });
  expect(useUiStore.getState().toastMessage).toBe('미션을 만들었어요');
});
