/**
 * @jest-environment ./test/msw-environment.ts
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUiStore } from '@/stores/ui-store';
import { recordingServer, type Answer, type SentRequest } from '@/test/msw-api';
import { renderScreen } from '@/test/render-with-providers';
import { NoticeEditor } from './notice-editor';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));
// react-markdown is ESM only; the preview is not what these tests are about.
jest.mock('@/components/markdown/markdown', () => ({ Markdown: ({ children }: { children: string }) => <div>{children}</div> }));

let answer: Answer;
// Every API call is noted, and answered with what the test set `answer` to.
const { requests, writes } = recordingServer(() => answer);

const saved = {
  id: 5,
  kind: 'event',
  title_ko: '여름 이벤트',
  title_zh_tw: '夏季活動',
  content_ko: '**기간** 안내',
  content_zh_tw: '**期間** 說明',
  is_pinned: true,
  published_at: '2026-05-01T00:00:00.000Z',
  updated_at: '2026-05-01T00:00:00.000Z',
};

beforeEach(() => {
  requests.length = 0;
  push.mockClear();
  answer = { status: 201, body: { code: 0, data: saved } };
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('종류'), 'event');
  // user-event cannot type into a datetime-local box in jsdom.
  fireEvent.change(screen.getByLabelText('게시 시각'), { target: { value: '2026-05-01T09:00' } });
  await user.type(screen.getByLabelText('제목 (한국어)'), saved.title_ko);
  await user.type(screen.getByLabelText('제목 (繁體中文)'), saved.title_zh_tw);
  await user.click(screen.getByLabelText('맨 위에 고정'));
  await user.type(screen.getByLabelText('내용 (한국어, Markdown)'), saved.content_ko);
  await user.type(screen.getByLabelText('내용 (繁體中文, Markdown)'), saved.content_zh_tw);
}

it('shows the schema’s message under an empty title and sends nothing', async () => {
  const user = userEvent.setup();
  renderScreen(<NoticeEditor />);
  await user.type(screen.getByLabelText('제목 (繁體中文)'), '夏季活動');
  await user.click(screen.getByRole('button', { name: '저장' }));

  const title = screen.getByLabelText('제목 (한국어)');
  await waitFor(() => expect(title).toHaveAccessibleDescription('필수 항목이에요'));
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('제목 (繁體中文)')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('내용 (한국어, Markdown)')).toHaveAccessibleDescription('필수 항목이에요');
  expect(writes()).toHaveLength(0);
});

it('puts the API’s field errors under their fields', async () => {
  const user = userEvent.setup();
  renderScreen(<NoticeEditor />);
  await fillValid(user);
  answer = {
    status: 400,
    body: { code: 1000, message: 'Validation failed', errors: { title_zh_tw: ['invalidCharacters'], published_at: ['dateInvalid'] } },
  };
  await user.click(screen.getByRole('button', { name: '저장' }));

  await waitFor(() => expect(screen.getByLabelText('제목 (繁體中文)')).toHaveAccessibleDescription('입력할 수 없는 문자가 들어 있어요'));
  expect(screen.getByLabelText('게시 시각')).toHaveAccessibleDescription('날짜를 다시 확인해 주세요');
  expect(screen.getByLabelText('제목 (한국어)')).not.toHaveAttribute('aria-invalid');
  expect(push).not.toHaveBeenCalled();
});

it('sends the notice as the API takes it, then opens the created notice', async () => {
  const user = userEvent.setup();
  renderScreen(<NoticeEditor />);
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: '저장' }));

  await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/notices/5'));
  const [{ url, method, body }] = writes() as [SentRequest];
  expect(url).toBe('/api/v1/admin/notices/');
  expect(method).toBe('POST');
  expect(body).toEqual({
    kind: 'event',
    title_ko: '여름 이벤트',
    title_zh_tw: '夏季活動',
    content_ko: '**기간** 안내',
    content_zh_tw: '**期間** 說明',
    is_pinned: true,
    // 09:00 in Seoul, where the Korean audience reads it.
    published_at: '2026-05-01T00:00:00.000Z',
  });
  expect(useUiStore.getState().toastMessage).toBe('공지를 올렸어요');
});

it('updates an existing notice in place, without a published time when the box is cleared', async () => {
  const user = userEvent.setup();
  answer = { status: 200, body: { code: 0, data: saved } };
  renderScreen(<NoticeEditor notice={saved as never} />);
  expect(screen.getByLabelText('제목 (한국어)')).toHaveValue('여름 이벤트');
  expect(screen.getByLabelText('게시 시각')).toHaveValue('2026-05-01T09:00');
  fireEvent.change(screen.getByLabelText('게시 시각'), { target: { value: '' } });
  await user.clear(screen.getByLabelText('제목 (한국어)'));
  await user.type(screen.getByLabelText('제목 (한국어)'), '여름 이벤트 연장');
  await user.click(screen.getByRole('button', { name: '저장' }));

  await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('공지를 저장했어요'));
  const [{ url, body }] = writes() as [SentRequest & { body: Record<string, unknown> }];
  expect(url).toBe('/api/v1/admin/notices/5/');
  expect(body.title_ko).toBe('여름 이벤트 연장');
  expect(body).not.toHaveProperty('published_at');
  expect(push).not.toHaveBeenCalled();
});
