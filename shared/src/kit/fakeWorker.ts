/**
 * A Worker for tests of runWorkerJob and what is built on it: it keeps what was posted, answers
 * when the test says so (`answer`, `fail`) and notes `terminate`. Stub it in with
 * `vi.stubGlobal('Worker', FakeWorker)`; `FakeWorker.last` is the newest one. A test whose worker
 * should do real work extends it and overrides `postMessage`.
 */
export class FakeWorker extends EventTarget {
  static last: FakeWorker | null = null;
  posted: { message: unknown; transfer: unknown }[] = [];
  terminated = false;

  constructor() {
    super();
    FakeWorker.last = this;
  }

  postMessage(message: unknown, transfer?: unknown) {
    this.posted.push({ message, transfer });
  }

  terminate() {
    this.terminated = true;
  }

  /** A message from the worker: `{ id: 1, kind: 'progress' | 'result' | 'error', … }`. */
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }

  /** The worker's script failed (before its first message: it could not start). */
  fail() {
    this.dispatchEvent(new Event('error', { cancelable: true }));
  }
}

/** A `createWorker` for runWorkerJob that makes a FakeWorker. */
export const createFakeWorker = () => new FakeWorker() as unknown as Worker;
