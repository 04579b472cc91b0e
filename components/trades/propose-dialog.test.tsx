import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TradeGuardDto } from '@/lib/api/trades';
import { useUiStore } from '@/stores/ui-store';
import { GUARD_OK, renderTrades, signIn } from '@/test/render-trades';
import { ProposeDialog, type ProposeDialogProps } from './propose-dialog';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/market',
}));
const mockGet = jest.fn();
const mockPost = jest.fn();
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  get: (path: string, query?: unknown) => mockGet(path, query),
  post: (path: string, body?: unknown) => mockPost(path, body),
}));
// The prices branch's hint: here it only shows what it was given.
jest.mock('@/components/prices/fair-price-hint', () => ({
  FairPriceHint: ({ itemId, price }: { itemId: number | null; price: number | null | undefined }) => (
    <p data-testid="fair-price">{`${itemId}:${price ?? 'none'}`}</p>
  ),
}));

const crown = { id: 7, name: '왕관', image: '/art/items/7.png', item_rating: 'SS' };
const props = (over: Partial<ProposeDialogProps> = {}): ProposeDialogProps => ({
  open: true,
  onClose: jest.fn(),
  counterpart: { uuid: 'them-uuid', name: '말랑상인' },
  prefill: [{ item: crown, side: 'recipient', count: 2 }],
  source: 'sellers',
  ...over,
});

const guard = (over: Partial<TradeGuardDto> = {}) =>
  mockGet.mockImplementation(async (path: string) => {
    if (path === '/v1/trades/guard/') return { ...GUARD_OK, ...over };
    throw new Error(`unexpected GET ${path}`);
  });

beforeEach(() => {
  mockGet.mockReset();
  mockPost.mockReset();
  push.mockReset();
  useUiStore.setState({ isPlaySoundEffect: false });
  signIn();
});

it('asks who pays the gems before sending, then posts the lines, gems, payer, message and source', async () => {
  guard();
  mockPost.mockResolvedValue({ id: 41 });
  const user = userEvent.setup();
  renderTrades(<ProposeDialog {...props()} />, { withTrades: false });

  const dialog = await screen.findByRole('dialog', { name: '거래 제안' });
  expect(within(dialog).getByRole('group', { name: '말랑상인님이 줄 것' })).toHaveTextContent('왕관');
  await user.clear(within(dialog).getByLabelText('젬'));
  await user.type(within(dialog).getByLabelText('젬'), '1500');
  await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
  expect(await within(dialog).findByText('젬을 누가 낼지 골라 주세요')).toBeInTheDocument();
  expect(mockPost).not.toHaveBeenCalled();

  expect(within(dialog).getByRole('group', { name: '내가 줄 것' })).toHaveTextContent('아직 아이템이 없어요');
  await user.click(within(dialog).getByRole('radio', { name: '내가 낸다' }));
  // The side that pays lists its gems instead of "no items yet".
  const mine = within(dialog).getByRole('group', { name: '내가 줄 것' });
  expect(mine).toHaveTextContent('1,500 젬');
  expect(mine).not.toHaveTextContent('아직 아이템이 없어요');
  // One item kind for gems: the unit price and the fair-price hint beside it.
  expect(within(dialog).getByText('개당 약 750 젬')).toBeInTheDocument();
  expect(within(dialog).getByTestId('fair-price')).toHaveTextContent('7:750');
  await user.type(within(dialog).getByLabelText('한마디 (선택)'), '  저녁에 접속해요 ');
  await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));

  await waitFor(() => expect(mockPost).toHaveBeenCalled());
  expect(mockPost).toHaveBeenCalledWith('/v1/trades/', {
    recipient_uuid: 'them-uuid',
    lines: [{ item_id: 7, count: 2, from_side: 'recipient' }],
    gems: 1500,
    gems_from: 'proposer',
    message: '저녁에 접속해요',
    source: 'sellers',
  });
  await waitFor(() => expect(push).toHaveBeenCalledWith('/market/trades/41'));
  expect(mockGet).toHaveBeenCalledWith('/v1/trades/guard/', { with: 'them-uuid', item_ids: '7' });
});

it('refuses a proposal without items and a count out of range', async () => {
  guard();
  const user = userEvent.setup();
  renderTrades(<ProposeDialog {...props()} />);
  const dialog = await screen.findByRole('dialog');

  const count = within(dialog).getByLabelText('왕관 수량');
  expect(count).toHaveValue('2');
  await user.click(within(dialog).getByRole('button', { name: '왕관 수량 늘리기' }));
  expect(count).toHaveValue('3');
  await user.clear(count);
  await user.type(count, '1000');
  await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
  expect(await within(dialog).findByText('수량은 1~999개로 적어 주세요')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: '왕관 빼기' }));
  await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
  expect(await within(dialog).findByText('주고받을 아이템을 하나 이상 넣어 주세요')).toBeInTheDocument();
  expect(mockPost).not.toHaveBeenCalled();
});

it('shows the rare-item warning and sends only once it is acknowledged', async () => {
  guard({ rare_warning: true, counterpart: { completed: 0 } });
  mockPost.mockResolvedValue({ id: 42 });
  const user = userEvent.setup();
  renderTrades(<ProposeDialog {...props({ prefill: [{ item: crown, side: 'proposer' }] })} />);
  const dialog = await screen.findByRole('dialog');

  const warning = await within(dialog).findByRole('region', { name: '희귀 아이템 거래 주의' });
  expect(warning).toHaveTextContent('SSS·SS 등급');
  expect(within(dialog).getByText('상대의 완료 거래 없음')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
  expect(await within(dialog).findByText('희귀 아이템 주의 내용을 확인해 주세요')).toBeInTheDocument();
  expect(mockPost).not.toHaveBeenCalled();

  await user.click(within(warning).getByRole('checkbox', { name: /위험을 이해했고/ }));
  await user.click(within(dialog).getByRole('button', { name: '제안 보내기' }));
  await waitFor(() =>
    expect(mockPost).toHaveBeenCalledWith('/v1/trades/', {
      recipient_uuid: 'them-uuid',
      lines: [{ item_id: 7, count: 1, from_side: 'proposer' }],
      gems: 0,
      gems_from: null,
      source: 'sellers',
    }),
  );
});

it('shows a new trader’s limit and stops sending once it is reached', async () => {
  guard({ new_trader: true, open_proposals: 3, max_open_proposals: 3 });
  renderTrades(<ProposeDialog {...props()} />);
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('진행 중인 제안이 3건이라 더 보낼 수 없어요');
  expect(within(dialog).getByRole('button', { name: '제안 보내기' })).toBeDisabled();
});

it('tells a new trader how many proposals they may keep open, in Chinese', async () => {
  guard({ new_trader: true, open_proposals: 1, max_open_proposals: 3 });
  renderTrades(<ProposeDialog {...props()} />, { locale: 'zh-TW', withTrades: false });
  const dialog = await screen.findByRole('dialog', { name: '提出交易' });
  expect(await within(dialog).findByText('新手交易者最多可同時有 3 筆進行中的提案（目前 1 筆）')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: '送出提案' })).toBeEnabled();
});
