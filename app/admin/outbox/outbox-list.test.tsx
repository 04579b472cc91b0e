import { screen, within } from '@testing-library/react';
import { ApiError } from '@/lib/api/request';
import { renderScreen } from '@/test/render-with-providers';
import { OutboxList } from './outbox-list';

jest.mock('@/lib/api/account', () => ({ outboxOptions: () => ({ queryKey: ['outbox'], queryFn: () => outboxAnswer() }) }));
let outboxAnswer: () => Promise<unknown>;

it('lists the newest message first', async () => {
  outboxAnswer = async () => [
    { id: 1, channel: 'email', destination: 'old@example.com', subject: 'Old', body: 'code 1111', created_at: '2026-11-21T10:00:00Z' },
    { id: 2, channel: 'phone', destination: '+821012345678', subject: '', body: 'code 2222', created_at: '2026-11-21T11:00:00Z' },
  ];
  renderScreen(<OutboxList />);
  const items = await screen.findAllByRole('listitem');
  expect(within(items[0]!).getByText('+821012345678')).toBeInTheDocument();
  expect(within(items[0]!).getByText('문자')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Old')).toBeInTheDocument();
  expect(within(items[1]!).getByText('code 1111')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '새로고침' })).toBeInTheDocument();
});

it('says there is no outbox when the server answers 404 (production, or not an administrator)', async () => {
  outboxAnswer = async () => {
    throw new ApiError(404, 1400, 'Not found', {});
  };
  renderScreen(<OutboxList />, { locale: 'zh-TW' });
  expect(await screen.findByText('沒有寄件匣')).toBeInTheDocument();
});
