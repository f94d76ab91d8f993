/**
 * Development hosts, where nothing is tracked (SPEC section 7): this computer (config/loopback-host)
 * and no host at all (a file:// page).
 */
import { isLoopbackHost } from '../config/loopback-host';

export const isLocalHost = (hostname: string): boolean => hostname === '' || isLoopbackHost(hostname);
