import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test/render-with-intl';
import { APP_TOAST_MS, ITEM_TOAST_MS } from '@/lib/constants';
import { useUiStore } from '@/stores/ui-store';
import { LocalToast, Toast, useItemToast } from './toast';

beforeEach(() => {
  jest.useFakeTimers();
  act(() => useUiStore.getState().hideToast());
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Toast (app level)', () => {
  it('announces the store message politely and hides it after one second', () => {
    renderWithIntl(<Toast />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => useUiStore.getState().showToast('저장했어요'));
    expect(region).toHaveTextContent('저장했어요');

    act(() => jest.advanceTimersByTime(APP_TOAST_MS - 1));
    expect(region).toHaveTextContent('저장했어요');
    act(() => jest.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
    expect(useUiStore.getState().isToastVisible).toBe(false);
  });

  it('shows only one message and restarts the timer for a new one', () => {
    renderWithIntl(<Toast />);
    act(() => useUiStore.getState().showToast('첫 번째'));
    act(() => jest.advanceTimersByTime(APP_TOAST_MS - 200));
    act(() => useUiStore.getState().showToast('두 번째'));
    expect(screen.getByRole('status')).toHaveTextContent('두 번째');
    expect(screen.queryByText('첫 번째')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(APP_TOAST_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('두 번째');
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the timer when the same message is shown again', () => {
    renderWithIntl(<Toast />);
    act(() => useUiStore.getState().showToast('같은 말'));
    act(() => jest.advanceTimersByTime(APP_TOAST_MS - 100));
    act(() => useUiStore.getState().showToast('같은 말'));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('같은 말');
  });
});

function ItemArea() {
  const toast = useItemToast();
  return (
    <div>
      <button type="button" onClick={() => toast.showToast('위시리스트에 담았어요')}>
        담기
      </button>
      <LocalToast toast={toast} />
    </div>
  );
}

describe('LocalToast', () => {
  it('keeps the item-area toast for 3000 ms by default', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithIntl(<ItemArea />);
    await user.click(screen.getByRole('button', { name: '담기' }));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('위시리스트에 담았어요');
    act(() => jest.advanceTimersByTime(APP_TOAST_MS));
    expect(region).toHaveTextContent('위시리스트에 담았어요');
    act(() => jest.advanceTimersByTime(ITEM_TOAST_MS - APP_TOAST_MS));
    expect(region).toBeEmptyDOMElement();
  });
});
