import { CACHE_NAMES, htmlLang, isGuestPage, isImage, isKeepableHtml, isStaticFile, pageCacheFor } from './cache-rules';

const page = (headers: Record<string, string>, extra: Partial<Pick<Response, 'ok' | 'redirected' | 'type'>> = {}) => ({
  ok: true,
  redirected: false,
  type: 'basic' as ResponseType,
  headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
  ...extra,
});

test('guides, notices and probability tables go to the reference cache; posts to their own; nothing else', () => {
  for (const p of ['/guide', '/guide/getting-started', '/community/notice', '/community/notice/3', '/probability', '/probability/ticket/2'])
    expect(pageCacheFor(p)).toBe(CACHE_NAMES.reference);
  expect(pageCacheFor('/community/detail/12')).toBe(CACHE_NAMES.posts);
  for (const p of ['/community', '/community/posts', '/community/detail/12/edit', '/community/detail/x', '/my', '/guidebook', '/market'])
    expect(pageCacheFor(p)).toBeNull();
});

test('build files, fonts and icons are static; art and uploads are pictures, also through /_next/image', () => {
  expect(isStaticFile('/_next/static/chunks/a1.js')).toBe(true);
  expect(isStaticFile('/fonts/galmuri-3f2a.woff2')).toBe(true);
  expect(isStaticFile('/api/v1/community/posts/')).toBe(false);
  const u = (s: string) => new URL(s, 'http://localhost');
  expect(isImage(u('/art/items/1.png'))).toBe(true);
  expect(isImage(u('/uploads/2026/01/a.webp'))).toBe(true);
  expect(isImage(u('/_next/image?url=%2Fart%2Fbanners%2F1.png&w=640&q=75'))).toBe(true);
  expect(isImage(u('/_next/image?url=https%3A%2F%2Fexample.com%2Fa.png&w=640&q=75'))).toBe(false);
  expect(isImage(u('/community'))).toBe(false);
});

test('only a guest’s page (Cache-Control public) is kept as it came; members’ pages are private', () => {
  expect(isGuestPage(page({ 'cache-control': 'public, max-age=0, s-maxage=10' }))).toBe(true);
  expect(isGuestPage(page({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBe(false);
  expect(isGuestPage(page({}))).toBe(false);
  expect(isGuestPage(page({ 'cache-control': 'public', 'content-type': 'application/json' }))).toBe(false);
});

test('errors, redirects and other origins are never kept', () => {
  expect(isKeepableHtml(page({}))).toBe(true);
  expect(isKeepableHtml(page({}, { ok: false }))).toBe(false);
  expect(isKeepableHtml(page({}, { redirected: true }))).toBe(false);
  expect(isKeepableHtml(page({}, { type: 'opaqueredirect' }))).toBe(false);
  expect(isKeepableHtml(page({}, { type: 'cors' }))).toBe(false);
});

test('the page’s language comes from <html lang>', () => {
  expect(htmlLang('<!DOCTYPE html><html lang="zh-TW"><head>')).toBe('zh-TW');
  expect(htmlLang('<!DOCTYPE html><html lang="ko">')).toBe('ko');
  expect(htmlLang('<html>')).toBeNull();
});
