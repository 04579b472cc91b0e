import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import koShared from '@/messages/ko/shared.json';
import zhShared from '@/messages/zh-TW/shared.json';
import { renderWithIntl } from '@/test/render-with-intl';
import { HelpTip } from './help-tip';

it('explains the rating score behind a named "?" button, and Escape closes it back onto the button', async () => {
  const user = userEvent.setup();
  const { item } = koShared;
  renderWithIntl(
    <dl>
      <dt>
        {item.ratingScore}
        <HelpTip label={item.ratingScoreHelpLabel}>{item.ratingScoreHelp}</HelpTip>
      </dt>
      <dd>48</dd>
    </dl>,
  );
  const button = screen.getByRole('button', { name: '등급 점수란?' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('note')).toBeNull();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('note')).toHaveTextContent('희귀도 점수');
  expect(screen.getByRole('note').id).toBe(button.getAttribute('aria-controls'));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('note')).toBeNull();
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('note')).toBeVisible();
  await user.click(document.body);
  expect(screen.queryByRole('note')).toBeNull();
});

it('reads in Chinese', async () => {
  const user = userEvent.setup();
  renderWithIntl(<HelpTip label={zhShared.item.ratingScoreHelpLabel}>{zhShared.item.ratingScoreHelp}</HelpTip>, { locale: 'zh-TW' });
  await user.click(screen.getByRole('button', { name: '什麼是等級分數？' }));
  expect(screen.getByRole('note')).toHaveTextContent('稀有度分數');
});
