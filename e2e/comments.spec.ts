import { expect, test, type APIRequestContext, type Page } from './fixtures';

// Comments and nested replies on a seeded post's detail page: comment → reply → reply to the
// reply → edit → delete, as the demo member; and a guest gets the login prompt.

async function demoLogin(request: APIRequestContext) {
  const res = await request.post('/api/v1/user/login/community/', {
    data: { identifier: 'demo@example.com', password: 'demo1234!' },
  });
  expect(res.ok()).toBeTruthy();
  const { data } = await res.json();
  return data as { token: string; user: { nickname: string } };
}

// A post the demo member may comment on: the list leaves out members blocked either way.
async function commentablePost(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/v1/community/?category=37', { headers: { authorization: `Token ${token}` } });
  expect(res.ok()).toBeTruthy();
  const { data } = await res.json();
  const post = (data.results as { id: number; author: { profile: { name: string | null } } }[]).find((p) => p.author.profile.name);
  expect(post).toBeTruthy();
  return post!.id;
}

const article = (page: Page, text: string) => page.locator('article', { hasText: text });
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /^댓글 \d+$/ });
const countOf = async (page: Page) => Number((await heading(page).textContent())?.match(/\d+/)?.[0]);

test('a member comments, replies, replies to the reply, edits and deletes on a post', async ({ page, request }) => {
  const { token, user } = await demoLogin(request);
  const postId = await commentablePost(request, token);
  const stamp = Date.now().toString(36);
  const first = `e2e 댓글 ${stamp}`;
  const reply = `e2e 답글 ${stamp}`;
  const deep = `e2e 답글의 답글 ${stamp}`;

  // The webview hand-off signs the browser in and cleans the URL.
  await page.goto(`/community/detail/${postId}?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(new RegExp(`/community/detail/${postId}$`));
  const composer = page.getByRole('textbox', { name: '댓글 입력' });
  await expect(composer).toBeVisible();
  const before = await countOf(page);

  // Comment: it appears, takes focus, and the count goes up.
  await expect(page.getByRole('button', { name: '등록', exact: true })).toBeDisabled();
  await composer.fill(first);
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await expect(article(page, first)).toBeFocused();
  await expect(composer).toHaveValue('');
  await expect(heading(page)).toHaveText(`댓글 ${before + 1}`);

  // Reply to it, in a nested list.
  await article(page, first).getByRole('button', { name: '답글' }).click();
  const replyBox = page.getByRole('textbox', { name: `${user.nickname}님에게 답글 입력` });
  await expect(replyBox).toBeFocused();
  await replyBox.fill(reply);
  await page.getByRole('button', { name: '답글 등록' }).click();
  const thread = page.getByRole('listitem').filter({ has: article(page, first) });
  const replies = thread.getByRole('list', { name: `${user.nickname}님의 댓글에 달린 답글` });
  await expect(replies.locator('article', { hasText: reply })).toBeFocused();

  // Reply to the reply: same thread, with an @mention.
  await article(page, reply).getByRole('button', { name: '답글' }).click();
  await page.getByRole('textbox', { name: `${user.nickname}님에게 답글 입력` }).fill(deep);
  await page.getByRole('button', { name: '답글 등록' }).click();
  const deepItem = replies.locator('article', { hasText: deep });
  await expect(deepItem).toBeFocused();
  await expect(deepItem.getByText(`@${user.nickname}`)).toBeVisible();
  await expect(heading(page)).toHaveText(`댓글 ${before + 3}`);

  // The server-rendered HTML (what a crawler reads) has the thread.
  const html = await (await request.get(`/community/detail/${postId}`)).text();
  expect(html).toContain(first);
  expect(html).toContain(deep);

  // Edit the comment in place.
  await article(page, first).getByRole('button', { name: '수정' }).click();
  const editor = page.getByRole('textbox', { name: '댓글 수정' });
  await editor.fill(`${first} (고침)`);
  await page.getByRole('button', { name: '저장' }).click();
  await expect(article(page, `${first} (고침)`)).toBeVisible();
  await expect(article(page, `${first} (고침)`).getByText('수정됨')).toBeVisible();

  // Delete the reply to the reply, after confirming.
  await deepItem.getByRole('button', { name: '삭제' }).click();
  const dialog = page.getByRole('alertdialog', { name: '답글을 삭제할까요?' });
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText(deep)).toHaveCount(0);

  // Delete the comment: its reply stays, under a placeholder.
  await article(page, first).getByRole('button', { name: '삭제' }).click();
  await page.getByRole('alertdialog', { name: '댓글을 삭제할까요?' }).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText(first)).toHaveCount(0);
  await expect(article(page, reply)).toBeVisible();
  await expect(heading(page)).toHaveText(`댓글 ${before + 1}`);

  // After a reload the same state comes from the server.
  await page.reload();
  await expect(article(page, reply)).toBeVisible();
  await expect(page.getByText('삭제된 댓글이에요').first()).toBeVisible();
  await expect(page.getByText(first)).toHaveCount(0);
  await expect(heading(page)).toHaveText(`댓글 ${before + 1}`);
});

test.describe('a guest in Traditional Chinese', () => {
  test.use({ locale: 'zh-TW' });

  test('reads the comments and is asked to sign in to write one', async ({ page, request }) => {
    const { token } = await demoLogin(request);
    const postId = await commentablePost(request, token);
    await page.goto(`/community/detail/${postId}`);
    await expect(page.getByRole('heading', { level: 2, name: /^留言 \d+$/ })).toBeVisible();
    await page.getByRole('button', { name: '登入後即可留言' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '輸入留言' })).toHaveCount(0);
  });
});
