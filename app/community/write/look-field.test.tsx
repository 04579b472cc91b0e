import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { roomKeys } from '@/lib/api/keys';
import type { LookDto } from '@/lib/validation/room';
import koCommon from '@/messages/ko/common.json';
import koCommunity from '@/messages/ko/community.json';
import koUser from '@/messages/ko/user.json';
import { useUserStore } from '@/stores/user-store';
import { IntlWrapper } from '@/test/render-with-intl';
import { testQueryClient } from '@/test/render-with-providers';
import { WriteForm, type WritableCategoryGroup } from './write-form';

// Show-off posts offer the writer's saved looks; other boards do not, and send none.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/community/write',
}));
const mockCreate = jest.fn();
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  get: (path: string) => Promise.reject(new Error(`unexpected GET ${path}`)),
  post: (_path: string, body: unknown) => mockCreate(body),
}));

const categories: WritableCategoryGroup[] = [
  { id: 6, name: '자랑', children: [{ id: 27, name: '슬라임 자랑', admin_only: false, post_type: 3 }] },
  { id: 5, name: '자유', children: [{ id: 25, name: '잡담', admin_only: false, post_type: 8 }] },
];
const look: LookDto = {
  uuid: '22222222-2222-4222-8222-222222222222',
  name: '봄 소풍 코디',
  owner: { uuid: 'u7', nickname: '말랑이' },
  equipment: [],
  backdrop: null,
  wall: null,
  floor: null,
  furniture: [],
  share_path: '/room/22222222-2222-4222-8222-222222222222',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function renderForm() {
  const client = testQueryClient();
  client.setQueryData(roomKeys.looks(), [look]);
  return render(
    <QueryClientProvider client={client}>
      <IntlWrapper messages={{ common: koCommon, community: koCommunity, user: koUser }}>
        <WriteForm categories={categories} />
      </IntlWrapper>
    </QueryClientProvider>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, category: string) {
  await user.click(screen.getByRole('combobox', { name: '카테고리' }));
  await user.click(screen.getByRole('option', { name: category }));
  await user.type(screen.getByLabelText('제목'), '코디 평가 부탁드려요');
  await user.type(screen.getByLabelText('내용'), '봄 소풍 코디인데 어떤가요? 솔직하게요.');
}

beforeEach(() => {
  mockCreate.mockReset();
  mockCreate.mockResolvedValue({ id: 1 });
  window.localStorage.clear();
  useUserStore.getState().clearAll();
  useUserStore.getState().login('token-7', { id: 7, uuid: 'u7', nickname: '말랑이', role: 'member' } as never);
});

it('attaches a chosen look to a show-off post', async () => {
  const user = userEvent.setup();
  renderForm();
  await fill(user, '슬라임 자랑');
  const group = screen.getByRole('group', { name: '코디 첨부' });
  expect(screen.getByRole('radio', { name: '첨부 안 함' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: '봄 소풍 코디' }));
  expect(group).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '등록하기' }));
  await waitFor(() => expect(mockCreate).toHaveBeenCalled());
  expect(mockCreate.mock.calls[0][0]).toMatchObject({ category_id: 27, look_uuid: look.uuid });
});

it('offers no look on other boards and sends none', async () => {
  const user = userEvent.setup();
  renderForm();
  await fill(user, '잡담');
  expect(screen.queryByRole('group', { name: '코디 첨부' })).toBeNull();
  await user.click(screen.getByRole('button', { name: '등록하기' }));
  await waitFor(() => expect(mockCreate).toHaveBeenCalled());
  expect(mockCreate.mock.calls[0][0]).not.toHaveProperty('look_uuid');
});
