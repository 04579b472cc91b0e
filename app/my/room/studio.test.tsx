import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { roomKeys } from '@/lib/api/keys';
import { ApiError } from '@/lib/api/request';
import type { LookDto, LookItemDto } from '@/lib/validation/room';
import { useUserStore } from '@/stores/user-store';
import { renderScreen, testQueryClient } from '@/test/render-with-providers';
import { Studio } from './studio';

// The dress-up studio: trying items on, furnishing the room, saving, and the sell-list badge.

const mockApi = { post: jest.fn(), put: jest.fn(), del: jest.fn() };
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  get: (path: string) => Promise.reject(new Error(`unexpected GET ${path}`)),
  post: (path: string, body: unknown) => mockApi.post(path, body),
  put: (path: string, body: unknown) => mockApi.put(path, body),
  del: (path: string) => mockApi.del(path),
}));

let seq = 0;
const item = (name: string, item_type: string, extra: Partial<LookItemDto> = {}): LookItemDto => ({
  id: ++seq,
  uuid: `00000000-0000-4000-8000-00000000000${seq}`,
  name,
  image: `/art/items/${seq}.png`,
  item_type: item_type as LookItemDto['item_type'],
  item_rating: 'A',
  grade_color: '#8e4ec6',
  is_show_eyes: true,
  sprite_img: null,
  sprite_frame: null,
  display_order: null,
  ...extra,
});

const crown = item('왕관', 'EQUIPMENT_HAT');
const beanie = item('비니', 'EQUIPMENT_HAT');
const set = item('별밤 세트', 'WALL_FLOOR_SET');
const lamp = item('버섯 스탠드', 'STAND_FURNITURE');

const savedLook = (over: Partial<LookDto> = {}): LookDto => ({
  uuid: '11111111-1111-4111-8111-111111111111',
  name: '저장한 코디',
  owner: { uuid: 'u1', nickname: '말랑이' },
  equipment: [crown],
  backdrop: null,
  wall: null,
  floor: null,
  furniture: [],
  share_path: '/room/11111111-1111-4111-8111-111111111111',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

function renderStudio(looks: LookDto[] = [], initialLook: string | null = null) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(roomKeys.catalogue(), { items: [crown, beanie, set, lamp], sell_item_ids: [beanie.id] });
  queryClient.setQueryData(roomKeys.looks(), looks);
  renderScreen(<Studio initialLook={initialLook} />, { queryClient });
  return queryClient;
}

const catalogueItem = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

beforeEach(() => {
  Object.values(mockApi).forEach((fn) => fn.mockReset());
  // The delete confirmation is for signed-in members.
  useUserStore.setState({ userToken: 'token' });
});

it('puts items on one per slot, marks the sell list, and saves the look as new', async () => {
  const user = userEvent.setup();
  renderStudio();
  expect(within(catalogueItem('비니')).getByText('판매 중')).toBeInTheDocument();
  expect(within(catalogueItem('왕관')).queryByText('판매 중')).toBeNull();

  await user.click(catalogueItem('왕관'));
  expect(catalogueItem('왕관')).toHaveAttribute('aria-pressed', 'true');
  // Another hat takes the crown's place.
  await user.click(catalogueItem('비니'));
  expect(catalogueItem('비니')).toHaveAttribute('aria-pressed', 'true');
  expect(catalogueItem('왕관')).toHaveAttribute('aria-pressed', 'false');

  await user.click(screen.getByRole('tab', { name: '벽·바닥' }));
  await user.click(catalogueItem('별밤 세트'));

  mockApi.post.mockResolvedValue(savedLook({ name: '겨울 코디', equipment: [beanie], backdrop: set }));
  await user.type(screen.getByLabelText('코디 이름'), '겨울 코디');
  await user.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(mockApi.post).toHaveBeenCalled());
  expect(mockApi.post).toHaveBeenCalledWith('/v1/room/looks/', {
    name: '겨울 코디',
    equipment: [beanie.id],
    backdrop_item_id: set.id,
    wall_item_id: null,
    floor_item_id: null,
    furniture: [],
  });
  expect(await screen.findByRole('link', { name: '공유 페이지' })).toHaveAttribute('href', '/room/11111111-1111-4111-8111-111111111111');
});

it('places furniture on the cell chosen with the keyboard, and clears it again', async () => {
  const user = userEvent.setup();
  renderStudio();
  await user.click(screen.getByRole('tab', { name: '장착' }));
  // Arrow keys move between the tabs.
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('tab', { name: '가구' })).toHaveAttribute('aria-selected', 'true');
  await user.click(catalogueItem('버섯 스탠드'));
  expect(screen.getByRole('status')).toHaveTextContent('버섯 스탠드: 놓을 칸을 고르세요');
  const grid = screen.getByRole('group', { name: '가구 놓을 자리' });
  expect(within(grid).getAllByRole('button')).toHaveLength(48);
  within(grid).getByRole('button', { name: '2열 5행' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('가구 1/12');
  // Only the occupied cell stays a button; pressing it clears the piece.
  const placed = within(screen.getByRole('group', { name: '가구 놓을 자리' })).getByRole('button');
  expect(placed).toHaveAccessibleName('2열 5행: 버섯 스탠드 (누르면 치워요)');
  await user.click(placed);
  expect(screen.queryByRole('group', { name: '가구 놓을 자리' })).toBeNull();
});

it('checks the name before sending, and shows the server’s field errors', async () => {
  const user = userEvent.setup();
  renderStudio();
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('코디 이름을 입력해 주세요.')).toBeInTheDocument();
  expect(mockApi.post).not.toHaveBeenCalled();

  mockApi.post.mockRejectedValue(new ApiError(400, 1000, 'Validation failed', null, { 'equipment.0': ['itemUnknown'] }));
  await user.type(screen.getByLabelText('코디 이름'), '코디');
  await user.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('없는 아이템이 들어 있어요.');
});

it('opens a saved look to change it, and deletes it after asking', async () => {
  const user = userEvent.setup();
  const look = savedLook();
  renderStudio([look], look.uuid);
  expect(screen.getByLabelText('코디 이름')).toHaveValue('저장한 코디');
  expect(catalogueItem('왕관')).toHaveAttribute('aria-pressed', 'true');

  mockApi.put.mockResolvedValue(savedLook({ equipment: [] }));
  await user.click(catalogueItem('왕관'));
  await user.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(mockApi.put).toHaveBeenCalledWith(`/v1/room/looks/${look.uuid}/`, expect.objectContaining({ equipment: [] })));

  mockApi.del.mockResolvedValue({ uuid: look.uuid });
  await user.click(screen.getByRole('button', { name: '삭제' }));
  const dialog = await screen.findByRole('alertdialog', { name: '코디를 삭제할까요?' });
  await user.click(within(dialog).getByRole('button', { name: '삭제' }));
  await waitFor(() => expect(mockApi.del).toHaveBeenCalledWith(`/v1/room/looks/${look.uuid}/`));
  await waitFor(() => expect(screen.getByLabelText('코디 이름')).toHaveValue(''));
});
