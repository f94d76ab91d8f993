/**
 * The page's side of the codec worker: one job at a time, progress as it comes, Cancel that
 * really stops (a busy WebAssembly encoder only stops when its worker does). The kit's
 * useWorkerTask is made for text that changes as it is typed (with a main-thread fallback
 * for small input); these jobs are files, run in a queue, and must never run on the page.
 */
import type { TaskRequest, TaskResponse } from '@toolhub/shared/worker';
import { friendlyError } from './errors';
import { CodecError, type CodecJob, type CodecResult } from './types';

export class CancelledError extends Error {
  override name = 'CancelledError';
}

export interface CodecRunner {
  run(job: CodecJob, onProgress?: (fraction: number) => void): Promise<CodecResult>;
  /** Stops the job under way (its promise rejects with CancelledError). */
  cancel(): void;
  dispose(): void;
}

function startWorker(): Worker {
  return new Worker(new URL('./codec.worker.ts', import.meta.url));
}

export function createCodecRunner(create: () => Worker = startWorker): CodecRunner {
  let worker: Worker | null = null;
  let ids = 0;
  let current: { id: number; reject: (error: Error) => void } | null = null;

  const stop = () => {
    worker?.terminate();
    worker = null;
  };

  return {
    run(job, onProgress) {
      return new Promise<CodecResult>((resolve, reject) => {
        if (typeof Worker === 'undefined') {
          reject(new CodecError('This browser cannot run the image encoder in the background (it has no Web Workers).'));
          return;
        }
        if (current) {
          current.reject(new CancelledError('replaced'));
          current = null;
          stop();
        }
        try {
          worker ??= create();
        } catch {
          reject(new CodecError('The image encoder could not start in this browser.'));
          return;
        }
        const active = worker;
        const id = ++ids;
        const detach = () => {
          active.removeEventListener('message', onMessage);
          active.removeEventListener('error', onError);
          active.removeEventListener('messageerror', onError);
          if (current?.id === id) current = null;
        };
        const fail = (error: Error) => {
          detach();
          reject(error);
        };
        current = { id, reject: fail };
        function onMessage(event: MessageEvent<TaskResponse<CodecResult>>) {
          const data = event.data;
          if (data.id !== id) return;
          if (data.kind === 'progress') {
            onProgress?.(data.fraction);
            return;
          }
          detach();
          if (data.kind === 'result') resolve(data.result);
          else {
            // A WebAssembly failure can leave the encoder's memory broken: start afresh next time.
            stop();
            reject(new CodecError(friendlyError(data.message)));
          }
        }
        function onError(event: Event) {
          event.preventDefault();
          stop();
          fail(new CodecError('The image encoder stopped unexpectedly. Try again, or try a smaller image.'));
        }
        active.addEventListener('message', onMessage);
        active.addEventListener('error', onError);
        active.addEventListener('messageerror', onError);
        active.postMessage({ id, input: job } satisfies TaskRequest<CodecJob>);
      });
    },
    cancel() {
      if (!current) return;
      const { reject } = current;
      current = null;
      stop();
      reject(new CancelledError('cancelled'));
    },
    dispose() {
      current = null;
      stop();
    },
  };
}
