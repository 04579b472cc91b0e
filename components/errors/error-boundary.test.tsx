import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test/render-with-intl';
import koCommon from '@/messages/ko/common.json';
import koComponents from '@/messages/ko/components.json';
import { useUserStore } from '@/stores/user-store';
import { createErrorBoundary } from './error-boundary';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), back: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

test('shows the translated message with a retry that resets, and logs the error with its digest', async () => {
  const Boundary = createErrorBoundary('common.errors.noticesLoadFailed');
  const reset = jest.fn();
  const error = Object.assign(new Error('boom'), { digest: 'abc123' });
  const { container } = renderWithIntl(<Boundary error={error} reset={reset} />, { messages: { common: koCommon } });

  expect(screen.getByRole('alert')).toHaveTextContent(koCommon.errors.noticesLoadFailed);
  expect(container.querySelector('main')).toBeNull();
  await userEvent.click(screen.getByRole('button'));
  expect(reset).toHaveBeenCalledTimes(1);
  expect(logged).toHaveBeenCalledWith('Route error (digest abc123)', error);
});

test('wraps the state in main, with the header when asked', () => {
  const Plain = createErrorBoundary('common.errors.generic', { main: true });
  const { container, unmount } = renderWithIntl(<Plain error={new Error('x')} reset={jest.fn()} />, { messages: { common: koCommon } });
  expect(container.querySelector('main#main [role="alert"]')).not.toBeNull();
  expect(container.querySelector('header')).toBeNull();
  expect(logged).toHaveBeenCalledWith('Route error', expect.any(Error));
  unmount();

  const WithHeader = createErrorBoundary('components.errorState.message', { header: 'exit' });
  // The exit (X) is the game webview's: it hands over a device id.
  useUserStore.getState().setDeviceId('ios-device-7');
  const view = renderWithIntl(<WithHeader error={new Error('y')} reset={jest.fn()} />);
  expect(view.container.querySelector('main#main [role="alert"]')).not.toBeNull();
  expect(view.container.querySelector('header + main#main')).not.toBeNull();
  expect(screen.getByRole('button', { name: koComponents.header.exit })).toBeInTheDocument();
  view.unmount();
  useUserStore.getState().clearAll();
});
