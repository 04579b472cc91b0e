import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test/render-with-intl';
import { PostRow } from './post-row';

const NOW = new Date('2026-11-21T12:00:00Z');

beforeAll(() => {
  jest.useFakeTimers().setSystemTime(NOW);
});
afterAll(() => {
  jest.useRealTimers();
});

describe('PostRow', () => {
  it('links the title to the post', () => {
    renderWithIntl(<PostRow title="오늘의 슬라임 자랑" href="/community/detail/7" />);
    expect(screen.getByRole('link', { name: /오늘의 슬라임 자랑/ })).toHaveAttribute('href', '/community/detail/7');
  });

  it('shows the reply count in brackets only when asked', () => {
    const { rerender } = renderWithIntl(<PostRow title="글" href="/p" replyCount={3} isReplyCount />);
    expect(screen.getByText('[3]')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAccessibleName('글 댓글 3개');
    rerender(<PostRow title="글" href="/p" replyCount={3} />);
    expect(screen.queryByText('[3]')).not.toBeInTheDocument();
  });

  it('shows elapsed time without a suffix when the date flag is on', () => {
    renderWithIntl(<PostRow title="글" href="/p" date="2026-11-21T11:55:00Z" isDate />);
    const time = screen.getByText('5분');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-21T11:55:00.000Z');
    expect(screen.queryByText(/전/)).not.toBeInTheDocument();
  });

  it('measures elapsed time from a given moment (a client list hydrating a server render)', () => {
    renderWithIntl(<PostRow title="글" date="2026-11-21T11:00:00Z" isDate now="2026-11-21T11:03:00Z" />);
    expect(screen.getByText('3분')).toBeInTheDocument();
  });

  it('uses the Traditional Chinese relative time in zh-TW', () => {
    renderWithIntl(<PostRow title="文章" href="/p" date="2026-11-19T12:00:00Z" isDate />, { locale: 'zh-TW' });
    expect(screen.getByText('2 天')).toBeInTheDocument();
  });

  it('shows year.month.day when the date flag is off', () => {
    renderWithIntl(<PostRow title="글" href="/p" date="2026-11-02T03:00:00Z" />);
    expect(screen.getByText('2026.11.02')).toBeInTheDocument();
  });

  it('is not a link when disabled', () => {
    renderWithIntl(<PostRow title="삭제된 글" href="/p" disabled />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('삭제된 글').parentElement).toHaveAttribute('aria-disabled', 'true');
  });
});
