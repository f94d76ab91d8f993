/**
 * The photo tools' encoder worker: decoding and encoding a 6000 × 4000 photo takes seconds, none of
 * them on the page. Self-contained on purpose (static imports only): it may be started cross-origin.
 */
import { serveTask } from '@toolhub/shared/worker';
import { convertImage } from './convert';

serveTask(convertImage);
