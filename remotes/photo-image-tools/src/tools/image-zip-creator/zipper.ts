/**
 * Where entries go: the ZIP worker when it answers, else fflate's asynchronous zip on the page.
 * Both take entries one at a time and hand back a Blob; both can be stopped. fflate comes to the
 * page only for that fallback, when a ZIP is made: the tools that can zip open without it.
 */
import type { ArchiveEntry } from './archive';
import type { ZipRequest, ZipResponse } from './zip.worker';

export interface ZipSink {
  /** Resolves once the entry is in the ZIP (or queued for it, on the page). */
  add: (entry: ArchiveEntry) => Promise<void>;
  finish: () => Promise<Blob>;
  cancel: () => void;
  /** For the progress text. */
  where: 'worker' | 'page';
}

/** A worker that has not answered a ping within this time is treated as missing. */
const PING_TIMEOUT_MS = 4000;

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./zip.worker.ts', import.meta.url));
  } catch {
    return null;
  }
}

function workerSink(worker: Worker): ZipSink {
  let waiting: { resolve: (response: ZipResponse) => void; reject: (error: Error) => void } | null = null;
  const fail = (message: string) => {
    waiting?.reject(new Error(message));
    waiting = null;
  };
  worker.addEventListener('message', (event: MessageEvent<ZipResponse>) => {
    const current = waiting;
    waiting = null;
    if (event.data.type === 'error') current?.reject(new Error(event.data.message));
    else current?.resolve(event.data);
  });
  worker.addEventListener('error', () => fail('The ZIP worker stopped.'));
  worker.addEventListener('messageerror', () => fail('The ZIP worker could not read a file.'));
  const send = (request: ZipRequest, transfer: Transferable[] = []) =>
    new Promise<ZipResponse>((resolve, reject) => {
      waiting = { resolve, reject };
      worker.postMessage(request, transfer);
    });
  return {
    where: 'worker',
    async add(entry) {
      // The bytes move to the worker instead of being copied.
      await send({ type: 'add', entry }, [entry.data.buffer]);
    },
    async finish() {
      const response = await send({ type: 'finish' });
      worker.terminate();
      if (response.type !== 'done') throw new Error('The ZIP worker gave no archive.');
      return response.blob;
    },
    cancel() {
      worker.terminate();
      fail('cancelled');
    },
  };
}

function pageSink(): ZipSink {
  const entries: ArchiveEntry[] = [];
  let stop: (() => void) | null = null;
  let cancelled = false;
  return {
    where: 'page',
    async add(entry) {
      entries.push(entry);
    },
    async finish() {
      const { zipAll } = await import('./archive');
      return new Promise((resolve, reject) => {
        if (cancelled) {
          reject(new Error('cancelled'));
          return;
        }
        stop = zipAll(entries, typeof Worker !== 'undefined', (error, data) => {
          entries.length = 0;
          if (error || !data) reject(error ?? new Error('The ZIP could not be made.'));
          else resolve(new Blob([data as BlobPart], { type: 'application/zip' }));
        });
      });
    },
    cancel() {
      cancelled = true;
      stop?.();
      entries.length = 0;
    },
  };
}

async function answersPing(worker: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle(false), PING_TIMEOUT_MS);
    function settle(ok: boolean) {
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      resolve(ok);
    }
    const onMessage = (event: MessageEvent<ZipResponse>) => settle(event.data.type === 'pong');
    const onError = () => settle(false);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    const ping: ZipRequest = { type: 'ping' };
    worker.postMessage(ping);
  });
}

export async function openZipSink(): Promise<ZipSink> {
  const worker = startWorker();
  if (worker && (await answersPing(worker))) return workerSink(worker);
  worker?.terminate();
  return pageSink();
}
