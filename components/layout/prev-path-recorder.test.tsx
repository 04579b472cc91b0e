import { render } from '@testing-library/react';
import { PREV_PATH_STORAGE_KEY } from '@/lib/navigation/back-target';
import { PrevPathRecorder } from './prev-path-recorder';

let pathname = '/community';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

describe('PrevPathRecorder', () => {
  it('stores the path the user came from', () => {
    window.sessionStorage.clear();
    const { rerender } = render(<PrevPathRecorder />);
    expect(window.sessionStorage.getItem(PREV_PATH_STORAGE_KEY)).toBeNull();
    pathname = '/community/detail/4';
    rerender(<PrevPathRecorder />);
    expect(window.sessionStorage.getItem(PREV_PATH_STORAGE_KEY)).toBe('/community');
    pathname = '/probability/box/1';
    rerender(<PrevPathRecorder />);
    expect(window.sessionStorage.getItem(PREV_PATH_STORAGE_KEY)).toBe('/community/detail/4');
  });
});
