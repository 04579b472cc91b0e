/**
 * @jest-environment ./test/msw-environment.ts
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import koCommon from '@/messages/ko/common.json';
import koShared from '@/messages/ko/shared.json';
import koUi from '@/messages/ko/ui.json';
import { sent, serveDuringTests, type SentRequest } from '@/test/msw-api';
import { IntlWrapper } from '@/test/render-with-intl';
import { testQueryClient } from '@/test/render-with-providers';
import { ItemEditor } from './item-editor';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, back: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

// Every API call is noted, and answered as a created item.
const requests: SentRequest[] = [];
const server = setupServer(
  http.all('/api/*', async ({ request }) => {
    requests.push(await sent(request));
    return HttpResponse.json({ code: 0, data: { id: 31 } }, { status: 201 });
  }),
);
serveDuringTests(server);
const writes = () => requests.filter((r) => r.method !== 'GET');

// The item types' names live in the shared namespace, which renderScreen does not load.
function renderEditor() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <IntlWrapper locale="ko" messages={{ common: koCommon, shared: koShared, ui: koUi }}>
        <ItemEditor />
      </IntlWrapper>
    </QueryClientProvider>,
  );
}

// The sprite preview stays on its first frame under reduced motion (jsdom has no matchMedia).
window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;

beforeEach(() => {
  requests.length = 0;
  push.mockClear();
});

async function fillItem(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('이름 (한국어)'), '별 모자');
  await user.type(screen.getByLabelText('이름 (繁體中文)'), '星星帽');
  await user.type(screen.getByLabelText('대표 이미지'), '/art/star-hat.png');
  await user.clear(screen.getByLabelText('가격 (젬)'));
  await user.type(screen.getByLabelText('가격 (젬)'), '1,200');
}

it('shows the schema’s refusals of a half-filled sprite and of a layer with no image path', async () => {
  const user = userEvent.setup();
  renderEditor();
  await fillItem(user);
  await user.type(screen.getByLabelText('프레임 수'), '4');
  await user.click(screen.getByRole('button', { name: '레이어 추가' }));
  await user.click(screen.getByRole('button', { name: '저장' }));

  await waitFor(() =>
    expect(screen.getByLabelText('또는 경로 입력')).toHaveAccessibleDescription(
      '스프라이트 이미지, 프레임 크기, 프레임 수를 모두 채우거나 모두 비워 주세요',
    ),
  );
  const layers = within(screen.getByRole('region', { name: '장착 레이어 (equipment objects)' }));
  expect(layers.getByText('올린 이미지나 /art/ 이미지만 쓸 수 있어요')).toBeInTheDocument();
  expect(screen.getAllByText('올린 이미지나 /art/ 이미지만 쓸 수 있어요')).toHaveLength(1);
  expect(writes()).toHaveLength(0);
});

it('sends numbers as numbers, a complete sprite and the layers, then opens the created item', async () => {
  const user = userEvent.setup();
  renderEditor();
  await fillItem(user);
  await user.selectOptions(screen.getByLabelText('등급'), 'S');
  await user.type(screen.getByLabelText('프레임 수'), '4');
  await user.type(screen.getByLabelText('프레임 너비 (px)'), '32');
  await user.type(screen.getByLabelText('프레임 높이 (px)'), '32');
  await user.type(screen.getByLabelText('또는 경로 입력'), '/uploads/sprite/star.png');
  await user.click(screen.getByRole('button', { name: '레이어 추가' }));
  const layers = within(screen.getByRole('region', { name: '장착 레이어 (equipment objects)' }));
  await user.clear(layers.getByLabelText('표시 순서'));
  await user.type(layers.getByLabelText('표시 순서'), '-2');
  await user.type(layers.getByLabelText('대표 이미지'), '/art/star-hat-back.png');
  await user.click(screen.getByRole('button', { name: '저장' }));

  await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/items/31'));
  const { url, body } = writes()[0]!;
  expect(url).toBe('/api/v1/admin/items/');
  expect(body).toEqual({
    name_ko: '별 모자',
    name_zh_tw: '星星帽',
    description_ko: '',
    description_zh_tw: '',
    image: '/art/star-hat.png',
    item_type: 'EQUIPMENT_HAT',
    item_rating: 'S',
    rating_score: 0,
    price: 1200,
    is_show_eyes: true,
    sprite_img: '/uploads/sprite/star.png',
    sprite_width: 32,
    sprite_height: 32,
    sprite_frame: 4,
    equipment_objects: [{ display_order: -2, image: '/art/star-hat-back.png' }],
  });
});
