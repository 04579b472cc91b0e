import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test/render-with-intl';
import { TitleRow } from './title-row';

describe('TitleRow', () => {
  it('shows a section heading', () => {
    renderWithIntl(<TitleRow title="인기 글" id="hot-title" />);
    expect(screen.getByRole('heading', { level: 2, name: '인기 글' })).toHaveAttribute('id', 'hot-title');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('adds a "more" link naming its section', () => {
    renderWithIntl(<TitleRow title="인기 글" moreHref="/community/posts?category=hot" />);
    const link = screen.getByRole('link', { name: '인기 글 더보기' });
    expect(link).toHaveAttribute('href', '/community/posts?category=hot');
    expect(link).toHaveTextContent('더보기');
  });

  it("puts a decorative pixel-art icon before the title, leaving the heading's name alone", () => {
    const { container, rerender } = renderWithIntl(<TitleRow title="인기 글" icon="hot" />);
    const heading = screen.getByRole('heading', { level: 2, name: '인기 글' });
    const icon = heading.querySelector('img');
    expect(icon).toHaveAttribute('src', '/art/ui/hot.png');
    expect(icon).toHaveAttribute('alt', '');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('width', '24');
    expect(heading.firstChild).toBe(icon);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<TitleRow title="인기 글" />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('is translated and accepts a custom label', () => {
    const { rerender } = renderWithIntl(<TitleRow title="熱門文章" moreHref="/x" as="h3" />, { locale: 'zh-TW' });
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '更多熱門文章' })).toBeInTheDocument();
    rerender(<TitleRow title="熱門文章" moreHref="/x" moreLabel="全部" />);
    expect(screen.getByRole('link', { name: '全部' })).toBeInTheDocument();
  });
});
