import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { DomainError } from '@hive/domain';

/*
 * Webhooks are posted only to public addresses: a URL must be `https` and its host must resolve to public addresses
 * alone, checked when the webhook is saved and again at each new connection of a delivery (a name that resolves to a
 * public address when saved and to an inside one later — DNS rebinding — is refused then). `WEBHOOK_ALLOW_PRIVATE=true`
 * lifts both rules, for tests and private networks.
 */

const inside = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  inside.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  inside.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`), if any. */
function carriedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const pair = hex ?? sixToFour;
  if (!pair) return undefined;
  const high = Number.parseInt(pair[1]!, 16);
  const low = Number.parseInt(pair[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether `address` (an IP literal) is a public one: not loopback, private, link-local, unique-local or reserved. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !inside.check(address, 'ipv4');
  if (family !== 6) return false;
  const carried = carriedIpv4(address);
  if (carried !== undefined) return isPublicAddress(carried);
  return !inside.check(address, 'ipv6');
}

type Resolve = (host: string) => Promise<string[]>;
const resolveAll: Resolve = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

const refuse = (message: string) => new DomainError('BAD_REQUEST', `body.url: ${message}`);
/** The host of a URL as an address or a name, without an IPv6 literal's brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * A webhook's URL as it may be saved: `https` and resolving to public addresses only, unless `allowPrivate`. 400
 * naming the field otherwise.
 */
export async function checkWebhookUrl(
  raw: string,
  { allowPrivate, resolve = resolveAll }: { allowPrivate: boolean; resolve?: Resolve },
): Promise<void> {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw refuse('must be an https address');
  if (allowPrivate) return;
  const host = hostOf(url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw refuse(`${host} does not resolve to an address`);
    }
  }
  if (addresses.length === 0) throw refuse(`${host} does not resolve to an address`);
  if (addresses.some((address) => !isPublicAddress(address)))
    throw refuse(`${host} is a private, loopback or link-local address; webhooks are sent to public addresses only`);
}

/** Refused at delivery: the host is (or now resolves to) an address that is not public. */
export class PrivateAddressError extends Error {}

/**
 * The lookup a delivery's connection makes: the host's addresses, refused when any is not public (unless
 * `allowPrivate`). The connection goes to the address checked here, so the answer cannot change in between.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = !allowPrivate && addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0)
        return callback(
          new PrivateAddressError(
            `${hostname} resolves to ${refused ? refused.address : 'nothing'}, which is not public`,
          ),
          '',
          0,
        );
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** A literal address in the URL itself (no lookup is made for one): refused at delivery when it is not public. */
export function literalRefused(url: URL, allowPrivate: boolean): boolean {
  const host = hostOf(url);
  return !allowPrivate && isIP(host) !== 0 && !isPublicAddress(host);
}
