import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlWrapper } from '@/test/render-with-intl';
import { RelativeTime } from './relative-time';

const iso = new Date(Date.now() - 3 * 60_000).toISOString();
const ui = (
  <IntlWrapper locale="ko">
    <RelativeTime date={iso} template={(date) => `마지막 접속 ${date}`} />
  </IntlWrapper>
);

it('sends the date and time from the server (the same in any browser), then says how long ago', () => {
  const html = renderToString(ui);
  expect(html).toMatch(/마지막 접속 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
  expect(html).not.toContain('전');
  render(ui);
  expect(screen.getByText('마지막 접속 3분 전')).toHaveAttribute('dateTime', iso);
});
