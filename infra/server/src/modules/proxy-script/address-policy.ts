/**
 * Which resolved addresses `/fapi/proxyScript` may connect to: only public unicast ones. Anything that reaches this
 * machine, its network, the cloud metadata service (169.254.169.254) or a range that tunnels to an IPv4 address is
 * refused, so an allow-listed name whose DNS points inward (or is rebound to point inward) cannot be used for SSRF.
 */
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
const IPV4_RANGES: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 connects to the local host
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, incl. the metadata service 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast
];
const IPV6_RANGES: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  // Ranges whose addresses carry an IPv4 address a gateway may forward to (NAT64, 6to4, Teredo): refused whole.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['2001::', 32],
];
for (const [network, prefix] of IPV4_RANGES) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_RANGES) blocked.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d / ::ffff:7f00:1) or IPv4-compatible IPv6 address. */
function embeddedIpv4(address: string): string | null {
  // The URL parser writes every IPv6 spelling in one compressed, lower-case form (::ffff:127.0.0.1 -> ::ffff:7f00:1).
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const match = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const high = Number.parseInt(match[1] ?? '0', 16);
  const low = Number.parseInt(match[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True when a connection to this address must be refused (not an IP address at all counts as refused). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const zoneless = address.replace(/%.*$/, '');
  if (blocked.check(zoneless, 'ipv6')) return true;
  const ipv4 = embeddedIpv4(zoneless);
  return ipv4 !== null && blocked.check(ipv4, 'ipv4');
}
