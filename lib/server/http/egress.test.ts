import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EgressRefused, egressLookup, isPublicAddress, makeEgressLookup, type Resolver } from './egress';

// The egress guard (issue 26 §2): no outbound request to a member-chosen host reaches this
// machine or its networks, whatever the spelling or the DNS answer.

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.0.9.9',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '[::ffff:127.0.0.1]',
    '0.0.0.0',
    '0.1.2.3',
    '100.64.0.1',
    '100.127.255.254',
    '169.254.169.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '224.0.0.1',
    '255.255.255.255',
    '2130706433',
    '0x7f000001',
    'localhost',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.196.106', '17.253.144.10', '8.8.8.8', '100.128.0.1', '172.32.0.1', '2607:f8b0:4004:c07::5f', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('egressLookup', () => {
  const lookupWith = (answers: Record<string, string[]>) => {
    const resolver: Resolver = (hostname, _options, callback) => {
      const found = answers[hostname];
      if (!found) return callback(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), []);
      callback(
        null,
        found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    };
    const lookup = makeEgressLookup(resolver);
    return (host: string, all = false) =>
      new Promise<unknown>((resolve, reject) => lookup(host, { all }, (error, address) => (error ? reject(error) : resolve(address))));
  };

  it('answers a name whose every address is public, as one address or all of them', async () => {
    const lookup = lookupWith({ 'push.example': ['142.250.196.106', '2607:f8b0:4004:c07::5f'] });
    await expect(lookup('push.example')).resolves.toBe('142.250.196.106');
    await expect(lookup('push.example', true)).resolves.toEqual([
      { address: '142.250.196.106', family: 4 },
      { address: '2607:f8b0:4004:c07::5f', family: 6 },
    ]);
  });

  it('refuses a name when any of its addresses is not public (no racing onto the private one)', async () => {
    const lookup = lookupWith({
      'rebound.example': ['169.254.169.254'],
      'mixed.example': ['142.250.196.106', '10.0.0.7'],
      'mapped.example': ['::ffff:127.0.0.1'],
    });
    await expect(lookup('rebound.example')).rejects.toBeInstanceOf(EgressRefused);
    await expect(lookup('mixed.example', true)).rejects.toMatchObject({ code: 'EEGRESS', address: '10.0.0.7' });
    await expect(lookup('mapped.example')).rejects.toMatchObject({ code: 'EEGRESS' });
    await expect(lookup('nowhere.example')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('refuses an IP literal that is not public, and the system resolver’s spellings of loopback', async () => {
    const lookup = (host: string) =>
      new Promise((resolve, reject) => egressLookup(host, {}, (error, address) => (error ? reject(error) : resolve(address))));
    await expect(lookup('127.0.0.1')).rejects.toMatchObject({ code: 'EEGRESS' });
    await expect(lookup('::1')).rejects.toMatchObject({ code: 'EEGRESS' });
    // getaddrinfo reads these as 127.0.0.1.
    await expect(lookup('2130706433')).rejects.toMatchObject({ code: 'EEGRESS', address: '127.0.0.1' });
    await expect(lookup('0x7f.1')).rejects.toMatchObject({ code: 'EEGRESS', address: '127.0.0.1' });
    await expect(lookup('localhost')).rejects.toMatchObject({ code: 'EEGRESS' });
  });

  it('keeps an http request from reaching a listener on this machine', async () => {
    let connections = 0;
    const server = http.createServer((_req, res) => res.end('reached'));
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const request = (host: string) =>
        new Promise((resolve, reject) => {
          const req = http.request({ host, port, path: '/', lookup: egressLookup }, (res) => {
            res.resume();
            resolve(res.statusCode);
          });
          req.on('error', reject);
          req.end();
        });
      await expect(request('localhost')).rejects.toMatchObject({ code: 'EEGRESS' });
      await expect(request('2130706433')).rejects.toMatchObject({ code: 'EEGRESS' });
      expect(connections).toBe(0);
      // The listener itself answers: without the guard the same request gets through.
      await expect(
        new Promise((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, path: '/' }, (res) => {
            res.resume();
            resolve(res.statusCode);
          });
          req.on('error', reject);
          req.end();
        }),
      ).resolves.toBe(200);
      expect(connections).toBe(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
