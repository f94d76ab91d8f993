/**
 * Resizes a batch off the page, so a 6000 × 4000 photo never freezes it. Self-contained on purpose
 * (static imports only): it may be started cross-origin.
 */
import { serveTask } from '@toolhub/shared/worker';
import { resizeBatch } from './resize';

serveTask(resizeBatch);
