/** The Base64 Converter's work, the same on the page and in base64.worker.ts. Pure: no React, no DOM. */
import { utf8Length } from '@toolhub/shared/worker';
import { bytesToText, decodeBase64, encodeBytes, encodeText, toDataUrl, type DecodeError, type EncodeOptions } from './logic';

/** Longer texts are converted in a worker; shorter ones while rendering. */
export const OFFLOAD_CHARS = 100_000;
/** Files whose Base64 would be longer than OFFLOAD_CHARS. */
export const OFFLOAD_FILE_BYTES = (OFFLOAD_CHARS / 4) * 3;

export type Base64Job =
  | { kind: 'encode'; text: string; options: EncodeOptions }
  | { kind: 'decode'; base64: string }
  | { kind: 'file'; bytes: Uint8Array; type: string; options: EncodeOptions };

export type Base64Outcome =
  | { kind: 'encode'; base64: string; textBytes: number }
  | { kind: 'decode'; text: string | null; binary: Uint8Array | null; error: DecodeError | null; textBytes: number }
  | { kind: 'file'; base64: string; dataUrl: string };

/** The job of useWorkerTask, on either side: module-level so its identity never changes. */
export function runBase64Job(job: Base64Job): Base64Outcome {
  if (job.kind === 'encode') return { kind: 'encode', base64: encodeText(job.text, job.options), textBytes: utf8Length(job.text) };
  if (job.kind === 'file') return { kind: 'file', base64: encodeBytes(job.bytes, job.options), dataUrl: toDataUrl(job.bytes, job.type) };
  const decoded = decodeBase64(job.base64);
  if (!decoded.ok) return { kind: 'decode', text: null, binary: null, error: decoded.error, textBytes: 0 };
  const text = bytesToText(decoded.bytes);
  return text === null
    ? { kind: 'decode', text: null, binary: decoded.bytes, error: null, textBytes: 0 }
    : { kind: 'decode', text, binary: null, error: null, textBytes: decoded.bytes.length };
}
