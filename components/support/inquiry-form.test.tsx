import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ApiError } from '@/lib/api/request';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import koSupport from '@/messages/ko/support.json';
import zhSupport from '@/messages/zh-TW/support.json';
import { renderScreen } from '@/test/render-with-providers';
import type { Locale } from '@/lib/constants';
import { InquiryForm } from './inquiry-form';
import { draftKey } from './inquiry-draft';

const replace = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace, refresh, prefetch: jest.fn() }),
  usePathname: () => '/support/new',
  useSearchParams: () => new URLSearchParams(),
}));
// The form files through POST /v1/support/inquiries/ (the only POST it makes); uploads are mocked whole.
const mockCreateInquiry = jest.fn();
// A follow-up reads its original through GET /v1/support/inquiries/{id}/.
const mockGetInquiry = jest.fn();
jest.mock('@/lib/api/request', () => ({
  ...jest.requireActual('@/lib/api/request'),
  post: (_path: string, body: unknown) => mockCreateInquiry(body),
  get: (path: string) => mockGetInquiry(Number(path.split('/')[4])),
}));
jest.mock('@/lib/api/support', () => {
  const actual = jest.requireActual('@/lib/api/support');
  return { ...actual, uploadInquiryImage: jest.fn() };
});
const api = {
  createInquiry: mockCreateInquiry,
  uploadInquiryImage: (jest.requireMock('@/lib/api/support') as { uploadInquiryImage: jest.Mock }).uploadInquiryImage,
};

const SUPPORT: Record<Locale, unknown> = { ko: koSupport, 'zh-TW': zhSupport };
const me = { id: 7, uuid: 'u7', nickname: '말랑데모' } as never;

const render = (ui: ReactElement, locale: Locale = 'ko') => renderScreen(ui, { locale });
const categoryBox = (name: RegExp = /문의 유형/) => screen.getByRole('combobox', { name });
async function pickCategory(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(categoryBox());
  await user.click(screen.getByRole('option', { name }));
}
/** The signed-in member's new inquiry form. */
function openForm() {
  useUserStore.getState().login('tok', me);
  const user = userEvent.setup();
  return { user, view: render(<InquiryForm followUpOf={null} />) };
}
/** Picks the category, then types the title and the text. */
async function fill(user: ReturnType<typeof userEvent.setup>, category: string, title: string, content: string) {
  await pickCategory(user, category);
  await user.type(screen.getByLabelText(/제목/), title);
  await user.type(screen.getByLabelText(/문의 내용/), content);
}

// renderScreen's wrapper has no support namespace: add it to the intl wrapper it uses.
jest.mock('@/test/render-with-intl', () => {
  const actual = jest.requireActual('@/test/render-with-intl');
  const { NextIntlClientProvider } = jest.requireActual('next-intl');
  const ko = jest.requireActual('@/messages/ko/components.json');
  const zh = jest.requireActual('@/messages/zh-TW/components.json');
  return {
    ...actual,
    IntlWrapper: ({
      locale = 'ko',
      messages,
      children,
    }: {
      locale?: Locale;
      messages?: Record<string, unknown>;
      children: ReactElement;
    }) => (
      <NextIntlClientProvider
        locale={locale}
        timeZone="Asia/Seoul"
        messages={{ components: locale === 'ko' ? ko : zh, support: SUPPORT[locale], ...messages }}
      >
        {children}
      </NextIntlClientProvider>
    ),
  };
});

beforeEach(() => {
  replace.mockReset();
  refresh.mockReset();
  api.createInquiry.mockReset();
  api.uploadInquiryImage.mockReset();
  mockGetInquiry.mockReset();
  localStorage.clear();
  useUserStore.getState().clearAll();
  useUiStore.setState({ toastMessage: null });
});

it('offers the seventeen categories, translated', async () => {
  const { user } = openForm();
  expect(categoryBox()).toHaveTextContent('문의 유형을 선택해 주세요');
  expect(categoryBox()).toHaveAttribute('aria-required', 'true');
  await user.click(categoryBox());
  expect(screen.getAllByRole('option')).toHaveLength(17);
  expect(screen.getByRole('option', { name: '버그 제보' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: '자주 묻는 질문' })).toBeInTheDocument();
});

it('groups the categories so one is quick to find, each listed once under its group', async () => {
  const { user } = openForm();
  await user.click(categoryBox());
  // Each option by the category its translated name stands for.
  const valueOf = (label: string | null) => Object.entries(koSupport.category).find(([, name]) => name === label)?.[0];
  const groups = within(screen.getByRole('listbox'))
    .getAllByRole('group')
    .map((g) => [
      g.firstElementChild!.textContent,
      within(g)
        .getAllByRole('option')
        .map((o) => valueOf(o.textContent)),
    ]);
  expect(groups).toEqual([
    ['계정·멤버십', ['account', 'membership']],
    ['결제·환불', ['payment', 'billing', 'refund', 'coupon']],
    ['오류·버그', ['bug', 'technical']],
    ['신고·비매너', ['report', 'abuse']],
    ['이용 문의', ['general', 'service', 'support', 'event', 'faq']],
    ['제안·기타', ['feature', 'other']],
  ]);
  // Every option is in a group.
  expect(screen.getAllByRole('option')).toHaveLength(17);
});

it('names the groups in Traditional Chinese too', async () => {
  useUserStore.getState().login('tok', me);
  const user = userEvent.setup();
  render(<InquiryForm followUpOf={null} />, 'zh-TW');
  await user.click(categoryBox(/問題類型/));
  const labels = within(screen.getByRole('listbox'))
    .getAllByRole('group')
    .map((g) => g.firstElementChild!.textContent);
  expect(labels).toEqual(['帳號與會員', '付款與退款', '錯誤與故障', '檢舉與不當行為', '使用諮詢', '建議與其他']);
  expect(screen.getByRole('option', { name: '序號與優惠券' })).toBeInTheDocument();
});

it('sends the spec’s value of a category picked from its group', async () => {
  api.createInquiry.mockResolvedValue({ id: 31 });
  const { user } = openForm();
  await fill(user, '환불', '환불해 주세요', '잘못 샀어요');
  await user.click(screen.getByRole('button', { name: '문의 보내기' }));
  await waitFor(() => expect(api.createInquiry).toHaveBeenCalledTimes(1));
  expect(api.createInquiry.mock.calls[0]![0]).toMatchObject({ category: 'refund', title: '환불해 주세요', content: '잘못 샀어요' });
});

it('requires every field, with a translated message per field, and sends nothing', async () => {
  const { user } = openForm();
  await user.click(screen.getByRole('button', { name: '문의 보내기' }));
  expect(screen.getByText('문의 유형을 선택해 주세요', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByText('제목을 입력해 주세요')).toBeInTheDocument();
  expect(screen.getByText('문의 내용을 입력해 주세요')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('모든 항목을 입력해 주세요');
  expect(categoryBox()).toHaveFocus();
  expect(categoryBox()).toHaveAttribute('aria-invalid', 'true');
  expect(categoryBox()).toHaveAccessibleDescription('문의 유형을 선택해 주세요');
  expect(api.createInquiry).not.toHaveBeenCalled();

  await pickCategory(user, '버그 제보');
  await user.type(screen.getByLabelText(/제목/), '날개가 가려져요');
  expect(screen.queryByText('문의 유형을 선택해 주세요', { selector: 'p' })).not.toBeInTheDocument();
  expect(screen.queryByText('제목을 입력해 주세요')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '문의 보내기' }));
  expect(screen.getByText('문의 내용을 입력해 주세요')).toBeInTheDocument();
  expect(screen.getByLabelText(/문의 내용/)).toHaveFocus();
  expect(api.createInquiry).not.toHaveBeenCalled();
});

it('shows the messages in Traditional Chinese too', async () => {
  useUserStore.getState().login('tok', me);
  const user = userEvent.setup();
  render(<InquiryForm followUpOf={null} />, 'zh-TW');
  await user.click(screen.getByRole('button', { name: '送出提問' }));
  expect(screen.getByText('請選擇問題類型', { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByText('請輸入標題')).toBeInTheDocument();
  expect(screen.getByText('請輸入問題內容')).toBeInTheDocument();
});

it('keeps what was typed as a draft, restores it, and keeps it when sending fails', async () => {
  const { user, view: first } = openForm();
  await fill(user, '결제', '보석이 안 들어왔어요', '300개 충전했어요');
  expect(JSON.parse(localStorage.getItem(draftKey(7, null)) ?? '{}')).toMatchObject({
    category: 'payment',
    title: '보석이 안 들어왔어요',
    content: '300개 충전했어요',
  });
  first.unmount();

  render(<InquiryForm followUpOf={null} />);
  expect(screen.getByText('작성 중이던 내용을 불러왔어요')).toBeInTheDocument();
  expect(screen.getByLabelText(/제목/)).toHaveValue('보석이 안 들어왔어요');
  expect(categoryBox()).toHaveTextContent('결제');

  api.createInquiry.mockRejectedValueOnce(new ApiError(500, 1900, 'boom', null));
  await user.click(screen.getByRole('button', { name: '문의 보내기' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('문의를 보내지 못했어요');
  expect(screen.getByLabelText(/문의 내용/)).toHaveValue('300개 충전했어요');
  expect(localStorage.getItem(draftKey(7, null))).not.toBeNull();
  expect(api.createInquiry.mock.calls[0]?.[0]).toEqual({
    category: 'payment',
    title: '보석이 안 들어왔어요',
    content: '300개 충전했어요',
    images: [],
    follow_up_of_id: null,
  });
});

it('shows the server’s field errors next to the fields', async () => {
  const { user } = openForm();
  await fill(user, '버그 제보', '제목', '내용');
  api.createInquiry.mockRejectedValueOnce(
    new ApiError(400, 1000, 'Validation failed', null, { 'images.0': ['imageInvalid'], title: ['invalidCharacters'] }),
  );
  await user.click(screen.getByRole('button', { name: '문의 보내기' }));
  expect(await screen.findByText('첨부할 수 없는 사진이에요. 다시 올려 주세요')).toBeInTheDocument();
  expect(screen.getByText('입력할 수 없는 문자가 들어 있어요')).toBeInTheDocument();
  // The first refused field in page order takes the focus; editing it clears its message.
  expect(screen.getByLabelText(/제목/)).toHaveFocus();
  expect(screen.getByLabelText(/제목/)).toHaveAttribute('aria-invalid', 'true');
  await user.type(screen.getByLabelText(/제목/), '!');
  expect(screen.queryByText('입력할 수 없는 문자가 들어 있어요')).not.toBeInTheDocument();
  expect(screen.getByText('첨부할 수 없는 사진이에요. 다시 올려 주세요')).toBeInTheDocument();
});

it('says so in the form when the server refuses the follow-up or names no field it shows', async () => {
  const { user } = openForm();
  await fill(user, '버그 제보', '제목', '내용');
  api.createInquiry.mockRejectedValueOnce(new ApiError(400, 1000, 'Validation failed', null, { follow_up_of_id: ['followUpNotAllowed'] }));
  await user.click(screen.getByRole('button', { name: '문의 보내기' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('‘해결되지 않았어요’로 표시한 문의에만 추가 문의를 남길 수 있어요');
  api.createInquiry.mockRejectedValueOnce(new ApiError(400, 1000, 'Validation failed', null, { locale: ['invalid'] }));
  await user.click(screen.getByRole('button', { name: '문의 보내기' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('문의를 보내지 못했어요. 다시 시도해 주세요'));
});

it('starts a follow-up from the original’s category and title and sends it with the original’s id', async () => {
  useUserStore.getState().login('tok', me);
  mockGetInquiry.mockResolvedValue({ id: 12, category: 'payment', title: '보석 미지급', can_follow_up: true });
  api.createInquiry.mockResolvedValueOnce({ id: 43, replies: [] });
  const user = userEvent.setup();
  render(<InquiryForm followUpOf={12} />);
  await waitFor(() => expect(screen.getByLabelText(/제목/)).toHaveValue('추가 문의: 보석 미지급'));
  expect(categoryBox()).toHaveTextContent('결제');
  await user.type(screen.getByLabelText(/문의 내용/), '아직 안 들어왔어요');
  await user.click(screen.getByRole('button', { name: '문의 보내기' }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/support/43'));
  expect(api.createInquiry).toHaveBeenCalledWith({
    category: 'payment',
    title: '추가 문의: 보석 미지급',
    content: '아직 안 들어왔어요',
    images: [],
    follow_up_of_id: 12,
  });
});

it('sends a complete inquiry, clears the draft and opens it', async () => {
  const { user } = openForm();
  await fill(user, '버그 제보', '날개', '  가려져요 ');
  api.createInquiry.mockResolvedValueOnce({ id: 42, replies: [] });
  await user.click(screen.getByRole('button', { name: '문의 보내기' }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/support/42'));
  // The list page the router keeps for Back was rendered without this inquiry.
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(refresh.mock.invocationCallOrder[0]).toBeGreaterThan(replace.mock.invocationCallOrder[0]!);
  expect(api.createInquiry).toHaveBeenCalledWith({
    category: 'bug',
    title: '날개',
    content: '가려져요',
    images: [],
    follow_up_of_id: null,
  });
  expect(localStorage.getItem(draftKey(7, null))).toBeNull();
  expect(useUiStore.getState().toastMessage).toBe('문의가 접수됐어요. 빠르게 답변 드릴게요');
});

it('refuses files over 5 MB before uploading and uploads the others', async () => {
  const { user } = openForm();
  api.uploadInquiryImage.mockResolvedValue({ uuid: 'x', url: '/uploads/inquiry/2026/01/x.webp', width: 10, height: 10 });
  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
  const small = new File([new Uint8Array(10)], 'small.png', { type: 'image/png' });
  globalThis.URL.createObjectURL = jest.fn(() => 'blob:x');
  globalThis.URL.revokeObjectURL = jest.fn();
  await user.upload(screen.getByLabelText(/사진 추가/), [big, small]);
  expect(await screen.findByText('파일이 너무 커요 (최대 5MB): big.png')).toBeInTheDocument();
  expect(api.uploadInquiryImage).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('img', { name: '첨부한 사진 1' })).toHaveAttribute('src', '/uploads/inquiry/2026/01/x.webp');
  expect(screen.getByText('1/5')).toBeInTheDocument();
});
