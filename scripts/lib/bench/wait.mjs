/** Waiting in the benchmark: a plain pause, and polling until a condition holds. */

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it is true. */
export async function until(/** @type {() => Promise<boolean>} */ check, /** @type {string} */ what, timeout = 180_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}
