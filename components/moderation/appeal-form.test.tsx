import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/request';
import { useUiStore } from '@/stores/ui-store';
import { renderScreen } from '@/test/render-with-providers';
import { AppealForm } from './appeal-form';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn(), refresh, prefetch: jest.fn() }),
}));
const mockPost = jest.fn();
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  post: (path: string, body: unknown) => mockPost(path, body),
}));

beforeEach(() => {
  mockPost.mockReset();
  refresh.mockReset();
  useUiStore.setState({ toastMessage: null });
});

it('refuses an empty appeal without sending it', async () => {
  const user = userEvent.setup();
  renderScreen(<AppealForm sanctionId={4} />);
  await user.type(screen.getByLabelText(/이의 신청 내용/), '   ');
  await user.click(screen.getByRole('button', { name: '이의 신청하기' }));
  await waitFor(() => expect(screen.getByLabelText(/이의 신청 내용/)).toHaveAccessibleDescription(/내용을 입력해 주세요/));
  expect(mockPost).not.toHaveBeenCalled();
});

it('sends the trimmed text to the sanction’s appeal, then refreshes the page', async () => {
  mockPost.mockResolvedValue({ id: 1, status: 'pending' });
  const user = userEvent.setup();
  renderScreen(<AppealForm sanctionId={4} />);
  await user.type(screen.getByLabelText(/이의 신청 내용/), '  광고가 아니에요  ');
  await user.click(screen.getByRole('button', { name: '이의 신청하기' }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(mockPost).toHaveBeenCalledWith('/v1/users/me/sanctions/4/appeal/', { text: '광고가 아니에요' });
  expect(useUiStore.getState().toastMessage).toBe('이의 신청을 보냈어요');
});

it('says so in Chinese when the sanction was already appealed', async () => {
  mockPost.mockRejectedValue(new ApiError(409, 1500, 'conflict', null, { _: ['appealExists'] }));
  const user = userEvent.setup();
  renderScreen(<AppealForm sanctionId={4} />, { locale: 'zh-TW' });
  await user.type(screen.getByLabelText(/申訴內容/), '這是招募文');
  await user.click(screen.getByRole('button', { name: '送出申訴' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('你已經申訴過了');
});
