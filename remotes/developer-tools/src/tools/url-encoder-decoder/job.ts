/** The URL Encoder/Decoder's work, the same on the page and in url.worker.ts. Pure: no React, no DOM. */
import { decodeLayers, encode, looksEncoded, readUrl, type CodingError, type Mode } from './logic';

/** Longer texts are converted in a worker; shorter ones while rendering. */
export const OFFLOAD_CHARS = 100_000;

export type UrlJob = { kind: 'encode'; text: string; mode: Mode } | { kind: 'decode'; encoded: string; mode: Mode; layers: number };

export interface UrlOutcome {
  kind: UrlJob['kind'];
  /** The other box's text; '' when there is an error. */
  derived: string;
  error: CodingError | null;
  /** Decoded text that still holds escapes: probably encoded twice. */
  doubled: boolean;
  /** Which box holds a URL that can be broken down, if either. */
  urlSide: 'text' | 'encoded' | null;
}

function isUrl(value: string): boolean {
  // Nobody breaks down a URL this long; reading one would cost as much as the conversion.
  return value.length <= OFFLOAD_CHARS && value.trim() !== '' && readUrl(value).kind === 'url';
}

/** The job of useWorkerTask, on either side: module-level so its identity never changes. */
export function runUrlJob(job: UrlJob): UrlOutcome {
  if (job.kind === 'encode') {
    const result = encode(job.text, job.mode);
    const derived = result.ok ? result.text : '';
    return {
      kind: 'encode',
      derived,
      error: result.ok ? null : result.error,
      doubled: false,
      urlSide: isUrl(derived) ? 'encoded' : isUrl(job.text) ? 'text' : null,
    };
  }
  const result = decodeLayers(job.encoded, job.mode, job.layers);
  if (!result.ok) return { kind: 'decode', derived: '', error: result.error, doubled: false, urlSide: isUrl(job.encoded) ? 'encoded' : null };
  return {
    kind: 'decode',
    derived: result.text,
    error: null,
    doubled: looksEncoded(result.text, job.mode),
    urlSide: isUrl(job.encoded) ? 'encoded' : isUrl(result.text) ? 'text' : null,
  };
}
