import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { ApiError } from '@/lib/api/request';
import koCommon from '@/messages/ko/common.json';
import koCommunity from '@/messages/ko/community.json';
import koUser from '@/messages/ko/user.json';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { IntlWrapper } from '@/test/render-with-intl';
import { testQueryClient } from '@/test/render-with-providers';
import { draftKey } from './draft';
import { WriteForm, type WritableCategoryGroup } from './write-form';

const replace = jest.fn();
const back = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back, replace, prefetch: jest.fn(), refresh }),
  usePathname: () => '/community/write',
}));
// The write calls by request: POST /v1/community/ creates, PUT /v1/community/{id}/ updates, the multipart POST uploads.
const mockApi = { createPost: jest.fn(), updatePost: jest.fn(), uploadPostImage: jest.fn() };
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  post: (_path: string, body: unknown) => mockApi.createPost(body),
  put: (path: string, body: unknown) => mockApi.updatePost(Number(path.split('/')[3]), body),
  postMultipart: (_path: string, form: FormData) => mockApi.uploadPostImage(form.get('image')),
}));
const api = mockApi;

const categories: WritableCategoryGroup[] = [
  { id: 5, name: '자유', children: [{ id: 25, name: '잡담', admin_only: false }] },
  { id: 1, name: '소식', children: [{ id: 10, name: '공지사항', admin_only: true }] },
];
const me = { id: 7, uuid: 'u7', nickname: '말랑이', role: 'member' } as never;

function renderForm(ui: ReactElement = <WriteForm categories={categories} />) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <IntlWrapper messages={{ common: koCommon, community: koCommunity, user: koUser }}>{ui}</IntlWrapper>
    </QueryClientProvider>,
  );
}

const title = () => screen.getByLabelText('제목');
const categoryBox = () => screen.getByRole('combobox', { name: '카테고리' });
async function pickCategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(categoryBox());
  await user.click(screen.getByRole('option', { name }));
}
const content = () => screen.getByLabelText('내용');
const submit = () => screen.getByRole('button', { name: '등록하기' });

beforeEach(() => {
  replace.mockReset();
  back.mockReset();
  refresh.mockReset();
  Object.values(api).forEach((fn) => fn.mockReset());
  window.localStorage.clear();
  useUserStore.getState().clearAll();
  useUserStore.getState().login('token-7', me);
  useUiStore.setState({ toastMessage: null, isToastVisible: false });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

it('counts the title (35) and the content (5000) as the user types', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(title(), '슬라임 일기');
  expect(screen.getByText('6/35')).toBeInTheDocument();
  await user.type(content(), '오늘은 물을 많이 마셨다');
  expect(screen.getByText('13/5000')).toBeInTheDocument();
  expect(title()).toHaveAttribute('maxLength', '35');
  expect(content()).toHaveAttribute('maxLength', '5000');
});

it('only offers categories a member may write in, under their groups', async () => {
  const user = userEvent.setup();
  renderForm();
  expect(categoryBox()).toHaveTextContent('카테고리를 선택해 주세요');
  await user.click(categoryBox());
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['잡담']);
  expect(screen.getByRole('group', { name: '자유' })).toContainElement(screen.getByRole('option', { name: '잡담' }));
});

it('keeps a draft as the user types and restores it on return, until it is discarded', async () => {
  const user = userEvent.setup();
  const first = renderForm();
  await pickCategory(user, '잡담');
  await user.type(title(), '쓰다 만 글');
  await user.type(content(), '여기까지 썼는데 창이 닫혔다');
  const saved = JSON.parse(window.localStorage.getItem(draftKey(null))!);
  expect(saved).toMatchObject({ category_id: 25, title: '쓰다 만 글', content: '여기까지 썼는데 창이 닫혔다', owner: 7 });
  first.unmount();

  renderForm();
  expect(title()).toHaveValue('쓰다 만 글');
  expect(content()).toHaveValue('여기까지 썼는데 창이 닫혔다');
  expect(categoryBox()).toHaveTextContent('잡담');
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('작성 중이던 글을 불러왔어요.');
  // The restored text is still unsent: it counts as a change.
  expect(screen.getByText('이 기기에 임시 저장됨')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '처음부터 다시 쓰기' }));
  expect(title()).toHaveValue('');
  expect(categoryBox()).toHaveTextContent('카테고리를 선택해 주세요');
  expect(screen.queryByText('이 기기에 임시 저장됨')).not.toBeInTheDocument();
  expect(window.localStorage.getItem(draftKey(null))).toBeNull();
});

it('does not restore another member’s draft on this device', () => {
  window.localStorage.setItem(
    draftKey(null),
    JSON.stringify({ category_id: 25, title: '남의 글', content: '다른 계정이 쓰던 내용이에요', images: [], video_urls: [], owner: 99 }),
  );
  renderForm();
  expect(title()).toHaveValue('');
});

it('checks the rules before sending and shows each error next to its field', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.type(content(), '아홉 글자 내용임');
  await user.click(submit());
  expect(api.createPost).not.toHaveBeenCalled();
  expect(screen.getByText('카테고리를 선택해 주세요', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByText('제목을 입력해 주세요')).toBeInTheDocument();
  expect(screen.getByText('내용을 10자 이상 입력해 주세요')).toBeInTheDocument();
  expect(categoryBox()).toHaveFocus();
  expect(categoryBox()).toHaveAttribute('aria-invalid', 'true');
  expect(categoryBox()).toHaveAccessibleDescription('카테고리를 선택해 주세요');
  expect(screen.getByRole('alert')).toHaveTextContent('빨간 표시가 된 항목을 확인해 주세요');
});

it('clears a field’s error as soon as it is edited, and checks it again only on the next submit', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(submit());
  expect(screen.getByText('내용을 10자 이상 입력해 주세요')).toBeInTheDocument();
  expect(content()).toHaveAttribute('aria-invalid', 'true');
  await user.type(content(), '짧다');
  expect(screen.queryByText('내용을 10자 이상 입력해 주세요')).not.toBeInTheDocument();
  expect(content()).not.toHaveAttribute('aria-invalid');
  expect(screen.getByText('제목을 입력해 주세요')).toBeInTheDocument();
  await user.click(submit());
  expect(await screen.findByText('내용을 10자 이상 입력해 주세요')).toBeInTheDocument();
  expect(api.createPost).not.toHaveBeenCalled();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await pickCategory(user, '잡담');
  await user.type(title(), '오늘의 슬라임');
  await user.type(content(), '말랑말랑한 하루였어요. 내일도 놀아요!');
}

it('keeps everything typed when the server refuses, with the server’s field errors in place', async () => {
  api.createPost.mockRejectedValue(
    new ApiError(400, 1000, 'Validation failed', {}, { category_id: ['categoryNotWritable'], 'images.0': ['imageNotOwned'] }),
  );
  const user = userEvent.setup();
  renderForm();
  await fillValid(user);
  await user.click(submit());
  expect(await screen.findByText('이 카테고리에는 글을 쓸 수 없어요')).toBeInTheDocument();
  expect(categoryBox()).toHaveFocus();
  expect(categoryBox()).toHaveAccessibleDescription('이 카테고리에는 글을 쓸 수 없어요');
  expect(screen.getByText('직접 올린 사진만 첨부할 수 있어요')).toBeInTheDocument();
  expect(screen.getAllByRole('alert')[0]).toHaveTextContent('글을 등록하지 못했어요');
  expect(title()).toHaveValue('오늘의 슬라임');
  expect(content()).toHaveValue('말랑말랑한 하루였어요. 내일도 놀아요!');
  expect(JSON.parse(window.localStorage.getItem(draftKey(null))!).title).toBe('오늘의 슬라임');
  expect(replace).not.toHaveBeenCalled();
});

it('focuses the first field the server refused and leaves paths it does not know to the form’s alert', async () => {
  api.createPost.mockRejectedValue(
    new ApiError(400, 1000, 'Validation failed', {}, { content: ['invalidCharacters'], unknown_field: ['x'] }),
  );
  const user = userEvent.setup();
  renderForm();
  await fillValid(user);
  await user.click(submit());
  expect(await screen.findByText('입력할 수 없는 문자가 들어 있어요')).toBeInTheDocument();
  expect(content()).toHaveFocus();
  expect(content()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('alert')).toHaveTextContent('글을 등록하지 못했어요 · 빨간 표시가 된 항목을 확인해 주세요');
  await user.type(content(), '!');
  expect(screen.queryByText('입력할 수 없는 문자가 들어 있어요')).not.toBeInTheDocument();
});

it('says why when the server is busy or the network fails, keeping the text', async () => {
  api.createPost.mockRejectedValueOnce(new ApiError(429, 1700, 'Too many requests', {}));
  api.createPost.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const user = userEvent.setup();
  renderForm();
  await fillValid(user);
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('글을 등록하지 못했어요 · 요청이 너무 많아요. 잠시 후 다시 시도해 주세요');
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('네트워크 연결을 확인해 주세요'));
  expect(title()).toHaveValue('오늘의 슬라임');
});

it('posts, clears the draft and opens the new post', async () => {
  api.createPost.mockResolvedValue({ id: 321 });
  const user = userEvent.setup();
  renderForm();
  await fillValid(user);
  await user.click(submit());
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/community/detail/321'));
  // Back from the post must not show the list the router kept from before, without the post.
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(refresh.mock.invocationCallOrder[0]).toBeGreaterThan(replace.mock.invocationCallOrder[0]!);
  expect(api.createPost).toHaveBeenCalledWith({
    category_id: 25,
    title: '오늘의 슬라임',
    content: '말랑말랑한 하루였어요. 내일도 놀아요!',
    images: [],
    video_urls: [],
  });
  expect(window.localStorage.getItem(draftKey(null))).toBeNull();
  expect(useUiStore.getState().toastMessage).toBe('글을 등록했어요');
});

describe('trade posts', () => {
  const trade: WritableCategoryGroup[] = [
    ...categories,
    { id: 3, name: '거래', children: [{ id: 30, name: '삽니다', admin_only: false, post_type: 5 }] },
  ];
  const slime = { id: 11, name: '말랑 젤리', image: '/art/items/11.png', item_rating: 'rare' };

  beforeEach(() =>
    window.localStorage.setItem(
      draftKey(null),
      JSON.stringify({
        category_id: 30,
        title: '젤리 삽니다',
        content: '말랑 젤리 두 개 구해요. 연락 주세요!',
        images: [],
        video_urls: [],
        items: [slime],
        owner: 7,
      }),
    ),
  );

  it('sends the chosen items with their counts and prices', async () => {
    api.createPost.mockResolvedValue({ id: 77 });
    const user = userEvent.setup();
    renderForm(<WriteForm categories={trade} />);
    expect(screen.getByTestId('write-item-chip')).toHaveTextContent('말랑 젤리');
    await user.clear(screen.getByLabelText('말랑 젤리 수량'));
    await user.type(screen.getByLabelText('말랑 젤리 수량'), '2');
    await user.type(screen.getByLabelText('말랑 젤리 개당 가격 (젬)'), '150');
    await user.click(submit());
    await waitFor(() =>
      expect(api.createPost).toHaveBeenCalledWith({
        category_id: 30,
        title: '젤리 삽니다',
        content: '말랑 젤리 두 개 구해요. 연락 주세요!',
        images: [],
        video_urls: [],
        items: [{ id: 11, count: 2, price: 150 }],
      }),
    );
  });

  it('shows the server’s items error on the item field', async () => {
    api.createPost.mockRejectedValue(new ApiError(400, 1000, 'Validation failed', {}, { 'items.0': ['itemUnknown'] }));
    const user = userEvent.setup();
    renderForm(<WriteForm categories={trade} />);
    await user.click(submit());
    expect(await screen.findByText('찾을 수 없는 아이템이 있어요')).toBeInTheDocument();
    expect(document.getElementById('write-items')).toHaveFocus();
  });

  it('leaves the items out in other categories', async () => {
    api.createPost.mockResolvedValue({ id: 78 });
    const user = userEvent.setup();
    renderForm(<WriteForm categories={trade} />);
    await pickCategory(user, '잡담');
    expect(screen.queryByTestId('write-item-chip')).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(api.createPost).toHaveBeenCalled());
    expect(api.createPost.mock.calls[0][0]).not.toHaveProperty('items');
  });
});

it('asks before leaving with unsaved changes, and leaves at once when nothing changed', async () => {
  const history = jest.spyOn(window.history, 'length', 'get').mockReturnValue(2);
  const sound = jest.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const user = userEvent.setup();
  renderForm();
  await user.type(title(), '쓰는 중');
  expect(screen.getByText('이 기기에 임시 저장됨')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
  const dialog = screen.getByRole('alertdialog', { name: '글쓰기를 그만둘까요?' });
  await user.click(within(dialog).getByRole('button', { name: '계속 쓰기' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(back).not.toHaveBeenCalled();
  expect(title()).toHaveValue('쓰는 중');
  await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '나가기' }));
  expect(back).toHaveBeenCalledTimes(1);

  await user.clear(title());
  expect(screen.queryByText('이 기기에 임시 저장됨')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(back).toHaveBeenCalledTimes(2);
  history.mockRestore();
  sound.mockRestore();
});

it('holds the submit while a picture is still uploading', async () => {
  api.uploadPostImage.mockReturnValue(new Promise(() => undefined));
  const user = userEvent.setup();
  renderForm();
  await fillValid(user);
  fireEvent.change(screen.getByLabelText('사진 추가'), {
    target: { files: [new File([new Uint8Array(10)], 'a.png', { type: 'image/png' })] },
  });
  expect(await screen.findByText('사진 올리는 중...')).toBeInTheDocument();
  await user.click(submit());
  expect(screen.getByRole('alert')).toHaveTextContent('사진을 올리는 중이에요. 잠시만 기다려 주세요');
  expect(api.createPost).not.toHaveBeenCalled();
});

it('sends a guest to log in first', () => {
  useUserStore.getState().logout();
  renderForm();
  expect(replace).toHaveBeenCalledWith('/login?next=%2Fcommunity%2Fwrite');
});

it('asks before the tab is closed with unsaved changes', async () => {
  const user = userEvent.setup();
  renderForm();
  const clean = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(clean);
  expect(clean.defaultPrevented).toBe(false);
  await user.type(title(), '아직 안 올림');
  const dirty = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(dirty);
  expect(dirty.defaultPrevented).toBe(true);
});

describe('images', () => {
  const file = (bytes: number, name = 'slime.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

  it('refuses a file over 5 MB and an unsupported format before uploading', async () => {
    renderForm();
    const input = screen.getByLabelText('사진 추가');
    fireEvent.change(input, { target: { files: [file(5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('파일이 너무 커요 (최대 5MB)')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [file(10, 'x.svg', 'image/svg+xml')] } });
    expect(await screen.findByText('지원하지 않는 파일 형식이에요')).toBeInTheDocument();
    expect(api.uploadPostImage).not.toHaveBeenCalled();
  });

  it('uploads a picked image at once, shows it, and lets it be removed', async () => {
    let finish: (v: unknown) => void = () => undefined;
    api.uploadPostImage.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderForm();
    fireEvent.change(screen.getByLabelText('사진 추가'), { target: { files: [file(100)] } });
    expect(await screen.findByText('사진 올리는 중...')).toBeInTheDocument();
    await act(async () => finish({ uuid: 'a', url: '/uploads/post/2026/11/a.webp', width: 8, height: 8 }));
    expect(screen.getByAltText('첨부한 사진 1')).toHaveAttribute('src', '/uploads/post/2026/11/a.webp');
    expect(screen.getByText('1/10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1번째 사진 빼기' }));
    expect(screen.queryByAltText('첨부한 사진 1')).not.toBeInTheDocument();
  });

  it('maps the server’s upload refusals to the catalogue’s messages', async () => {
    api.uploadPostImage.mockRejectedValue(new ApiError(415, 1601, 'Unsupported', {}));
    renderForm();
    fireEvent.change(screen.getByLabelText('사진 추가'), { target: { files: [file(100, 'fake.png')] } });
    expect(await screen.findByText('지원하지 않는 파일 형식이에요')).toBeInTheDocument();
  });
});

describe('edit mode', () => {
  const post = {
    id: 44,
    author_id: 7,
    category_id: 25,
    title: '원래 제목',
    content: '원래 내용입니다. 열 글자 넘게요.',
    images: [],
    video_urls: ['https://youtu.be/dQw4w9WgXcQ'],
  };

  it('is prefilled with the post and saves it with PUT', async () => {
    api.updatePost.mockResolvedValue({ id: 44 });
    const user = userEvent.setup();
    renderForm(<WriteForm categories={categories} post={post} />);
    expect(title()).toHaveValue('원래 제목');
    expect(screen.getByText('https://youtu.be/dQw4w9WgXcQ')).toBeInTheDocument();
    await user.clear(title());
    await user.type(title(), '고친 제목');
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    await waitFor(() => expect(api.updatePost).toHaveBeenCalledWith(44, expect.objectContaining({ title: '고친 제목' })));
    expect(replace).toHaveBeenCalledWith('/community/detail/44');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('is refused to anyone but the author', () => {
    renderForm(<WriteForm categories={categories} post={{ ...post, author_id: 8 }} />);
    expect(screen.getByText('내가 쓴 글만 수정할 수 있어요')).toBeInTheDocument();
    expect(screen.queryByLabelText('제목')).not.toBeInTheDocument();
  });
});
