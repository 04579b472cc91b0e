import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUiStore } from '@/stores/ui-store';
import { GUARD_OK, NO_ACTIONS, REPUTATION, renderTrades, signIn, tradeFixture } from '@/test/render-trades';
import { TradeDetail } from './trade-detail';

const mockGet = jest.fn();
const mockPost = jest.fn();
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  get: (path: string, query?: unknown) => mockGet(path, query),
  post: (path: string, body?: unknown) => mockPost(path, body),
}));

let guard = GUARD_OK;
beforeEach(() => {
  guard = GUARD_OK;
  mockGet.mockReset();
  mockPost.mockReset();
  mockGet.mockImplementation(async (path: string) => {
    if (path === '/v1/trades/guard/') return guard;
    if (path === '/v1/users/them-uuid/reputation/') return REPUTATION;
    throw new Error(`unexpected GET ${path}`);
  });
  useUiStore.setState({ isPlaySoundEffect: false, toastMessage: null });
  signIn();
});

const actionButtons = () => screen.queryByRole('group', { name: '거래 처리' });
const names = () =>
  within(actionButtons()!)
    .getAllByRole('button')
    .map((b) => b.textContent);

it('offers the recipient of a proposal accept and decline, and says an answer is expected', async () => {
  renderTrades(<TradeDetail trade={tradeFixture({ actions: { ...NO_ACTIONS, accept: true, decline: true } })} />);
  expect(names()).toEqual(['수락하기', '거절하기']);
  expect(screen.getByText('제안에 답해 주세요')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('region', { name: '내가 줄 것' })).toHaveTextContent('1,200 젬');
  expect(screen.getByRole('region', { name: '말랑상인님이 줄 것' })).toHaveTextContent('왕관');
  expect(screen.getByText('거래를 제안했어요')).toBeInTheDocument();
  // The counterpart's reputation beside the trade.
  expect(await screen.findByText('75%')).toBeInTheDocument();
});

it('shows only what the actions allow: confirm, cancel and dispute on an accepted trade', () => {
  renderTrades(
    <TradeDetail trade={tradeFixture({ status: 'accepted', actions: { ...NO_ACTIONS, confirm: true, cancel: true, dispute: true } })} />,
  );
  expect(names()).toEqual(['거래 완료 확인', '거래 취소', '분쟁 신고']);
  expect(screen.queryByRole('button', { name: '수락하기' })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: '후기 쓰기' })).not.toBeInTheDocument();
});

it('shows no actions on a trade that is over', () => {
  renderTrades(<TradeDetail trade={tradeFixture({ status: 'cancelled' })} />);
  expect(actionButtons()).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

it('confirms completion after the confirmation dialog', async () => {
  const trade = tradeFixture({ status: 'accepted', actions: { ...NO_ACTIONS, confirm: true } });
  mockPost.mockResolvedValue({ ...trade, recipient_confirmed: true, actions: NO_ACTIONS });
  const user = userEvent.setup();
  renderTrades(<TradeDetail trade={trade} />);
  await user.click(screen.getByRole('button', { name: '거래 완료 확인' }));
  const dialog = await screen.findByRole('alertdialog', { name: '거래를 마쳤나요?' });
  expect(mockPost).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: '거래 완료 확인' }));
  await waitFor(() => expect(mockPost).toHaveBeenCalledWith('/v1/trades/5/confirm/', {}));
  await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('완료를 확인했어요'));
});

it('disputes with a reason of at least 10 characters', async () => {
  const trade = tradeFixture({ status: 'accepted', actions: { ...NO_ACTIONS, dispute: true } });
  mockPost.mockResolvedValue({ ...trade, status: 'disputed', actions: NO_ACTIONS });
  const user = userEvent.setup();
  renderTrades(<TradeDetail trade={trade} />);
  await user.click(screen.getByRole('button', { name: '분쟁 신고' }));
  const form = screen.getByRole('form', { name: '분쟁 신고' });
  await user.type(within(form).getByLabelText(/신고 사유/), '안 줬어요');
  await user.click(within(form).getByRole('button', { name: '신고하기' }));
  expect(await within(form).findByText('사유를 10자 이상 적어 주세요')).toBeInTheDocument();
  expect(mockPost).not.toHaveBeenCalled();

  await user.type(within(form).getByLabelText(/신고 사유/), ' 젬을 보냈는데 아이템이 안 왔어요');
  await user.click(within(form).getByRole('button', { name: '신고하기' }));
  await waitFor(() =>
    expect(mockPost).toHaveBeenCalledWith('/v1/trades/5/dispute/', { reason: '안 줬어요 젬을 보냈는데 아이템이 안 왔어요' }),
  );
});

it('holds accept until the rare-item warning is acknowledged', async () => {
  guard = { ...GUARD_OK, rare_warning: true, counterpart: { completed: 0 } };
  const trade = tradeFixture({ actions: { ...NO_ACTIONS, accept: true, decline: true } });
  mockPost.mockResolvedValue({ ...trade, status: 'accepted', actions: NO_ACTIONS });
  const user = userEvent.setup();
  renderTrades(<TradeDetail trade={trade} />);
  const accept = screen.getByRole('button', { name: '수락하기' });
  await screen.findByText('희귀 아이템 거래 주의');
  expect(accept).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: /위험을 이해했고/ }));
  expect(accept).toBeEnabled();
  await user.click(accept);
  await waitFor(() => expect(mockPost).toHaveBeenCalledWith('/v1/trades/5/accept/', {}));
  expect(mockGet).toHaveBeenCalledWith('/v1/trades/guard/', { with: 'them-uuid', item_ids: '7' });
});
