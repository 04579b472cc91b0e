import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/test/render-with-intl';
import { Stepper } from './stepper';

function Harness({ initial = '1', max = 5 }: { initial?: string; max?: number }) {
  const [value, setValue] = useState(initial);
  return <Stepper value={value} onChange={setValue} label="왕관 수량" min={1} max={max} />;
}

it('steps the count with − and +, stopping at the limits', async () => {
  const user = userEvent.setup();
  renderWithIntl(<Harness initial="4" />);
  const input = screen.getByRole('textbox', { name: '왕관 수량' });
  const plus = screen.getByRole('button', { name: '왕관 수량 늘리기' });
  const minus = screen.getByRole('button', { name: '왕관 수량 줄이기' });
  await user.click(plus);
  expect(input).toHaveValue('5');
  expect(plus).toBeDisabled();
  await user.click(minus);
  await user.click(minus);
  await user.click(minus);
  await user.click(minus);
  expect(input).toHaveValue('1');
  expect(minus).toBeDisabled();
});

it('takes typing and the arrow keys, and a bad entry restarts from the minimum', async () => {
  const user = userEvent.setup();
  renderWithIntl(<Harness max={999} />);
  const input = screen.getByRole('textbox', { name: '왕관 수량' });
  await user.clear(input);
  await user.type(input, '12');
  expect(input).toHaveValue('12');
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(input).toHaveValue('14');
  await user.keyboard('{ArrowDown}');
  expect(input).toHaveValue('13');
  await user.clear(input);
  await user.type(input, 'x');
  await user.click(screen.getByRole('button', { name: '왕관 수량 늘리기' }));
  expect(input).toHaveValue('2');
});

it('names its buttons in Chinese', () => {
  renderWithIntl(<Stepper value="1" onChange={() => undefined} label="王冠 數量" max={9} />, { locale: 'zh-TW' });
  expect(screen.getByRole('button', { name: '增加王冠 數量' })).toBeEnabled();
  expect(screen.getByRole('button', { name: '減少王冠 數量' })).toBeDisabled();
});
