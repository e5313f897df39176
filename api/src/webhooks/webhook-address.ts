import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as dnsLookupAll } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { AppConfig } from '../config/config';

/**
 * Which addresses a webhook may reach (docs/webhooks.md "Limits"): in development any; elsewhere only
 * public unicast addresses, plus the CIDR blocks of WEBHOOK_ALLOWED_CIDRS (the tests' loopback
 * receiver; refused in production). Production also requires https.
 */
export interface AddressPolicy {
  anyAddress: boolean;
  httpsOnly: boolean;
  allowed: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
}

export function addressPolicy(config: Pick<AppConfig, 'NODE_ENV' | 'WEBHOOK_ALLOWED_CIDRS'>): AddressPolicy {
  return {
    anyAddress: config.NODE_ENV === 'development',
    httpsOnly: config.NODE_ENV === 'production',
    allowed: config.WEBHOOK_ALLOWED_CIDRS.map((cidr) => ipaddr.parseCIDR(cidr)),
  };
}

/** Whether `address` (an IP literal) may be reached: public unicast, or in an allowed block. */
export function addressAllowed(address: string, policy: AddressPolicy): boolean {
  if (policy.anyAddress) return true;
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // ::ffff:10.0.0.1 is 10.0.0.1.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (policy.allowed.some(([network, bits]) => network.kind() === parsed.kind() && parsed.match(network, bits))) return true;
  return parsed.range() === 'unicast';
}

export type UrlRefusal = 'url' | 'https' | 'credentials' | 'unresolvable' | 'private';

/** The host of a URL as an address or a name (IPv6 literals lose their brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Checks an endpoint's address when it is saved: a full http(s) URL (https in production), no
 * user name or password, and a host whose every address may be reached. Null when it may be used.
 */
export async function refuseUrl(value: string, policy: AddressPolicy): Promise<UrlRefusal | null> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'url';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'url';
  if (policy.httpsOnly && url.protocol !== 'https:') return 'https';
  if (url.username || url.password) return 'credentials';
  const host = hostOf(url);
  if (isIP(host)) return addressAllowed(host, policy) ? null : 'private';
  let addresses: LookupAddress[];
  try {
    addresses = await dnsLookupAll(host, { all: true });
  } catch {
    return 'unresolvable';
  }
  if (!addresses.length) return 'unresolvable';
  return addresses.every((entry) => addressAllowed(entry.address, policy)) ? null : 'private';
}

/** A refused address at delivery time (the name now resolves elsewhere: DNS rebinding). */
export class PrivateAddressError extends Error {
  readonly code = 'EWEBHOOKPRIVATE';
}

/**
 * The lookup the delivery's socket uses: the name is resolved once, every address is checked, and
 * the socket connects to the address checked, so a name that changes between the check and the
 * connection cannot lead it to a private address.
 */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as LookupAddress[];
      const refused = list.find((entry) => !addressAllowed(entry.address, policy));
      if (refused || !list.length) return callback(new PrivateAddressError(`${hostname} resolves to a refused address`), '', 4);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
