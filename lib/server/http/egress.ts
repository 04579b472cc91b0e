import 'server-only';
import dns from 'node:dns';
import net from 'node:net';

// The egress guard of outbound requests whose host a member chose or could influence (push
// endpoints today): the connection is refused when the name resolves to an address of this
// machine or its networks, whatever spelling got it there (a decimal 2130706433, an IPv4-mapped
// ::ffff:127.0.0.1, a DNS answer changed after validation). Give `egressLookup` as the `lookup`
// of https.request / net.connect: Node calls it for every host name, and it checks every address
// the name resolves to. An IP literal host skips `lookup` in Node, so callers check such a host
// with `assertPublicAddress` first (or refuse IP literals, as push endpoints do).

const denied = new net.BlockList();
// IPv4: "this network", private, shared (CGNAT), loopback, link-local (cloud metadata), IETF,
// documentation, benchmarking, multicast, reserved and broadcast.
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  denied.addSubnet(address, prefix, 'ipv4');
}
// IPv6: unspecified, loopback, IPv4-embedding ranges (NAT64, 6to4, Teredo, IPv4-compatible: they
// can carry any of the above), discard, documentation, unique local, link-local, site-local,
// multicast.
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  denied.addSubnet(address, prefix, 'ipv6');
}

const MAPPED = /^::ffff:(?:0:)?((?:[0-9]{1,3}\.){3}[0-9]{1,3})$/i;
const MAPPED_HEX = /^::ffff:(?:0:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** The IPv4 address an IPv4-mapped IPv6 address stands for (`::ffff:127.0.0.1`, `::ffff:7f00:1`), else null. */
function mappedIpv4(address: string): string | null {
  const dotted = MAPPED.exec(address);
  if (dotted) return dotted[1]!;
  const hex = MAPPED_HEX.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether an IP address is a public unicast one a server may connect to (false for anything that is no IP address). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = net.isIP(bare);
  if (family === 4) return !denied.check(bare, 'ipv4');
  if (family !== 6) return false;
  const v4 = mappedIpv4(bare.toLowerCase());
  if (v4 !== null) return net.isIPv4(v4) && !denied.check(v4, 'ipv4');
  return !denied.check(bare, 'ipv6');
}

export class EgressRefused extends Error {
  readonly code = 'EEGRESS';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`Refused to connect to ${host}: it resolves to ${address}, which is not a public address`);
    this.name = 'EgressRefused';
  }
}

/** Throws EgressRefused for an address that is not public. */
export function assertPublicAddress(address: string, host = address): void {
  if (!isPublicAddress(address)) throw new EgressRefused(host, address);
}

type LookupAddress = { address: string; family: number };
type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
type Family = number | 'IPv4' | 'IPv6';
type LookupOptions = { family?: Family; all?: boolean; hints?: number; verbatim?: boolean; order?: string };
/** The shape of dns.lookup that the guard wraps (tests give one answering what they want). */
export type Resolver = (
  hostname: string,
  options: { all: true; family?: Family; hints?: number },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolver: Resolver = (hostname, options, callback) => dns.lookup(hostname, options, callback);

/**
 * A `lookup` for net.connect / https.request that resolves with `resolve` (the system's by
 * default) and fails with EgressRefused when any address the name has is not public, so a
 * name with one public and one private address cannot be raced onto the private one.
 */
export function makeEgressLookup(resolve: Resolver = systemResolver) {
  return function egressLookup(hostname: string, options: LookupOptions | number | LookupCallback, callback?: LookupCallback): void {
    const done = (typeof options === 'function' ? options : callback) as LookupCallback;
    const opts: LookupOptions =
      typeof options === 'object' && options !== null ? options : typeof options === 'number' ? { family: options } : {};
    // An IP literal reaches lookup only when a caller passes one on purpose: check it as it is.
    if (net.isIP(hostname)) {
      if (!isPublicAddress(hostname)) return done(new EgressRefused(hostname, hostname), '', 0);
      const family = net.isIP(hostname);
      return opts.all ? done(null, [{ address: hostname, family }]) : done(null, hostname, family);
    }
    resolve(
      hostname,
      { all: true, ...(opts.family ? { family: opts.family } : {}), ...(opts.hints ? { hints: opts.hints } : {}) },
      (error, addresses) => {
        if (error) return done(error, '', 0);
        if (!addresses || addresses.length === 0) {
          return done(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        }
        const bad = addresses.find((a) => !isPublicAddress(a.address));
        if (bad) return done(new EgressRefused(hostname, bad.address), '', 0);
        if (opts.all) return done(null, addresses);
        const first = addresses[0]!;
        return done(null, first.address, first.family);
      },
    );
  };
}

/** The guard on the system's resolver: the `lookup` every outbound request to a member-chosen host should use. */
export const egressLookup = makeEgressLookup();
