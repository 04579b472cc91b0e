import { act, render, renderHook, screen } from '@testing-library/react';
import { useOnline } from '@/lib/hooks/use-online';
import { OfflineBanner } from './offline-banner';

const onLine = jest.spyOn(window.navigator, 'onLine', 'get');

function goOffline() {
  onLine.mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  onLine.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

afterEach(() => onLine.mockReturnValue(true));

test('useOnline follows the browser’s online and offline events', () => {
  onLine.mockReturnValue(true);
  const { result } = renderHook(() => useOnline());
  expect(result.current).toBe(true);
  goOffline();
  expect(result.current).toBe(false);
  goOnline();
  expect(result.current).toBe(true);
});

test('the banner shows only while offline, in a live region that stays mounted', () => {
  onLine.mockReturnValue(true);
  render(<OfflineBanner message="오프라인이에요 · 저장된 페이지만 볼 수 있어요" />);
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();
  goOffline();
  expect(region).toHaveTextContent('오프라인이에요 · 저장된 페이지만 볼 수 있어요');
  goOnline();
  expect(region).toBeEmptyDOMElement();
  expect(screen.getByRole('status')).toBe(region);
});

test('a page opened offline shows the banner from the start', () => {
  onLine.mockReturnValue(false);
  render(<OfflineBanner message="目前離線 · 只能查看已儲存的頁面" />);
  expect(screen.getByTestId('offline-banner')).toHaveTextContent('目前離線');
});
