import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { useRequiredNote } from './use-required-note';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLTextAreaElement>;

test('an empty note is flagged and focused; typing clears the flag; the value is sent trimmed', () => {
  const { result } = renderHook(() => useRequiredNote());
  const box = document.createElement('textarea');
  document.body.append(box);
  (result.current.field.ref as { current: HTMLTextAreaElement | null }).current = box;

  let ok = true;
  act(() => {
    ok = result.current.check();
  });
  expect(ok).toBe(false);
  expect(result.current.missing).toBe(true);
  expect(document.activeElement).toBe(box);

  act(() => result.current.field.onChange(typed('   ')));
  expect(result.current.missing).toBe(true);
  act(() => result.current.field.onChange(typed('  근거 확인함 ')));
  expect(result.current.missing).toBe(false);
  expect(result.current.field.value).toBe('  근거 확인함 ');
  expect(result.current.value).toBe('근거 확인함');
  act(() => {
    ok = result.current.check();
  });
  expect(ok).toBe(true);

  act(() => result.current.clear());
  expect(result.current.value).toBe('');
});
