/**
 * Whether a host name is this computer: `localhost` and its subdomains (RFC 6761 reserves
 * *.localhost for loopback, and browsers resolve it there), the IPv4 loopback block 127.0.0.0/8
 * and IPv6 ::1 (bare or in brackets, as URL.hostname gives it). Case and a trailing dot are
 * ignored. The one definition of "local" for tracking, activity logging and remote overrides.
 * Pure and free of browser globals: the build reads it too (rspack.config.ts → remote-overrides).
 */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_LOOPBACK = new RegExp(`^127(?:\\.${OCTET}){3}$`);
const IPV6_LOOPBACK = new Set(['::1', '0:0:0:0:0:0:0:1']);

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || /^[^.]+(?:\.[^.]+)*\.localhost$/.test(host)) return true;
  if (IPV4_LOOPBACK.test(host)) return true;
  return IPV6_LOOPBACK.has(host.replace(/^\[(.*)\]$/, '$1'));
}
