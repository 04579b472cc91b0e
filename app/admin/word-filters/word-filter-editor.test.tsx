import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/test/render-with-providers';
import { TryBox } from './try-box';
import { WordFilterEditor } from './word-filter-editor';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

type Answer = { status: number; body: unknown };
let answer: Answer;
// jsdom has no Response: the part of one that lib/api/request reads.
const fetchMock = jest.fn(async () => ({
  ok: answer.status < 300,
  status: answer.status,
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  text: async () => JSON.stringify(answer.body),
}));
global.fetch = fetchMock as unknown as typeof fetch;

const writes = () =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([, init]) => init?.method && init.method !== 'GET');

beforeEach(() => {
  fetchMock.mockClear();
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
  const [[url, init]] = writes() as [[string, RequestInit]];
  expect(url).toBe('/api/v1/admin/word-filters/');
  expect(JSON.parse(init.body as string)).toEqual({ pattern: '(?=x)', kind: 'regex', action: 'hold', note: '', is_active: true });
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
