import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test/render-with-intl';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { PixelSlime, SLIME_MAPS } from './pixel-slime';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is decorative by default', () => {
    const { container } = renderWithIntl(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces loading when asked', () => {
    renderWithIntl(<Spinner announce />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중...');
  });
});

describe('EmptyState', () => {
  it('shows a translated default message or a given one', () => {
    const { rerender } = renderWithIntl(<EmptyState />);
    expect(screen.getByText('아직 내용이 없어요.')).toBeInTheDocument();
    rerender(<EmptyState message="검색 결과가 없어요" />);
    expect(screen.getByText('검색 결과가 없어요')).toBeInTheDocument();
  });

  it('draws a slime that assistive technology skips, unless given another picture', () => {
    const { container, rerender } = renderWithIntl(<EmptyState />);
    const art = container.querySelector('svg');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art).toHaveAttribute('data-mood', 'calm');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<EmptyState icon={<span data-testid="own-icon" aria-hidden="true" />} />);
    expect(screen.getByTestId('own-icon')).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeInTheDocument();
  });
});

describe('PixelSlime', () => {
  it('draws every mood on the same 16-pixel grid, in crisp square pixels', () => {
    for (const rows of Object.values(SLIME_MAPS)) {
      expect(rows).toHaveLength(14);
      rows.forEach((row) => expect(row).toMatch(/^[.obsheptg]{16}$/));
    }
    const { container } = renderWithIntl(<PixelSlime mood="sad" size={112} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '112');
    expect(svg).toHaveAttribute('height', '98');
    expect(svg).toHaveAttribute('shape-rendering', 'crispEdges');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('ErrorState', () => {
  it('says an error occurred and retries on click', async () => {
    const onRetry = jest.fn();
    renderWithIntl(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('오류가 발생했어요');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('hides the retry button without a handler and is translated', () => {
    renderWithIntl(<ErrorState />, { locale: 'zh-TW' });
    expect(screen.getByRole('alert')).toHaveTextContent('發生錯誤');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Skeleton', () => {
  it('announces loading and draws the requested number of rows', () => {
    const { container } = renderWithIntl(<Skeleton rows={4} variant="list" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('불러오는 중...');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });
});
