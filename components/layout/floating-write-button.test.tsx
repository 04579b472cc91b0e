import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test/render-with-intl';
import { FloatingWriteButton } from './floating-write-button';

describe('FloatingWriteButton', () => {
  it('is a labelled link to the write page with the pixel icon', () => {
    const { container } = renderWithIntl(<FloatingWriteButton />);
    const link = screen.getByRole('link', { name: '글쓰기' });
    expect(link).toHaveAttribute('href', '/community/write');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves room after the page content so the last row is never under the button', () => {
    const { container } = renderWithIntl(<FloatingWriteButton />);
    const clearance = container.firstElementChild;
    expect(clearance).toHaveAttribute('aria-hidden', 'true');
    expect(clearance).toBeEmptyDOMElement();
    expect(clearance?.nextElementSibling).toContainElement(screen.getByRole('link', { name: '글쓰기' }));
  });

  it('announces the new-dot in its name', () => {
    renderWithIntl(<FloatingWriteButton showNewDot href="/support/write" />);
    const link = screen.getByRole('link', { name: '글쓰기, 새 소식 있음' });
    expect(link).toHaveAttribute('href', '/support/write');
  });

  it('accepts a custom label and icon', () => {
    renderWithIntl(<FloatingWriteButton label="문의 작성" icon={<span data-testid="custom-icon" />} />);
    expect(screen.getByRole('link', { name: '문의 작성' })).toBeInTheDocument();
    expect(screen.getByTestId('custom-icon')).toBeInTheDocument();
  });

  it('is translated for zh-TW', () => {
    renderWithIntl(<FloatingWriteButton />, { locale: 'zh-TW' });
    expect(screen.getByRole('link', { name: '發文' })).toBeInTheDocument();
  });
});
