import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import zhAuth from '@/messages/zh-TW/auth.json';
import { renderWithIntl } from '@/test/render-with-intl';
import { ConsentChecks, NO_CONSENT, type Consent } from './consent-checks';

function Harness({ showError = false }: { showError?: boolean }) {
  const [value, setValue] = useState<Consent>(NO_CONSENT);
  return <ConsentChecks value={value} onChange={setValue} showError={showError} />;
}

it('asks in Traditional Chinese too, and "agree to all" ticks and clears both', async () => {
  const user = userEvent.setup();
  renderWithIntl(<Harness showError />, { locale: 'zh-TW', messages: { auth: zhAuth } });
  const all = screen.getByRole('checkbox', { name: '全部同意' });
  const terms = screen.getByRole('checkbox', { name: '［必要］ 同意服務條款' });
  const privacy = screen.getByRole('checkbox', { name: '［必要］ 同意個人資料的蒐集與利用' });
  expect(screen.getByRole('alert')).toHaveTextContent('請勾選所有必要項目後再註冊');
  expect(screen.getByRole('group', { name: '同意條款' })).toHaveAccessibleDescription('請勾選所有必要項目後再註冊');
  await user.click(all);
  expect(terms).toBeChecked();
  expect(privacy).toBeChecked();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(privacy);
  expect(all).not.toBeChecked();
  expect(terms).toBeChecked();
  expect(screen.getByRole('link', { name: '查看 隱私權政策 (在新分頁開啟)' })).toHaveAttribute('target', '_blank');
});
