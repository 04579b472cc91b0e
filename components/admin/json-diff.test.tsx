import { screen } from '@testing-library/react';
import koUi from '@/messages/ko/ui.json';
import { renderWithIntl } from '@/test/render-with-intl';
import { diffJson, JsonDiff } from './json-diff';

describe('diffJson', () => {
  it('compares nested fields path by path', () => {
    const rows = diffJson(
      { status: 'active', until: null, entries: [{ rate: 1 }, { rate: 2 }] },
      { status: 'suspended', until: null, entries: [{ rate: 1 }], reason: 'spam' },
    );
    const byPath = Object.fromEntries(rows.map((r) => [r.path, r.kind]));
    expect(byPath).toEqual({ status: 'changed', until: 'same', 'entries.0.rate': 'same', 'entries.1.rate': 'removed', reason: 'added' });
  });

  it('treats a missing side as empty', () => {
    expect(diffJson(null, { a: 1 })).toEqual([{ path: 'a', before: undefined, after: 1, kind: 'added' }]);
  });
});

it('shows changed fields before unchanged ones', () => {
  renderWithIntl(<JsonDiff before={{ a: 1, b: 'x' }} after={{ a: 1, b: 'y' }} />, { messages: { ui: koUi } });
  const rows = screen.getAllByRole('row').slice(1);
  expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['b', 'a']);
});
