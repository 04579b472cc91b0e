import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/test/render-with-intl';
import { SegmentedRadios } from './segmented-radios';

const options = [
  { value: 'all', label: '전체' },
  { value: 'sell', label: '판매' },
  { value: 'buy', label: '구매' },
] as const;

function Harness({ initial = '' as 'all' | 'sell' | 'buy' | '', error }: { initial?: 'all' | 'sell' | 'buy' | ''; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SegmentedRadios legend="거래 종류" options={options} value={value} onChange={setValue} error={error} />
      <output>{value || 'none'}</output>
    </>
  );
}

it('is a named radio group whose segments are radios, none checked until one is picked', async () => {
  const user = userEvent.setup();
  renderWithIntl(<Harness />);
  expect(screen.getByRole('group', { name: '거래 종류' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio')).toHaveLength(3);
  expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  await user.click(screen.getByText('판매'));
  expect(screen.getByRole('radio', { name: '판매' })).toBeChecked();
  expect(screen.getByText('sell', { selector: 'output' })).toBeInTheDocument();
});

it('moves the choice with the arrow keys and enters the group once with Tab', async () => {
  const user = userEvent.setup();
  renderWithIntl(
    <>
      <button type="button">before</button>
      <Harness initial="all" />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'before' }));
  await user.tab();
  expect(screen.getByRole('radio', { name: '전체' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '판매' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '판매' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '구매' })).toBeChecked();
  expect(screen.getByText('buy', { selector: 'output' })).toBeInTheDocument();
  await user.tab();
  expect(document.body).toHaveFocus();
});

it('ties an error to the group and marks it invalid', () => {
  renderWithIntl(<Harness error="골라 주세요" />);
  const group = screen.getByRole('group', { name: '거래 종류' });
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('골라 주세요');
  expect(screen.getByRole('alert')).toHaveTextContent('골라 주세요');
});
