/** How the benchmark writes its figures: sizes in KB or MB, times in seconds. */

export const kb = (/** @type {number} */ bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`);
export const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
