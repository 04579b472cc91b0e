import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test/render-with-intl';
import { ListRow } from './list-row';

describe('ListRow', () => {
  it('shows title, caption, icon caption and a button tied to the row title', async () => {
    const onButtonClick = jest.fn();
    renderWithIntl(
      <ListRow
        title="보물 상자"
        caption="희귀 아이템이 나올 확률"
        icon={<span data-testid="icon" />}
        iconCaption="x3"
        buttonText="이동"
        onButtonClick={onButtonClick}
      />,
    );
    expect(screen.getByText('보물 상자')).toBeInTheDocument();
    expect(screen.getByText('희귀 아이템이 나올 확률')).toBeInTheDocument();
    expect(screen.getByText('x3')).toBeInTheDocument();
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: '이동' });
    expect(button).toHaveAccessibleDescription('보물 상자');
    await userEvent.click(button);
    expect(onButtonClick).toHaveBeenCalledTimes(1);
  });

  it('renders the action as a link when given an href', () => {
    renderWithIntl(<ListRow title="티켓" buttonText="이동" href="/probability/ticket/2" />);
    expect(screen.getByRole('link', { name: '이동' })).toHaveAttribute('href', '/probability/ticket/2');
  });

  it('shows an image icon as decoration', () => {
    const { container } = renderWithIntl(<ListRow title="티켓" icon="/img/ticket.png" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/img/ticket.png');
    expect(img).toHaveAttribute('alt', '');
  });

  it('marks new rows for sighted and screen-reader users', () => {
    renderWithIntl(<ListRow title="새 이벤트" isNew />);
    expect(screen.getByText('새 항목')).toBeInTheDocument();
  });

  it('disables the action when disabled', async () => {
    const onButtonClick = jest.fn();
    renderWithIntl(<ListRow title="종료된 이벤트" buttonText="참여" href="/x" onButtonClick={onButtonClick} disabled />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: '참여' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onButtonClick).not.toHaveBeenCalled();
  });
});
