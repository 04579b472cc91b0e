import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import { pick } from './pick';
import { localeTag, stepShot } from './shots';

// Writing as the demo member, in both languages at 390 px and 1280 px: write a post with an
// uploaded image (the draft survives a reload), read it, like it, edit it, find it by search,
// delete it. A guest is sent to log in first.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-4c';

const TEXT = {
  ko: {
    writeHeading: '글쓰기',
    editHeading: '글 수정',
    category: '카테고리',
    categoryOption: '잡담',
    title: '제목',
    content: '내용',
    addImage: '사진 추가',
    imageAlt: '첨부한 사진 1',
    restored: '작성 중이던 글을 불러왔어요.',
    submit: '등록하기',
    submitEdit: '수정 완료',
    like: '좋아요',
    edit: '수정',
    del: '삭제',
    deleteTitle: '이 글을 삭제할까요?',
    deleted: '글을 삭제했어요',
    searchHeading: '검색',
    resultCount: /검색 결과 1건/,
    minLength: '검색어를 2자 이상 입력해 주세요',
  },
  'zh-TW': {
    writeHeading: '發表文章',
    editHeading: '編輯文章',
    category: '分類',
    categoryOption: '閒聊',
    title: '標題',
    content: '內文',
    addImage: '新增圖片',
    imageAlt: '附加的圖片 1',
    restored: '已恢復尚未發布的草稿。',
    submit: '發布',
    submitEdit: '儲存修改',
    like: '按讚',
    edit: '編輯',
    del: '刪除',
    deleteTitle: '要刪除這篇文章嗎？',
    deleted: '文章已刪除',
    searchHeading: '搜尋',
    resultCount: /共 1 筆搜尋結果/,
    minLength: '請輸入至少 2 個字',
  },
} as const;

type Lang = keyof typeof TEXT;

async function demoLogin(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/user/login/community/', {
    data: { identifier: 'demo@example.com', password: 'demo1234!' },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.token as string;
}

async function shot(page: Page, info: TestInfo, lang: Lang, step: string) {
  await stepShot(page, SHOTS, `${lang}-${info.project.name}-${step}.png`);
}

function journey(lang: Lang) {
  const t = TEXT[lang];

  test(`a member writes a post with an image, likes, edits, finds and deletes it (${lang})`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const token = await demoLogin(request);
    const stamp = `e2e${Date.now().toString(36)}${info.project.name.slice(0, 2)}`;
    const title = `${stamp} 슬라임 일기`;
    const content = `오늘은 슬라임에게 물을 줬어요.\n말랑말랑 ${stamp}`;

    // The webview hand-off signs the browser in; the write form opens.
    await page.goto(`/community/write?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/community\/write$/);
    await expect(page.getByRole('heading', { level: 1, name: t.writeHeading })).toBeVisible();
    await shot(page, info, lang, '1-write-empty');

    await pick(page, t.category, t.categoryOption);
    await page.getByLabel(t.title, { exact: true }).pressSequentially(title);
    await page.getByLabel(t.content, { exact: true }).fill(content);
    await expect(page.getByText(`${title.length}/35`)).toBeVisible();

    // Nothing typed is lost: a reload (confirming the leave prompt) brings the draft back.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByText(t.restored)).toBeVisible();
    await expect(page.getByLabel(t.title, { exact: true })).toHaveValue(title);
    await expect(page.getByLabel(t.content, { exact: true })).toHaveValue(content);

    // An image uploads on pick and shows in the grid.
    await page.getByLabel(t.addImage).setInputFiles({
      name: 'slime.png',
      mimeType: 'image/png',
      buffer: fs.readFileSync(path.join(process.cwd(), 'public/art/posts/1.png')),
    });
    await expect(page.getByAltText(t.imageAlt)).toHaveAttribute('src', /^\/uploads\/post\//);
    await shot(page, info, lang, '2-write-filled');

    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(/\/community\/detail\/\d+$/);
    const postId = Number(page.url().match(/(\d+)$/)![1]);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main img[src^="/uploads/post/"]').first()).toBeVisible();
    await expect(page.getByText(`말랑말랑 ${stamp}`)).toBeVisible();

    // Like: counted at once and kept after a reload.
    const like = page.getByRole('button', { name: `${t.like} 0` });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(page.getByRole('button', { name: `${t.like} 1` })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: `${t.like} 1` })).toHaveAttribute('aria-pressed', 'true');
    await shot(page, info, lang, '3-detail-liked');

    // Edit: the form is prefilled from the server; the new title is shown after saving.
    await page.getByRole('link', { name: t.edit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/community/write\\?postId=${postId}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.editHeading })).toBeVisible();
    const titleBox = page.getByLabel(t.title, { exact: true });
    await expect(titleBox).toHaveValue(title);
    await expect(page.getByAltText(t.imageAlt)).toBeVisible();
    const edited = `${stamp} 고친 일기`;
    await titleBox.fill(edited);
    await shot(page, info, lang, '4-edit');
    await page.getByRole('button', { name: t.submitEdit }).click();
    await expect(page).toHaveURL(new RegExp(`/community/detail/${postId}$`));
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();

    // Search: one character is not enough; the stamp finds the post as the reader types.
    await page.goto('/community/search');
    await expect(page.getByRole('heading', { level: 1, name: t.searchHeading })).toBeVisible();
    const box = page.getByRole('searchbox');
    await box.fill('e');
    await expect(page.getByText(t.minLength)).toBeVisible();
    await box.fill(stamp);
    await expect(page.getByRole('link', { name: new RegExp(edited) })).toBeVisible();
    await expect(page.getByText(t.resultCount)).toBeVisible();
    // Enter opens the shareable result route, rendered on the server.
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/community/search/post\\?keyword=${stamp}$`));
    await expect(page.getByRole('link', { name: new RegExp(edited) })).toBeVisible();
    await shot(page, info, lang, '5-search');
    const html = await (await request.get(`/community/search/post?keyword=${stamp}`)).text();
    expect(html).toContain(edited);

    // Delete, behind the confirmation, back to the list.
    await page.goto(`/community/detail/${postId}`);
    await page.getByRole('button', { name: t.del, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: t.deleteTitle });
    await expect(dialog).toBeVisible();
    await shot(page, info, lang, '6-delete-confirm');
    await dialog.getByRole('button', { name: t.del, exact: true }).click();
    // The app toast lasts a second: look for it as soon as the delete answers.
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/community\/posts/);
    expect((await request.get(`/api/v1/community/${postId}/`)).status()).toBe(404);
  });
}

test.describe('in Korean', localeTag('ko'), () => {
  journey('ko');

  test('a guest is sent to log in before writing', async ({ page }) => {
    await page.goto('/community/write');
    await expect(page).toHaveURL(/\/login\?next=%2Fcommunity%2Fwrite$/);
  });

  test('the item tab searches items from one character', async ({ page }, info) => {
    await page.goto('/community/search/item?keyword=%EB%AA%A8');
    await expect(page.getByRole('tab', { name: '아이템' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-state="success"], [data-state="not_found"], [data-state="unavailable"]')).toBeVisible();
    await shot(page, info, 'ko', '7-items');
  });
});

test.describe('in Traditional Chinese', localeTag('zh-TW'), () => {
  test.use({ locale: 'zh-TW' });
  journey('zh-TW');
});
