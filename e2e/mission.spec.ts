import { expect, test, type APIRequestContext } from './fixtures';
import { localeTag } from './shots';
import ko from '../messages/ko/mission.json';
import zh from '../messages/zh-TW/mission.json';
import koNav from '../messages/ko/components.json';
import zhNav from '../messages/zh-TW/components.json';

// Missions: from the bottom bar's "more" sheet, a member checks in, writes a comment (a real action the server
// counts), and finds the daily comment mission rewarded with its balls. A guest is asked to sign in.
// The member is one no other journey signs in as, so today's missions start untouched.

const MEMBER = { identifier: 'mooncat@example.com', password: 'slime1234!' };
const RUNS = [
  { locale: 'ko', t: ko, nav: koNav.nav, comment: '출석하고 댓글 남겨요', mission: '댓글 1개 쓰기', address: '10.89.0.1' },
  { locale: 'zh-TW', t: zh, nav: zhNav.nav, comment: '簽到後來留言', mission: '留下 1 則留言', address: '10.89.0.2' },
] as const;

async function signIn(request: APIRequestContext, address: string) {
  const res = await request.post('/api/v1/user/login/community/', { data: MEMBER, headers: { 'x-forwarded-for': address } });
  return (await res.json()).data.token as string;
}

const count = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0] ?? NaN);

for (const { locale, t, nav, comment, mission, address } of RUNS) {
  test.describe(`missions in ${locale}`, localeTag(locale), () => {
    test.use({ locale: locale === 'ko' ? 'ko-KR' : 'zh-TW' });

    test('check in, complete a mission by commenting, see the reward', async ({ page, request }) => {
      const token = await signIn(request, address);
      await page.goto(`/community?token=${encodeURIComponent(token)}`);
      await page.getByRole('navigation', { name: nav.label }).getByRole('button', { name: nav.more }).click();
      await page.getByRole('dialog', { name: nav.sheet }).getByRole('link', { name: nav.mission }).click();
      await expect(page).toHaveURL(/\/mission$/);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

      // The check-in: once a day, with its balls.
      const balls = page.getByTestId('mission-balls');
      const before = count(await balls.textContent());
      await page.getByTestId('check-in-button').click();
      await expect(page.getByRole('status').filter({ hasText: t.checkIn.success.split('{')[0]!.trim() })).toBeVisible();
      await expect(page.getByTestId('check-in-button')).toBeDisabled();
      await expect(page.getByTestId('check-in-streak')).toHaveText(t.checkIn.streak.replace('{count}', '1'));
      await expect.poll(async () => count(await balls.textContent())).toBe(before + 10);

      // The daily comment mission, before and after a comment.
      const card = page.getByRole('article', { name: mission });
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      const posts = await (await request.get('/api/v1/community/?page_size=1')).json();
      const reply = await request.post('/api/v1/community/reply/', {
        headers: { authorization: `Token ${token}` },
        data: { post_id: posts.data.results[0].id, content: comment },
      });
      expect(reply.status()).toBe(201);
      await page.reload();
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
      await expect(card.getByText(t.rewarded)).toBeVisible();
      await expect.poll(async () => count(await balls.textContent())).toBe(before + 20);
    });

    test('a guest sees the missions and is asked to sign in', async ({ page }) => {
      await page.goto('/mission');
      await expect(page.getByRole('article', { name: mission })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: t.guest.signIn, exact: true })).toHaveAttribute(
        'href',
        '/login?next=%2Fmission',
      );
      // The calendar names its month; the check-in button says it takes signing in.
      await expect(page.getByTestId('calendar-month')).toHaveText(/\d{4}/);
      await expect(page.getByTestId('check-in-button')).toHaveText(t.checkIn.guestButton);
    });
  });
}
