import { CLIENT_HEADER, clientAddress, clientHeader, UNKNOWN_CLIENT } from './client';

// api-env.ts gives the test process a secret, as scripts/server.mjs does for the app.
it('takes the address the production server handed over with its secret', () => {
  expect(clientAddress(new Headers(clientHeader('198.51.100.7')))).toBe('198.51.100.7');
});

it('never believes a client: forwarded headers, a forged hand-over or a wrong secret give the shared unknown bucket', () => {
  expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '1.2.3.4' }))).toBe(UNKNOWN_CLIENT);
  expect(clientAddress(new Headers({ [CLIENT_HEADER]: '1.2.3.4' }))).toBe(UNKNOWN_CLIENT);
  expect(clientAddress(new Headers({ [CLIENT_HEADER]: 'guessed-secret 1.2.3.4' }))).toBe(UNKNOWN_CLIENT);
});

it('is unknown when no production server runs this process (a plain `next start`)', () => {
  const secret = process.env.SLIME_CLIENT_SECRET;
  delete process.env.SLIME_CLIENT_SECRET;
  try {
    expect(clientAddress(new Headers({ [CLIENT_HEADER]: ' 1.2.3.4' }))).toBe(UNKNOWN_CLIENT);
  } finally {
    process.env.SLIME_CLIENT_SECRET = secret;
  }
});
