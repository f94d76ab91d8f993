// @ts-check
/**
 * Port blocks for the scale benchmark's sites: a host port and one port per remote after it
 * (units.mjs), free now, and clear of the ranges the test suites use.
 */
import { createServer } from 'node:net';
import { MAX_PORT_OFFSET } from '../units.mjs';

/** Ranges the test suites and the emulators take (e2e blocks 4100–7900, each up to +60; emulators 5600–5660, 8080, 9099). */
const RESERVED = /** @type {const} */ ([
  [3000, 3100],
  [4000, 8099],
  [9099, 9099],
]);
const BLOCK = MAX_PORT_OFFSET + 1;

/** @param {number} port */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** @param {number} base */
const overlapsReserved = (base) => RESERVED.some(([low, high]) => base <= high && base + BLOCK - 1 >= low);

/**
 * Whether every port of the block starting at `base` is free.
 * @param {number} base
 */
export async function isBlockFree(base) {
  if (overlapsReserved(base)) return false;
  for (let port = base; port < base + BLOCK; port++) if (!(await isPortFree(port))) return false;
  return true;
}

/**
 * The first free block from `preferred` on, in steps of 20 (a variant keeps its block from run
 * to run while it stays free).
 * @param {number} preferred
 */
export async function freePortBlock(preferred) {
  for (let base = preferred; base + BLOCK <= 65535; base += 20) if (await isBlockFree(base)) return base;
  throw new Error(`no ${BLOCK} free ports from ${preferred} on`);
}
