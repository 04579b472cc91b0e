import { screen } from '@testing-library/react';
import koCommunity from '@/messages/ko/community.json';
import zhCommunity from '@/messages/zh-TW/community.json';
import { renderWithIntl } from '@/test/render-with-intl';
import { LanguageToggle } from './language-toggle';

const hrefs = { mineHref: '/community/posts?category=3', allHref: '/community/posts?category=3&lang=all' };

describe('LanguageToggle', () => {
  it('leads with the reader’s language: that link is current, the other adds lang=all', () => {
    renderWithIntl(<LanguageToggle language="ko" {...hrefs} />, { messages: { community: koCommunity } });
    const nav = screen.getByRole('navigation', { name: '글 언어' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '한국어 글만' })).toHaveAttribute('aria-current', 'page');
    const all = screen.getByRole('link', { name: '모든 언어' });
    expect(all).not.toHaveAttribute('aria-current');
    expect(all).toHaveAttribute('href', hrefs.allHref);
  });

  it('marks "all languages" when the page shows them, and leads back without lang', () => {
    renderWithIntl(<LanguageToggle language="all" {...hrefs} />, { locale: 'zh-TW', messages: { community: zhCommunity } });
    expect(screen.getByRole('navigation', { name: '文章語言' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '所有語言' })).toHaveAttribute('aria-current', 'page');
    const mine = screen.getByRole('link', { name: '只看中文' });
    expect(mine).not.toHaveAttribute('aria-current');
    expect(mine).toHaveAttribute('href', hrefs.mineHref);
  });
});
