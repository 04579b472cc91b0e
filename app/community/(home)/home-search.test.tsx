import { screen } from '@testing-library/react';
import koCommunity from '@/messages/ko/community.json';
import zhCommunity from '@/messages/zh-TW/community.json';
import { renderWithIntl } from '@/test/render-with-intl';
import { HomeSearch } from './home-search';

it('sends the keyword to the post results, the route that reads it', () => {
  renderWithIntl(<HomeSearch />, { messages: { community: koCommunity } });
  const form = screen.getByRole('search', { name: koCommunity.main.searchLabel });
  expect(form).toHaveAttribute('action', '/community/search/post');
  expect(form).toHaveAttribute('method', 'get');
  expect(screen.getByRole('searchbox', { name: koCommunity.main.searchLabel })).toHaveAttribute('name', 'keyword');
  expect(screen.getByRole('button', { name: koCommunity.main.searchSubmit })).toHaveAttribute('type', 'submit');
});

it('is labelled in Chinese for a Chinese reader', () => {
  renderWithIntl(<HomeSearch />, { locale: 'zh-TW', messages: { community: zhCommunity } });
  expect(screen.getByRole('search', { name: zhCommunity.main.searchLabel })).toHaveAttribute('action', '/community/search/post');
});
