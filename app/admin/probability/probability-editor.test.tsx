/**
 * @jest-environment ./test/msw-environment.ts
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { AdminProbabilityTableDto } from '@/lib/api/admin';
import koCommon from '@/messages/ko/common.json';
import koSupport from '@/messages/ko/support.json';
import koUi from '@/messages/ko/ui.json';
import { useUiStore } from '@/stores/ui-store';
import { recordingServer, type Answer } from '@/test/msw-api';
import { IntlWrapper } from '@/test/render-with-intl';
import { testQueryClient } from '@/test/render-with-providers';
import { ProbabilityEditor } from './probability-editor';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

let answer: Answer;
// Every API call is noted, and answered with what the test set `answer` to.
const { requests, writes } = recordingServer(() => answer);

// The kinds' names live in the support namespace, which renderScreen does not load.
function renderEditor(ui: ReactElement) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <IntlWrapper locale="ko" messages={{ common: koCommon, support: koSupport, ui: koUi }}>
        {ui}
      </IntlWrapper>
    </QueryClientProvider>,
  );
}

const entries = [
  { item_id: 12, label_ko: '은하수 슬라임', label_zh_tw: '銀河史萊姆', grade: 'SS', quantity: 1, rate_micros: 5_000 },
  { item_id: 13, label_ko: '젤리', label_zh_tw: '果凍', grade: 'C', quantity: 3, rate_micros: 995_000 },
];

const table: AdminProbabilityTableDto = {
  id: 9,
  uuid: '6f0c1d9e-8d4e-4a43-9a63-3f1b0d1e2a11',
  kind: 'ticket',
  name_ko: '슬라임 뽑기권',
  name_zh_tw: '史萊姆扭蛋券',
  description_ko: '',
  description_zh_tw: '',
  image: null,
  pity_rule_ko: null,
  pity_rule_zh_tw: null,
  pity_after: null,
  pity_grade: null,
  price_gems: null,
  entries,
  total_rate_micros: 1_000_000,
  history: [],
  latest_entries: entries,
  updated_at: '2026-05-01T00:00:00.000Z',
};

const entry = (n: number) => within(screen.getByRole('group', { name: `항목 ${n}` }));

beforeEach(() => {
  requests.length = 0;
  push.mockClear();
  answer = { status: 201, body: { code: 0, data: { ...table, id: 21 } } };
});

it('refuses a rate that is not a percentage with up to 4 decimals, under that rate, and sends nothing', async () => {
  const user = userEvent.setup();
  renderEditor(<ProbabilityEditor table={table} />);
  const rate = entry(2).getByLabelText('확률 (%)');
  await user.clear(rate);
  await user.type(rate, '99.50001');
  await user.type(screen.getByLabelText('변경 내용 (한국어)'), '조정');
  await user.type(screen.getByLabelText('변경 내용 (繁體中文)'), '調整');
  await user.click(screen.getByRole('button', { name: '저장' }));

  await waitFor(() => expect(rate).toHaveAccessibleDescription('값을 다시 확인해 주세요'));
  expect(entry(1).getByLabelText('확률 (%)')).not.toHaveAttribute('aria-invalid');
  expect(writes()).toHaveLength(0);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the server’s refusal: its sum, and its field errors on the rows and notes they name', async () => {
  const user = userEvent.setup();
  renderEditor(<ProbabilityEditor table={table} />);
  const rate = entry(1).getByLabelText('확률 (%)');
  await user.clear(rate);
  await user.type(rate, '0.4999');
  expect(screen.getAllByRole('status')[0]).toHaveTextContent('합계 99.9999% — 100%까지 0.0001%p 남았어요');
  answer = {
    status: 400,
    body: {
      code: 1000,
      message: 'Validation failed',
      errors: {
        rates: ['sumMustBe100'],
        'entries.1.item_id': ['unknownItem'],
        'entries.0.rate_micros': ['tooSmall'],
        note: ['noteRequired'],
      },
      meta: { rates_sum: 999_999 },
    },
  };
  await user.click(screen.getByRole('button', { name: '저장' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('서버가 저장을 거절했어요: 합계가 99.9999%예요 (100%여야 해요)');
  expect(entry(2).getByLabelText('아이템 ID')).toHaveAccessibleDescription('없는 아이템 ID예요');
  // The API names a rate by what it stores (rate_micros); an unknown key reads as "check the value".
  expect(rate).toHaveAccessibleDescription('값을 다시 확인해 주세요');
  expect(screen.getByLabelText('변경 내용 (한국어)')).toHaveAccessibleDescription('변경 내용을 두 언어로 적어 주세요');
  expect(screen.getByLabelText('변경 내용 (繁體中文)')).toHaveAccessibleDescription('변경 내용을 두 언어로 적어 주세요');
  expect(useUiStore.getState().toastMessage).not.toBe('확률표를 저장했어요');
});

it('starts from a waiting version, says when it takes effect, and offers the earliest date a refused cut may take', async () => {
  const user = userEvent.setup();
  const waiting = {
    ...table,
    latest_entries: [
      { ...entries[0]!, rate_micros: 6_000 },
      { ...entries[1]!, rate_micros: 994_000 },
    ],
    history: [
      {
        id: 2,
        version: 2,
        note_ko: '예고',
        note_zh_tw: '預告',
        changed_by: '관리자',
        created_at: '2026-05-01T00:00:00.000Z',
        effective_at: '2026-05-09T00:00:00.000Z',
        in_effect: false,
      },
    ],
  };
  renderEditor(<ProbabilityEditor table={waiting} />);
  expect(screen.getByRole('note')).toHaveTextContent('버전 2이 2026.05.09 09:00에 적용될 예정이에요');
  expect(screen.getByText('예고됨 · 2026.05.09 09:00 적용')).toBeInTheDocument();
  expect(entry(1).getByLabelText('확률 (%)')).toHaveValue('0.6');

  await user.clear(entry(1).getByLabelText('확률 (%)'));
  await user.type(entry(1).getByLabelText('확률 (%)'), '0.5');
  await user.clear(entry(2).getByLabelText('확률 (%)'));
  await user.type(entry(2).getByLabelText('확률 (%)'), '99.5');
  await user.type(screen.getByLabelText('변경 내용 (한국어)'), '하향');
  await user.type(screen.getByLabelText('변경 내용 (繁體中文)'), '調降');
  answer = {
    status: 400,
    body: {
      code: 1000,
      message: 'The effective date is not allowed',
      errors: { effective_at: ['noticeTooShort'] },
      meta: { earliest: '2026-05-16T00:00:30.000Z', notice_days: 7 },
    },
  };
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '확률을 낮추는 변경이라 7일 전에 예고해야 해요. 가장 빠른 적용 시각: 2026.05.16 09:00',
  );
  expect(screen.getByLabelText('적용 시각')).toHaveAccessibleDescription(
    expect.stringContaining('확률을 낮추는 변경은 미리 예고해야 해요'),
  );

  await user.click(screen.getByRole('button', { name: '이 시각으로 정하기' }));
  expect(screen.getByLabelText('적용 시각')).toHaveValue('2026-05-16T09:01');
  answer = { status: 200, body: { code: 0, data: waiting } };
  await user.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(writes()).toHaveLength(2));
  expect(writes()[1]!.body).toMatchObject({
    effective_at: '2026-05-16T00:01:00.000Z',
    entries: [{ rate_micros: 5_000 }, { rate_micros: 995_000 }],
  });
});

it('sends a new table with rates in millionths and empty texts as null, then opens it', async () => {
  const user = userEvent.setup();
  renderEditor(<ProbabilityEditor />);
  await user.selectOptions(screen.getByLabelText('종류'), 'ticket');
  await user.type(screen.getByLabelText('이미지 경로'), '/art/ticket.png');
  await user.type(screen.getAllByLabelText('이름 (한국어)')[0]!, '이벤트 뽑기권');
  await user.type(screen.getAllByLabelText('이름 (繁體中文)')[0]!, '活動扭蛋券');

  await user.type(entry(1).getByLabelText('아이템 ID'), '12');
  await user.type(entry(1).getByLabelText('확률 (%)'), '99.5');
  await user.type(entry(2).getByLabelText('이름 (한국어)'), '황금 알');
  await user.type(entry(2).getByLabelText('이름 (繁體中文)'), '黃金蛋');
  await user.selectOptions(entry(2).getByLabelText('등급'), 'S');
  await user.clear(entry(2).getByLabelText('수량'));
  await user.type(entry(2).getByLabelText('수량'), '3개');
  await user.type(entry(2).getByLabelText('확률 (%)'), '0.5');
  await user.type(screen.getByLabelText('천장 횟수'), '50회');
  await user.selectOptions(screen.getByLabelText('천장 등급'), 'S');
  await user.type(screen.getByLabelText('1회 가격 (젬)'), '150');
  // A third row added and removed again leaves the first two as they were.
  await user.click(screen.getByRole('button', { name: '항목 추가' }));
  await user.type(entry(3).getByLabelText('확률 (%)'), '1');
  expect(screen.getAllByRole('status')[0]).toHaveTextContent('합계 101% — 100%보다 1%p 많아요');
  await user.click(screen.getByRole('button', { name: '항목 3 지우기' }));
  expect(screen.getAllByRole('status')[0]).toHaveTextContent('합계 100% — 저장할 수 있어요');

  await user.type(screen.getByLabelText('변경 내용 (한국어)'), '첫 공개');
  await user.type(screen.getByLabelText('변경 내용 (繁體中文)'), '首次公開');
  await user.click(screen.getByRole('button', { name: '저장' }));

  await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/probability/21'));
  const { url, method, body } = writes()[0]!;
  expect(url).toBe('/api/v1/admin/probability/');
  expect(method).toBe('POST');
  expect(body).toEqual({
    kind: 'ticket',
    name_ko: '이벤트 뽑기권',
    name_zh_tw: '活動扭蛋券',
    description_ko: '',
    description_zh_tw: '',
    pity_rule_ko: null,
    pity_rule_zh_tw: null,
    pity_after: 50,
    pity_grade: 'S',
    price_gems: 150,
    image: '/art/ticket.png',
    entries: [
      { item_id: 12, label_ko: null, label_zh_tw: null, grade: null, quantity: 1, rate_micros: 995_000 },
      { item_id: null, label_ko: '황금 알', label_zh_tw: '黃金蛋', grade: 'S', quantity: 3, rate_micros: 5_000 },
    ],
    note: { ko: '첫 공개', zh_tw: '首次公開' },
    effective_at: null,
  });
  expect(useUiStore.getState().toastMessage).toBe('확률표를 만들었어요');
});
