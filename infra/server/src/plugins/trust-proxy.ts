/**
 * Which peers may tell us a client's address, host and protocol (X-Forwarded-For / -Host / -Proto).
 *
 * Off by default: a client that talks to the server directly could otherwise name any address it likes and walk
 * past every per-address limit (card testing, sign-in spraying, gift-card balance, newsletter, RUM), and logs would
 * record the forged address. `TRUST_PROXY` names the balancer: a list of addresses, CIDRs or proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`), or a hop count. Fastify itself refuses a bare number (it cannot check
 * the immediate peer), so a hop count becomes the function Express's `trust proxy` uses for one: trust the N nearest
 * hops. Only use a hop count where the server is reachable through the balancer alone.
 */
import proxyAddr from '@fastify/proxy-addr';
import type { IncomingHttpHeaders } from 'node:http';

/** Whether the hop at `hop` (0 = the socket's peer) with `address` is a proxy we believe. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export type TrustProxySetting = { kind: 'off' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

export const MAX_TRUSTED_HOPS = 16;

/** Parses `TRUST_PROXY`; throws an Error whose message says what is wrong (the env module names the variable). */
export function parseTrustProxy(text: string | undefined): TrustProxySetting {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'off' || value === 'false' || value === '0') return { kind: 'off' };
  if (value === 'true') {
    throw new Error('`true` would believe any client\'s X-Forwarded-For; name the proxies (e.g. "10.0.0.0/8" or "loopback") or give a hop count');
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_TRUSTED_HOPS) throw new Error(`a hop count must be at most ${MAX_TRUSTED_HOPS}`);
    return { kind: 'hops', hops };
  }
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of addresses) {
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(`"${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`);
    }
  }
  return { kind: 'addresses', addresses };
}

/** The trust function Fastify's `trustProxy` takes, or false when no proxy is trusted. */
export function proxyTrust(setting: TrustProxySetting): ProxyTrust | false {
  switch (setting.kind) {
    case 'off':
      return false;
    case 'hops':
      return (_address, hop) => hop < setting.hops;
    case 'addresses':
      return proxyAddr.compile(setting.addresses);
  }
}

/** The last value of a comma-separated header, trimmed (as Fastify reads X-Forwarded-Host). */
function lastEntry(value: string): string {
  const comma = value.lastIndexOf(',');
  return comma === -1 ? value.trim() : value.slice(comma + 1).trim();
}

/**
 * The request's host name as Fastify's `request.hostname` gives it under the same trust: the last X-Forwarded-Host
 * entry when the socket's peer is a trusted proxy, else Host, without the port. For the document lane, which
 * answers before Fastify has a request object.
 */
export function hostnameOf(headers: IncomingHttpHeaders, peerAddress: string | undefined, trust: ProxyTrust | false): string {
  const forwarded = headers['x-forwarded-host'];
  const believed = forwarded && trust !== false && peerAddress !== undefined && trust(peerAddress, 0);
  const host = believed ? lastEntry(Array.isArray(forwarded) ? forwarded.join(',') : forwarded) : (headers.host ?? '');
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}
