/**
 * One quiet automatic retry of each step of a remote load (the manifest, the remote entry, the
 * exposed module) absorbs a network blip before the visitor sees the error with Retry.
 * @module-federation/retry-plugin does it; 0.17 is its newest release and uses only lifecycle
 * hooks that @module-federation/runtime 2.9 still calls with the same arguments (fetch,
 * loadEntryError, getModuleFactory; tested in retry.test.ts). Its manifest retry waits 1 s
 * whatever retryDelay says (fetch-retry.ts never passes it on).
 */
import { RetryPlugin } from '@module-federation/retry-plugin';

export const REMOTE_LOAD_RETRIES = 1;

export const remoteLoadRetry = RetryPlugin({
  fetch: { retryTimes: REMOTE_LOAD_RETRIES },
  script: { retryTimes: REMOTE_LOAD_RETRIES, retryDelay: 600 },
});
