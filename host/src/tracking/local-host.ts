/**
 * Development hosts, where nothing is tracked (SPEC section 7): localhost and its subdomains
 * (RFC 6761 reserves *.localhost for loopback), the IPv4 loopback block 127.0.0.0/8, IPv6 ::1 and
 * its IPv4-mapped forms, 0.0.0.0, and no host at all (a file:// page).
 */
const IPV4_LOOPBACK = /^127(\.\d{1,3}){3}$/;
const MAPPED_LOOPBACK = /^::ffff:(127(\.\d{1,3}){3}|7f[0-9a-f]{2}:[0-9a-f]{1,4})$/;

export function isLocalHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '0.0.0.0' || IPV4_LOOPBACK.test(host)) return true;
  return host === '::1' || host === '0:0:0:0:0:0:0:1' || MAPPED_LOOPBACK.test(host);
}
