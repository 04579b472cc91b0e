import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PixelSelect, type PixelSelectOption, type PixelSelectProps } from './pixel-select';

const GRADES: PixelSelectOption[] = [
  { value: '', label: 'All grades' },
  { value: 'S', label: 'Super' },
  { value: 'A', label: 'Amazing' },
  { value: 'B', label: 'Basic' },
];

const GROUPED: PixelSelectOption[] = [
  { value: 'account', label: '계정', group: '계정·멤버십' },
  { value: 'membership', label: '멤버십', group: '계정·멤버십' },
  { value: 'payment', label: '결제', group: '결제·환불' },
  { value: 'refund', label: '환불', group: '결제·환불' },
];

function Harness({ initial = '', onChange = () => undefined, ...props }: Partial<PixelSelectProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="form">
      <PixelSelect
        label="Grade"
        options={GRADES}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">after</button>
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Grade' });

it('is a labelled select-only combobox showing the chosen option', () => {
  render(<Harness initial="A" />);
  expect(combobox()).toHaveAttribute('aria-haspopup', 'listbox');
  expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  expect(combobox()).toHaveTextContent('Amazing');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('opens with a click and picks the clicked option', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} />);
  await user.click(combobox());
  expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  const listbox = screen.getByRole('listbox', { name: 'Grade' });
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All grades', 'Super', 'Amazing', 'Basic']);
  await user.click(screen.getByRole('option', { name: 'Basic' }));
  expect(onChange).toHaveBeenCalledWith('B');
  expect(combobox()).toHaveTextContent('Basic');
  expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  expect(combobox()).toHaveFocus();
});

it('opens from the keyboard, moves with the arrows and picks with Enter', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Harness initial="S" onChange={onChange} />);
  await user.tab();
  expect(combobox()).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  // It opens on the chosen option, marked as selected.
  expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Super' }).id);
  expect(screen.getByRole('option', { name: 'Super' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Amazing' }).id);
  await user.keyboard('{End}');
  expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Basic' }).id);
  await user.keyboard('{Home}');
  expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'All grades' }).id);
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('A');
  expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  expect(combobox()).toHaveTextContent('Amazing');
});

it('opens with Enter and Space too', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.tab();
  await user.keyboard('{Enter}');
  expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  await user.keyboard(' ');
  expect(combobox()).toHaveAttribute('aria-expanded', 'true');
});

it('closes with Escape without changing the value', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Harness initial="S" onChange={onChange} />);
  await user.click(combobox());
  await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
  expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(combobox()).toHaveTextContent('Super');
  expect(combobox()).toHaveFocus();
  expect(onChange).not.toHaveBeenCalled();
});

it('keeps Escape from reaching a dialog around it while the list is open', async () => {
  const onKeyDown = jest.fn();
  const user = userEvent.setup();
  render(
    <div onKeyDown={(event) => onKeyDown(event.key)}>
      <Harness />
    </div>,
  );
  await user.click(combobox());
  await user.keyboard('{Escape}');
  expect(onKeyDown).not.toHaveBeenCalledWith('Escape');
  await user.keyboard('{Escape}');
  expect(onKeyDown).toHaveBeenCalledWith('Escape');
});

it('jumps to an option by typing the start of its name', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} />);
  await user.tab();
  await user.keyboard('b');
  expect(combobox()).toHaveAttribute('aria-expanded', 'true');
  expect(combobox()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Basic' }).id);
  await user.keyboard('{Enter}');
  expect(onChange).toHaveBeenCalledWith('B');
});

it('closes when Tab moves on, taking the highlighted option as the select-only combobox pattern does', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Harness initial="S" onChange={onChange} />);
  await user.click(combobox());
  await user.keyboard('{ArrowDown}');
  await user.tab();
  expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  expect(onChange).toHaveBeenCalledWith('A');
});

it('closes on a click outside without picking the option the pointer passed over', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Harness initial="S" onChange={onChange} />);
  await user.click(combobox());
  await user.hover(screen.getByRole('option', { name: 'Basic' }));
  await user.click(screen.getByRole('button', { name: 'after' }));
  expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  expect(onChange).not.toHaveBeenCalled();
  expect(combobox()).toHaveTextContent('Super');
});

it('lists grouped options under their group’s name', async () => {
  const user = userEvent.setup();
  render(<Harness label="유형" options={GROUPED} placeholder="유형을 골라 주세요" />);
  const box = screen.getByRole('combobox', { name: '유형' });
  expect(box).toHaveTextContent('유형을 골라 주세요');
  await user.click(box);
  expect(screen.getAllByRole('group')).toEqual([
    screen.getByRole('group', { name: '계정·멤버십' }),
    screen.getByRole('group', { name: '결제·환불' }),
  ]);
  expect(
    within(screen.getByRole('group', { name: '결제·환불' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['결제', '환불']);
  await user.click(screen.getByRole('option', { name: '환불' }));
  expect(box).toHaveTextContent('환불');
});

it('submits its value with a plain form through a hidden input', async () => {
  const user = userEvent.setup();
  render(<Harness name="grade" initial="S" />);
  const form = screen.getByRole('form', { name: 'form' }) as HTMLFormElement;
  const hidden = form.querySelector('input[type="hidden"][name="grade"]');
  expect(hidden).toHaveValue('S');
  await user.click(combobox());
  await user.click(screen.getByRole('option', { name: 'Basic' }));
  expect(hidden).toHaveValue('B');
  expect(new FormData(form).getAll('grade')).toEqual(['B']);
});

it('can carry its value in a native select that stands in when scripting is off', async () => {
  const user = userEvent.setup();
  render(<Harness name="grade" initial="S" nativeFallback />);
  const form = screen.getByRole('form', { name: 'form' }) as HTMLFormElement;
  // Hidden while scripts run: one combobox, one value sent.
  expect(screen.getAllByRole('combobox')).toHaveLength(1);
  expect(form.querySelector('input[type="hidden"]')).toBeNull();
  expect(new FormData(form).getAll('grade')).toEqual(['S']);
  const native = form.querySelector('select[name="grade"]') as HTMLSelectElement;
  expect(native).toHaveAttribute('aria-labelledby', screen.getByText('Grade').id);
  await user.click(combobox());
  await user.click(screen.getByRole('option', { name: 'Basic' }));
  expect(new FormData(form).getAll('grade')).toEqual(['B']);
});

it('passes the invalid state and the error’s description to the combobox', () => {
  render(
    <>
      <Harness invalid aria-describedby="grade-error" required />
      <p id="grade-error">Pick a grade</p>
    </>,
  );
  expect(combobox()).toHaveAttribute('aria-invalid', 'true');
  expect(combobox()).toHaveAttribute('aria-required', 'true');
  expect(combobox()).toHaveAccessibleDescription('Pick a grade');
});

it('takes its id and gives the label, list and options ids from it', async () => {
  const user = userEvent.setup();
  render(<Harness id="grade-picker" />);
  expect(combobox()).toHaveAttribute('id', 'grade-picker');
  expect(screen.getByText('Grade')).toHaveAttribute('id', 'grade-picker-label');
  await user.click(combobox());
  expect(screen.getByRole('listbox')).toHaveAttribute('id', 'grade-picker-listbox');
  expect(screen.getByRole('option', { name: 'Super' })).toHaveAttribute('id', 'grade-picker-option-1');
});

it('can be named by aria-label or by a label shown elsewhere', () => {
  render(
    <>
      <span id="outer">Sort order</span>
      <PixelSelect labelledBy="outer" options={GRADES} value="" onChange={() => undefined} />
      <PixelSelect aria-label="Kind" options={GRADES} value="" onChange={() => undefined} />
    </>,
  );
  expect(screen.getByRole('combobox', { name: 'Sort order' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Kind' })).toBeInTheDocument();
});

it('focuses the combobox when its label is clicked', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByText('Grade'));
  expect(combobox()).toHaveFocus();
});

it('does nothing while disabled and leaves the tab order', async () => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  render(<Harness disabled onChange={onChange} />);
  expect(combobox()).toHaveAttribute('aria-disabled', 'true');
  expect(combobox()).not.toHaveAttribute('disabled');
  await user.click(combobox());
  expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  await user.tab();
  expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
});

it('hands the combobox to a ref and reports blur, for form libraries', async () => {
  const ref = { current: null as HTMLDivElement | null };
  const onBlur = jest.fn();
  const user = userEvent.setup();
  render(<Harness ref={ref} onBlur={onBlur} />);
  expect(ref.current).toBe(combobox());
  await user.tab();
  await user.tab();
  expect(onBlur).toHaveBeenCalledTimes(1);
});
