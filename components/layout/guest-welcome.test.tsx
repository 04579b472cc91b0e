import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlWrapper, renderWithIntl } from '@/test/render-with-intl';
import { useUserStore } from '@/stores/user-store';
import { GuestWelcome } from './guest-welcome';

beforeEach(() => useUserStore.getState().clearAll());

const home = (signedIn: boolean) => (
  <IntlWrapper>
    <GuestWelcome signedIn={signedIn} />
    <p>hot posts</p>
  </IntlWrapper>
);

it('welcomes a guest with the ways to sign in and to sign up', () => {
  renderWithIntl(<GuestWelcome signedIn={false} />);
  const card = screen.getByRole('region', { name: '처음 오셨나요?' });
  expect(card).toHaveTextContent('로그인하면 글과 댓글을 쓰고');
  expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?next=%2Fcommunity');
  expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/register');
});

it('speaks Traditional Chinese too', () => {
  renderWithIntl(<GuestWelcome signedIn={false} />, { locale: 'zh-TW' });
  expect(screen.getByRole('region', { name: '第一次來嗎？' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '登入' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '註冊' })).toHaveAttribute('href', '/register');
});

it('is in the server HTML for a guest, not for a member the server knows', () => {
  expect(renderToString(home(false))).toContain('href="/register"');
  expect(renderToString(home(true))).not.toContain('href="/register"');
});

it('is not shown to a member the browser knows', () => {
  useUserStore.getState().setToken('tok-1');
  renderWithIntl(<GuestWelcome signedIn={false} />);
  expect(screen.queryByRole('link', { name: '회원가입' })).not.toBeInTheDocument();
});

it('hydrates from a guest’s server HTML and, once the browser knows the member, hides in place', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(home(false));
  document.body.appendChild(container);
  const card = container.querySelector('section')!;
  useUserStore.getState().setToken('tok-1');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = await act(async () => hydrateRoot(container, home(false)));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  // Same element, still there (keeps its room: nothing below moves), hidden from sight and from assistive technology.
  expect(container.querySelector('section')).toBe(card);
  expect(card).toHaveAttribute('data-hidden');
  expect(card).toHaveAttribute('aria-hidden', 'true');
  expect(card).toHaveAttribute('inert');
  expect(card.nextElementSibling).toHaveTextContent('hot posts');
  expect(screen.queryByRole('link', { name: '회원가입' })).not.toBeInTheDocument();
  act(() => root.unmount());
  container.remove();
});

it('stays as it is for a guest after hydration', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(home(false));
  document.body.appendChild(container);
  const root = await act(async () => hydrateRoot(container, home(false)));
  expect(screen.getByRole('region', { name: '처음 오셨나요?' })).not.toHaveAttribute('data-hidden');
  act(() => useUserStore.getState().setToken('tok-1'));
  expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
  act(() => root.unmount());
  container.remove();
});
