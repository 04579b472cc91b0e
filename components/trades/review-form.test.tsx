import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUiStore } from '@/stores/ui-store';
import { ApiError } from '@/lib/api/request';
import { member, renderTrades, signIn } from '@/test/render-trades';
import { ReviewForm } from './review-form';

const mockPost = jest.fn();
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  post: (path: string, body?: unknown) => mockPost(path, body),
}));

beforeEach(() => {
  mockPost.mockReset();
  useUiStore.setState({ toastMessage: null });
  signIn();
});

it('asks for a rating before sending', async () => {
  const user = userEvent.setup();
  renderTrades(<ReviewForm tradeId={5} />);
  await user.click(screen.getByRole('button', { name: '후기 남기기' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('평가를 골라 주세요');
  expect(mockPost).not.toHaveBeenCalled();
});

it('sends the rating and the trimmed comment', async () => {
  mockPost.mockResolvedValue({
    id: 9,
    trade_id: 5,
    rating: 'positive',
    comment: '친절해요',
    reviewer: member(1, 'me-uuid', '나'),
    created_at: '',
  });
  const user = userEvent.setup();
  renderTrades(<ReviewForm tradeId={5} />);
  await user.click(screen.getByRole('radio', { name: '좋아요' }));
  await user.type(screen.getByLabelText(/한줄 후기/), '  친절해요 ');
  await user.click(screen.getByRole('button', { name: '후기 남기기' }));
  await waitFor(() => expect(mockPost).toHaveBeenCalledWith('/v1/trades/5/review/', { rating: 'positive', comment: '친절해요' }));
  await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('후기를 남겼어요'));
});

it('sends a rating without a comment, and shows the server’s refusal in Chinese', async () => {
  mockPost.mockRejectedValue(new ApiError(409, 1500, '已經評價過了', null));
  const user = userEvent.setup();
  renderTrades(<ReviewForm tradeId={5} />, { locale: 'zh-TW' });
  await user.click(screen.getByRole('radio', { name: '普通' }));
  await user.click(screen.getByRole('button', { name: '送出評價' }));
  await waitFor(() => expect(mockPost).toHaveBeenCalledWith('/v1/trades/5/review/', { rating: 'neutral' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('已經評價過了');
});
