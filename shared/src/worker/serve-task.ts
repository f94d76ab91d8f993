/**
 * The worker half of useWorkerTask: `serveTask(run)` in a `*.worker.ts` file answers each
 * request with progress reports (at most every 50 ms) and then the result or an error message.
 * Import it as `@toolhub/shared/worker`: that entry has no React and is bundled into the worker.
 */
export interface TaskRequest<I> {
  id: number;
  input: I;
}

export type TaskResponse<O> =
  | { id: number; kind: 'progress'; fraction: number }
  | { id: number; kind: 'result'; result: O }
  | { id: number; kind: 'error'; message: string };

export type TaskRun<I, O> = (input: I, progress: (fraction: number) => void) => O | Promise<O>;

const PROGRESS_INTERVAL_MS = 50;

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: unknown): void;
}

export function serveTask<I, O>(run: TaskRun<I, O>, scope: WorkerScope = globalThis as unknown as WorkerScope): void {
  scope.addEventListener('message', (event: MessageEvent<TaskRequest<I>>) => {
    const { id, input } = event.data;
    let last = 0;
    const progress = (fraction: number) => {
      const now = Date.now();
      if (now - last < PROGRESS_INTERVAL_MS) return;
      last = now;
      scope.postMessage({ id, kind: 'progress', fraction: Math.min(1, Math.max(0, fraction)) } satisfies TaskResponse<O>);
    };
    Promise.resolve()
      .then(() => run(input, progress))
      .then(
        (result) => scope.postMessage({ id, kind: 'result', result } satisfies TaskResponse<O>),
        (error: unknown) => scope.postMessage({ id, kind: 'error', message: error instanceof Error ? error.message : String(error) } satisfies TaskResponse<O>),
      );
  });
}
