/** @jest-environment node */
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { cookieIsPlain, parseCookies, readCookie } from '../../lib/cookies.mjs';

// lib/cookies.mjs is the one Cookie reader of the server, the page cache and the app: it must read
// every header exactly as Next's RequestCookies (behind `cookies()` and `request.cookies`) does.
const HEADERS = [
  'NEXT_LOCALE=ko; NEXT_LOCALE=zh-TW',
  'NEXT_LOCALE=zh-TW;NEXT_LOCALE=ko',
  'slime_token=; slime_token=abc',
  'slime_token=abc; slime_token=',
  'slime_token=abc; slime_token=%',
  'slime_token=%; slime_token=abc',
  'slime_token=%',
  'NEXT_LOCALE=%E0%A4',
  'NEXT_LOCALE=%ED%95%9C',
  'a=1;  b=2 ;c=%20x%20',
  'a=1; \tslime_token=abc',
  ' slime_token=abc',
  'flag; x=a=b',
  ';;a=1;',
  '',
];

describe('issue 26 §4/§5: one cookie reader, the way Next reads', () => {
  it.each(HEADERS)('reads %p as Next does', (header) => {
    const next = new RequestCookies(new Headers({ cookie: header }));
    expect([...parseCookies(header)]).toEqual(next.getAll().map((c) => [c.name, c.value]));
    for (const name of ['slime_token', 'NEXT_LOCALE', 'a', 'b', 'c', 'flag', 'x'])
      expect(readCookie(header, name)).toBe(next.get(name)?.value);
  });

  it('keeps the last readable value of a repeated cookie, and skips an unreadable one instead of throwing', () => {
    expect(readCookie('NEXT_LOCALE=ko; NEXT_LOCALE=zh-TW', 'NEXT_LOCALE')).toBe('zh-TW');
    expect(readCookie('slime_token=; slime_token=abc', 'slime_token')).toBe('abc');
    expect(() => readCookie('slime_token=%', 'slime_token')).not.toThrow();
    expect(readCookie('slime_token=%', 'slime_token')).toBeUndefined();
    expect(readCookie('NEXT_LOCALE=%E0%A4', 'NEXT_LOCALE')).toBeUndefined();
    expect(readCookie(['a=1', 'a=2'], 'a')).toBe('2');
    expect(readCookie(undefined, 'a')).toBeUndefined();
  });

  it('tells a cookie named once with a readable value from a repeated, unreadable or padded one', () => {
    expect(cookieIsPlain('NEXT_LOCALE=zh-TW; a=1', 'NEXT_LOCALE')).toBe(true);
    expect(cookieIsPlain('a=1', 'NEXT_LOCALE')).toBe(true);
    expect(cookieIsPlain(undefined, 'NEXT_LOCALE')).toBe(true);
    expect(cookieIsPlain('NEXT_LOCALE=ko; NEXT_LOCALE=ko', 'NEXT_LOCALE')).toBe(false);
    expect(cookieIsPlain('NEXT_LOCALE=%E0%A4', 'NEXT_LOCALE')).toBe(false);
    expect(cookieIsPlain('a=1; NEXT_LOCALE =ko', 'NEXT_LOCALE')).toBe(false);
    expect(cookieIsPlain('a=1; \tslime_token=abc', 'slime_token')).toBe(false);
    expect(cookieIsPlain(' slime_token=abc ', 'slime_token')).toBe(true);
  });
});
