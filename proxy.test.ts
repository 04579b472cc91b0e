/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { config, proxy } from './proxy';

const run = (url: string, headers: Record<string, string> = {}) => proxy(new NextRequest(new URL(url), { headers }));

describe('proxy', () => {
  it('forwards the resolved language to the page', () => {
    const res = run('http://localhost/community/notice', { 'accept-language': 'zh-HK' });
    expect(res.headers.get('x-middleware-request-x-slime-locale')).toBe('zh-TW');
    const cookie = run('http://localhost/community', { cookie: 'NEXT_LOCALE=ko', 'accept-language': 'zh-TW' });
    expect(cookie.headers.get('x-middleware-request-x-slime-locale')).toBe('ko');
  });

  it('moves ?token= and ?deviceId= into HttpOnly cookies and redirects to the clean URL', () => {
    const res = run('http://localhost/community/notice?page=2&token=abc123&deviceId=dev-9');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost/community/notice?page=2');
    const token = res.cookies.get('slime_token');
    expect(token).toMatchObject({ value: 'abc123', httpOnly: true, sameSite: 'lax', path: '/' });
    expect(res.cookies.get('slime_device_id')).toMatchObject({ value: 'dev-9', httpOnly: true });
    const handoff = res.cookies.get('slime_handoff');
    expect(handoff?.httpOnly).toBeFalsy();
    expect(JSON.parse(handoff!.value)).toEqual({ token: 'abc123', deviceId: 'dev-9' });
  });

  it('drops hand-off values that are not token-shaped but still cleans the URL', () => {
    const res = run('http://localhost/community?token=%3Cscript%3E');
    expect(res.headers.get('location')).toBe('http://localhost/community');
    expect(res.cookies.get('slime_token')).toBeUndefined();
    expect(res.cookies.get('slime_handoff')).toBeUndefined();
  });

  it('sends the old one-language manifest address to the reader’s language', () => {
    const zh = run('http://localhost/manifest.webmanifest', { 'accept-language': 'zh-TW,zh;q=0.9' });
    expect(zh.status).toBe(307);
    expect(zh.headers.get('location')).toBe('http://localhost/manifest/zh-TW.webmanifest');
    const ko = run('http://localhost/manifest.webmanifest', { cookie: 'NEXT_LOCALE=ko', 'accept-language': 'zh-TW' });
    expect(ko.headers.get('location')).toBe('http://localhost/manifest/ko.webmanifest');
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    expect(matcher.test('/manifest.webmanifest')).toBe(true);
  });

  it('serves pages without a trailing slash, and never runs on the API', () => {
    const page = run('http://localhost/community/notice/?page=2');
    expect(page.status).toBe(308);
    expect(page.headers.get('location')).toBe('http://localhost/community/notice?page=2');
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    expect(matcher.test('/api/v1/board/notice/')).toBe(false);
    expect(matcher.test('/community/notice')).toBe(true);
  });
});

describe('Content-Security-Policy', () => {
  it('gives every page a fresh script nonce and no unsafe-inline scripts', () => {
    const a = run('http://localhost/community').headers.get('content-security-policy')!;
    const b = run('http://localhost/community').headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(a)?.[1];
    expect(nonce).toBeTruthy();
    expect(b).not.toContain(nonce);
    const scriptSrc = a.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(a).toContain("object-src 'none'");
    expect(run('http://localhost/community').headers.get('x-middleware-request-x-nonce')).toBeTruthy();
  });

  it('lets this origin register the service worker and serve the manifest, and nothing else', () => {
    const directives = run('http://localhost/guide').headers.get('content-security-policy')!.split('; ');
    expect(directives).toContain("worker-src 'self'");
    expect(directives).toContain("manifest-src 'self'");
    // A worker falls back to script-src; the page scripts still need the nonce.
    expect(directives.find((d) => d.startsWith('script-src'))).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  });
});
