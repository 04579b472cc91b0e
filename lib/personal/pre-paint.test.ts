import { HIDDEN_AUTHORS_STORAGE_KEY, HIDDEN_AUTHORS_STYLE_ID, hiddenAuthorsCss, PRE_PAINT_SCRIPT } from './pre-paint';

const run = () => new Function(PRE_PAINT_SCRIPT)();

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-member');
  document.getElementById(HIDDEN_AUTHORS_STYLE_ID)?.remove();
});

test("a guest's document stays a guest's", () => {
  run();
  expect(document.documentElement.hasAttribute('data-member')).toBe(false);
  expect(document.getElementById(HIDDEN_AUTHORS_STYLE_ID)).toBeNull();
});

test("a member's document is marked and their hidden authors are hidden before paint", () => {
  localStorage.setItem('slime-user', JSON.stringify({ state: { userToken: 't' } }));
  localStorage.setItem(HIDDEN_AUTHORS_STORAGE_KEY, JSON.stringify([4, 17]));
  run();
  expect(document.documentElement.hasAttribute('data-member')).toBe(true);
  const css = document.getElementById(HIDDEN_AUTHORS_STYLE_ID)!.textContent!;
  expect(css).toContain('[data-author="4"]');
  expect(css).toContain('li:has(> [data-author="17"])');
});

test('hostile storage reaches the CSS as numbers or not at all', () => {
  localStorage.setItem('slime-user', JSON.stringify({ state: { userToken: 't' } }));
  localStorage.setItem(HIDDEN_AUTHORS_STORAGE_KEY, JSON.stringify(['1"]{}</style><script>alert(1)</script>', '5', -3, 'x']));
  run();
  const css = document.getElementById(HIDDEN_AUTHORS_STYLE_ID)!.textContent!;
  expect(css).not.toMatch(/script|alert|<|-3/);
  expect(css).toContain('[data-author="5"]');
});

test('unreadable storage breaks nothing', () => {
  localStorage.setItem('slime-user', '{not json');
  expect(run).not.toThrow();
  expect(hiddenAuthorsCss([])).toBe('');
  expect(hiddenAuthorsCss([Number.NaN, 0, 2])).toBe('[data-author="2"],li:has(> [data-author="2"]){display:none!important}');
});
