import { expect, test, type TestInfo } from './fixtures';
import koAuth from '../messages/ko/auth.json';
import koComponents from '../messages/ko/components.json';
import koSupport from '../messages/ko/support.json';
import zhAuth from '../messages/zh-TW/auth.json';
import zhComponents from '../messages/zh-TW/components.json';
import zhSupport from '../messages/zh-TW/support.json';
import { localeTag } from './shots';

// Issue 28 §4: a guest meets no bare wall. The help page works without an account (the guide bot,
// the FAQ, how to write to support), and a members-only page says why it asks to sign in.

const RUNS = [
  { locale: 'ko', auth: koAuth, nav: koComponents.nav, t: koSupport, question: '비밀번호를 잊어버렸어요', faq: '로그인이 안 돼요' },
  {
    locale: 'zh-TW',
    auth: zhAuth as typeof koAuth,
    nav: zhComponents.nav as typeof koComponents.nav,
    t: zhSupport as typeof koSupport,
    question: '忘記密碼了怎麼辦',
    faq: '無法登入',
  },
] as const;

const clientIp = (info: TestInfo) => {
  const n = [...`${info.title}|${info.project.name}|${Date.now()}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
};

for (const run of RUNS) {
  const { t } = run;
  test.describe(run.locale, localeTag(run.locale), () => {
    test.use({ locale: run.locale });

    test('a guest asks the guide bot and reads the FAQ; 문의하기 says why it asks to sign in', async ({ page, context }, info) => {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp(info) });
      await page.goto('/help');
      await expect(page.getByRole('heading', { name: t.help.greeting })).toBeVisible();

      await page.getByLabel(t.help.questionLabel).fill(run.question);
      await page.getByRole('button', { name: t.help.ask }).click();
      const answer = page.getByRole('region', { name: t.bot.title });
      await expect(answer.getByText(t.bot.guestFound)).toBeVisible();
      await expect(answer.getByRole('link').first()).toHaveAttribute('href', /^\/guide\/faq-/);

      const faq = page.getByRole('group').filter({ has: page.getByText(run.faq, { exact: true }) });
      await page.getByText(run.faq, { exact: true }).click();
      await expect(faq.getByRole('link', { name: /help|說明|도움말/ })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(t.help.mailLink.replace('{email}', '.+')) })).toHaveAttribute(
        'href',
        /^mailto:[^?]+@[^?]+\?subject=/,
      );

      // The wall: 문의하기 from the menu's sheet sends the guest to sign in, and says why, with the way back to help.
      await page.getByRole('navigation', { name: run.nav.label }).getByRole('button', { name: run.nav.more }).click();
      await page.getByRole('dialog', { name: run.nav.sheet }).getByRole('link', { name: run.nav.inquiry }).click();
      await expect(page).toHaveURL(/\/login\?next=%2Fsupport$/);
      await expect(page.getByText(run.auth.login.reason.support)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: run.auth.login.help })).toHaveAttribute('href', '/help');
    });
  });
}
