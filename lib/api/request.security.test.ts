/**
 * @jest-environment ./test/msw-environment.ts
 */
import { setupServer } from 'msw/node';
import { serveDuringTests } from '@/test/msw-api';
import { buildUrl, get, isSafeApiPath } from './request';

// Issue 26 §9 (path traversal and token leak through the client request helper): an id or slug put
// into an API path can neither leave the API base nor climb out of the endpoint it names.

// No handlers: any request that went out would be noted here (and refused).
const requests: string[] = [];
const server = setupServer();
server.events.on('request:start', ({ request }) => {
  requests.push(request.url);
});
serveDuringTests(server);

describe('issue 26 §9: the client request helper', () => {
  test.each([
    'https://evil.example/api/v1/user/',
    'http://evil.example',
    '//evil.example/api/',
    '\\\\evil.example/',
    '/community/..\\..\\admin/',
    'javascript:alert(1)',
    '/community/../admin/members/',
    '/community/1/../../admin/',
    '/community/%2e%2e/admin/',
    '/community/.%2E/admin/',
    '/community/./1/',
    '/community/1\n/',
  ])('refuses %j (absolute URLs and dot segments)', (path) => {
    expect(isSafeApiPath(path)).toBe(false);
    expect(() => buildUrl(path)).toThrow(/Refused API path/);
  });

  test('keeps ordinary paths, dots inside a segment and dots in the query', () => {
    expect(buildUrl('/community/12/', { q: '../x' })).toBe('/api/community/12/?q=..%2Fx');
    expect(buildUrl('/guides/v1.2-notes/')).toBe('/api/guides/v1.2-notes/');
  });

  test('a refused path is never fetched', async () => {
    await expect(get('https://evil.example/steal/')).rejects.toThrow(/Refused API path/);
    await expect(get(`/users/${'../admin/members'}/`)).rejects.toThrow(/Refused API path/);
    expect(requests).toHaveLength(0);
  });

  test('a whole URL is taken only without a token (an operator-configured endpoint), and never a dot segment', () => {
    expect(buildUrl('https://probability.example.com/lists/box', undefined, { external: true })).toBe(
      'https://probability.example.com/lists/box',
    );
    expect(() => buildUrl('https://probability.example.com/lists/box')).toThrow(/Refused API path/);
    expect(() => buildUrl('javascript:alert(1)', undefined, { external: true })).toThrow(/Refused API path/);
    expect(() => buildUrl('https:\\\\evil.example/', undefined, { external: true })).toThrow(/Refused API path/);
  });
});
