import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test/render-with-intl';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithIntl(
      <form onSubmit={onSubmit}>
        <Button>저장</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '저장' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('runs onClick and forwards other button props', async () => {
    const onClick = jest.fn();
    renderWithIntl(
      <Button onClick={onClick} aria-label="글 저장" name="save" data-testid="b" size="l" variant="danger">
        저장
      </Button>,
    );
    const button = screen.getByRole('button', { name: '글 저장' });
    expect(button).toHaveAttribute('name', 'save');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not run onClick when disabled', async () => {
    const onClick = jest.fn();
    renderWithIntl(
      <Button disabled onClick={onClick}>
        저장
      </Button>,
    );
    const button = screen.getByRole('button', { name: '저장' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading swallows clicks and submits, shows busy state and stays focusable', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithIntl(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          보내기
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '보내기' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('submits when type="submit" and not loading', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithIntl(
      <form onSubmit={onSubmit}>
        <Button type="submit">보내기</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
