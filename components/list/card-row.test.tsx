import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test/render-with-intl';
import { CardRow } from './card-row';

describe('CardRow', () => {
  it('shows the title, caption and image, at the default 0.5 ratio until the image loads', () => {
    renderWithIntl(<CardRow title="길드 장식" caption="한정 판매" imageSrc="/img/guild.png" imageAlt="길드 장식 미리보기" />);
    expect(screen.getByRole('heading', { name: '길드 장식' })).toBeInTheDocument();
    expect(screen.getByText('한정 판매')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '길드 장식 미리보기' })).toHaveAttribute('src', '/img/guild.png');
    expect(screen.getByTestId('card-media')).toHaveStyle({ paddingTop: '50%' });
  });

  it('titles with an h3 unless the page asks for an h2', () => {
    const { rerender } = renderWithIntl(<CardRow title="길드 장식" />);
    expect(screen.getByRole('heading', { level: 3, name: '길드 장식' })).toBeInTheDocument();
    rerender(<CardRow title="길드 장식" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: '길드 장식' })).toBeInTheDocument();
  });

  it('takes its height from the natural aspect ratio once loaded', () => {
    renderWithIntl(<CardRow title="가구" imageSrc="/img/f.png" imageAlt="가구" />);
    const img = screen.getByRole('img', { name: '가구' });
    Object.defineProperty(img, 'naturalWidth', { configurable: true, value: 400 });
    Object.defineProperty(img, 'naturalHeight', { configurable: true, value: 300 });
    Object.defineProperty(img, 'complete', { configurable: true, value: true });
    fireEvent.load(img);
    expect(screen.getByTestId('card-media')).toHaveStyle({ paddingTop: '75%' });
  });

  it('renders without an image', () => {
    renderWithIntl(<CardRow title="텍스트만" />);
    expect(screen.queryByTestId('card-media')).not.toBeInTheDocument();
  });

  it('has a working button, disabled when the card is', async () => {
    const onButtonClick = jest.fn();
    const { rerender } = renderWithIntl(<CardRow title="상품" buttonText="구매" onButtonClick={onButtonClick} />);
    await userEvent.click(screen.getByRole('button', { name: '구매' }));
    expect(onButtonClick).toHaveBeenCalledTimes(1);
    rerender(<CardRow title="상품" buttonText="구매" onButtonClick={onButtonClick} disabled />);
    expect(screen.getByRole('button', { name: '구매' })).toBeDisabled();
  });

  it('can link instead', () => {
    renderWithIntl(<CardRow title="상품" buttonText="보기" href="/shop/1" />);
    expect(screen.getByRole('link', { name: '보기' })).toHaveAttribute('href', '/shop/1');
  });
});
