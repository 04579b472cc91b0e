/**
 * @jest-environment ./test/msw-environment.ts
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordingServer, type Answer, type SentRequest } from '@/test/msw-api';
import { renderScreen } from '@/test/render-with-providers';
import { TryBox } from './try-box';
import { WordFilterEditor } from './word-filter-editor';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

let answer: Answer;
// Every API call is noted, and answered with what the test set `answer` to.
const { requests, writes } = recordingServer(() => answer);

beforeEach(() => {
  requests.length = 0;
  push.mockClear();
  answer = { status: 201, body: { code: 0, data: { id: 4 } } };
});

it('sends a pattern and shows the server’s refusal on the field, keeping the text', async () => {
  const user = userEvent.setup();
  answer = { status: 400, body: { code: 1000, message: 'Invalid entry', errors: { pattern: ['patternInvalid'] } } };
  renderScreen(<WordFilterEditor />);
  await user.selectOptions(screen.getByLabelText('종류'), 'regex');
  await user.selectOptions(screen.getByLabelText('처리'), 'hold');
  await user.type(screen.getByLabelText('단어 또는 패턴'), '(?=x)');
  await user.click(screen.getByRole('button', { name: '저장' }));

  await waitFor(() =>
    expect(screen.getByLabelText('단어 또는 패턴')).toHaveAccessibleDescription(
      /RE2 정규식이 아니에요 \(전후방 탐색·역참조는 쓸 수 없어요\)$/,
    ),
  );
  expect(screen.getByLabelText('단어 또는 패턴')).toHaveValue('(?=x)');
  const [{ url, body }] = writes() as [SentRequest];
  expect(url).toBe('/api/v1/admin/word-filters/');
  expect(body).toEqual({ pattern: '(?=x)', kind: 'regex', action: 'hold', note: '', is_active: true });
});

it('tries a text and shows what matched and the covered text', async () => {
  const user = userEvent.setup();
  answer = {
    status: 200,
    body: {
      code: 0,
      data: {
        action: 'refuse',
        matches: [{ id: 1, pattern: '시발', kind: 'word', action: 'refuse', via: 'choseong', start: 2, end: 4, text: 'ㅅㅂ' }],
        replaced: '야 ※※',
        normalised: 'ㅇㅑㅅㅂ',
      },
    },
  };
  renderScreen(<TryBox />);
  await user.type(screen.getByLabelText('시험할 문장'), '야 ㅅㅂ');
  await user.click(screen.getByRole('button', { name: '검사' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('처리: 거부'));
  expect(screen.getByRole('status')).toHaveTextContent('“ㅅㅂ” ← 시발 (초성, 거부)');
  expect(screen.getByRole('status')).toHaveTextContent('야 ※※');
});
