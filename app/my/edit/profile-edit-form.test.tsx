import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/request';
import type { User } from '@/lib/api/user';
import { ERROR_CODES } from '@/lib/errors';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { renderScreen } from '@/test/render-with-providers';
import { ProfileEditForm } from './profile-edit-form';

const push = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace, back: jest.fn(), prefetch: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/my/edit',
}));
// GET /v1/user/ (me), GET /v1/user/badges/, GET /v1/user/nickname/available/; PATCH /v1/user/profile/ saves.
const mockApi = { me: jest.fn(), badges: jest.fn(), available: jest.fn(), update: jest.fn() };
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  get: (path: string, query?: { nickname?: string }) =>
    path === '/v1/user/layer/'
      ? mockApi.me().then((me: unknown) => ({ me }))
      : path === '/v1/user/badges/'
        ? mockApi.badges()
        : path === '/v1/user/nickname/available/'
          ? mockApi.available(query?.nickname)
          : Promise.reject(new Error(`unexpected GET ${path}`)),
  patch: (_path: string, body: unknown) => mockApi.update(body),
}));
const api = mockApi;

const me = {
  id: 7,
  uuid: 'u7',
  nickname: '말랑이',
  email: null,
  phone: null,
  status_message: '안녕하세요',
  profile_image: null,
  role: 'member',
  referral_ball: 0,
  created_at: '2026-01-01T00:00:00Z',
  represent_badge: null,
  badges: [],
} as unknown as User;
const badge = { id: 3, title: '첫 글', hex_code: '#ffcc00', code: 'first', description: '', acquired_at: '', is_representative: false };

async function renderForm(user: Partial<User> = {}) {
  api.me.mockResolvedValue({ ...me, ...user });
  renderScreen(<ProfileEditForm />);
  return { nickname: await screen.findByLabelText('닉네임'), status: screen.getByLabelText('상태 메시지') };
}
const save = () => screen.getByRole('button', { name: '저장' });

beforeEach(() => {
  Object.values(api).forEach((fn) => fn.mockReset());
  api.badges.mockResolvedValue([badge]);
  api.available.mockResolvedValue({ available: true });
  push.mockReset();
  useUserStore.getState().clearAll();
  useUserStore.getState().login('token-7', me);
  useUiStore.setState({ toastMessage: null, isToastVisible: false });
});

it('starts from the profile, with nothing to save until something changes', async () => {
  const { nickname, status } = await renderForm();
  expect(nickname).toHaveValue('말랑이');
  expect(status).toHaveValue('안녕하세요');
  expect(save()).toBeDisabled();
});

it('shows a broken nickname rule under the field as it is typed, and holds the save', async () => {
  const user = userEvent.setup();
  const { nickname } = await renderForm();
  await user.clear(nickname);
  await user.type(nickname, '말');
  expect(await screen.findByText('닉네임은 2~10자로 입력해 주세요')).toBeInTheDocument();
  expect(nickname).toHaveAttribute('aria-invalid', 'true');
  expect(save()).toBeDisabled();
  await user.type(nickname, ' 랑');
  expect(await screen.findByText('공백과 특수문자 < > " \' ` & 는 쓸 수 없어요')).toBeInTheDocument();
  await user.clear(nickname);
  await user.type(nickname, '말랑말랑');
  expect(await screen.findByText('사용할 수 있는 닉네임이에요')).toBeInTheDocument();
  expect(screen.queryByText('닉네임은 2~10자로 입력해 주세요')).not.toBeInTheDocument();
  expect(save()).toBeEnabled();
});

it('asks a member without a nickname for one before anything is saved', async () => {
  const user = userEvent.setup();
  const { status } = await renderForm({ nickname: null });
  expect(screen.getByText('닉네임은 2~10자로 입력해 주세요')).toBeInTheDocument();
  await user.type(status, ' 반가워요');
  expect(save()).toBeDisabled();
});

it('sends only what changed, trimmed, and goes back to the my page', async () => {
  api.update.mockImplementation(async (body: object) => ({ ...me, ...body, represent_badge: { badge } }));
  const user = userEvent.setup();
  const { status } = await renderForm();
  await user.clear(status);
  await user.type(status, '  오늘도 말랑  ');
  await user.click(await screen.findByRole('radio', { name: '첫 글' }));
  await user.click(save());
  await waitFor(() => expect(push).toHaveBeenCalledWith('/my'));
  expect(api.update).toHaveBeenCalledTimes(1);
  expect(api.update.mock.calls[0][0]).toEqual({ status_message: '오늘도 말랑', represent_badge_id: 3 });
  expect(useUiStore.getState().toastMessage).toBe('프로필을 저장했어요');
});

it('leaves a nickname from before today’s rules alone when it is not changed', async () => {
  api.update.mockResolvedValue({ ...me, nickname: 'x', status_message: '새 글' });
  const user = userEvent.setup();
  const { status } = await renderForm({ nickname: 'x' });
  expect(screen.queryByText('닉네임은 2~10자로 입력해 주세요')).not.toBeInTheDocument();
  await user.clear(status);
  await user.type(status, '새 글');
  await user.click(save());
  await waitFor(() => expect(api.update).toHaveBeenCalledWith({ status_message: '새 글' }));
});

it('puts the server’s field errors on their fields, until the field changes', async () => {
  api.update.mockRejectedValueOnce(
    new ApiError(400, 1000, 'Validation failed', {}, { status_message: ['invalidCharacters'], represent_badge_id: ['badgeNotOwned'] }),
  );
  const user = userEvent.setup();
  const { status } = await renderForm();
  await user.type(status, '!');
  await user.click(await screen.findByRole('radio', { name: '첫 글' }));
  await user.click(save());
  expect(await screen.findByText('입력할 수 없는 문자가 들어 있어요')).toBeInTheDocument();
  expect(status).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('가지고 있는 배지만 대표 배지로 정할 수 있어요')).toBeInTheDocument();
  expect(useUiStore.getState().toastMessage).toBeNull();
  await user.type(status, '?');
  await waitFor(() => expect(screen.queryByText('입력할 수 없는 문자가 들어 있어요')).not.toBeInTheDocument());
});

it('says a nickname was taken meanwhile, and falls back to a toast for anything else', async () => {
  api.update.mockRejectedValueOnce(new ApiError(409, ERROR_CODES.NICKNAME_IN_USE.code, 'Nickname in use', {}));
  api.update.mockRejectedValueOnce(new ApiError(400, 1000, 'Validation failed', {}, { profile_image: ['profileImageNotOwned'] }));
  const user = userEvent.setup();
  const { nickname } = await renderForm();
  await user.clear(nickname);
  await user.type(nickname, '새닉네임');
  await waitFor(() => expect(save()).toBeEnabled());
  await user.click(save());
  expect(await screen.findByText('이미 사용 중인 닉네임이에요')).toBeInTheDocument();
  await user.type(nickname, '2');
  await waitFor(() => expect(save()).toBeEnabled());
  await user.click(save());
  await waitFor(() => expect(useUiStore.getState().toastMessage).toBe('프로필을 저장하지 못했어요. 다시 시도해 주세요'));
  expect(api.update).toHaveBeenLastCalledWith({ nickname: '새닉네임2' });
});
