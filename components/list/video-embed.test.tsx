import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test/render-with-intl';
import { toYoutubeEmbedUrl, VideoEmbed } from './video-embed';

describe('toYoutubeEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65'],
    ['https://www.youtube.com/shorts/abcdefghijk', 'https://www.youtube-nocookie.com/embed/abcdefghijk'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('%s → %s', (url, embed) => {
    expect(toYoutubeEmbedUrl(url)).toBe(embed);
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://vimeo.com/123',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s', (url) => {
    expect(toYoutubeEmbedUrl(url)).toBeNull();
  });
});

describe('VideoEmbed', () => {
  it('embeds YouTube through youtube-nocookie with a title', () => {
    renderWithIntl(<VideoEmbed url="https://youtu.be/dQw4w9WgXcQ" />);
    const frame = screen.getByTitle('동영상');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('shows other web addresses as an external link', () => {
    renderWithIntl(<VideoEmbed url="https://vimeo.com/123" />);
    expect(screen.queryByTitle('동영상')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: /동영상 보러 가기/ });
    expect(link).toHaveAttribute('href', 'https://vimeo.com/123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('renders nothing for non-web schemes', () => {
    const { container } = renderWithIntl(<VideoEmbed url="javascript:alert(1)" />);
    expect(container).toBeEmptyDOMElement();
  });
});
