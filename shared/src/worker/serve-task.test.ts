import { describe, expect, it } from 'vitest';
import { serveTask, type TaskResponse } from './serve-task';

function fakeScope() {
  let listener: ((event: MessageEvent) => void) | null = null;
  const posted: TaskResponse<unknown>[] = [];
  return {
    posted,
    scope: {
      addEventListener: (_type: 'message', fn: (event: MessageEvent) => void) => {
        listener = fn;
      },
      postMessage: (message: unknown) => posted.push(message as TaskResponse<unknown>),
    },
    send: (data: unknown) => listener?.({ data } as MessageEvent),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('serveTask', () => {
  it('answers each request with its id and result', async () => {
    const { scope, send, posted } = fakeScope();
    serveTask((input: string) => input.toUpperCase(), scope);
    send({ id: 7, input: 'abc' });
    await settle();
    expect(posted).toEqual([{ id: 7, kind: 'result', result: 'ABC' }]);
  });

  it('turns a thrown error into a message, never an uncaught exception', async () => {
    const { scope, send, posted } = fakeScope();
    serveTask(() => {
      throw new RangeError('too deep');
    }, scope);
    send({ id: 1, input: null });
    await settle();
    expect(posted).toEqual([{ id: 1, kind: 'error', message: 'too deep' }]);
  });

  it('reports progress clamped to 0..1, at most every 50 ms', async () => {
    const { scope, send, posted } = fakeScope();
    serveTask((_input: null, progress) => {
      progress(-1);
      progress(0.5); // within 50 ms of the first: dropped
      progress(2);
      return 'done';
    }, scope);
    send({ id: 2, input: null });
    await settle();
    expect(posted).toEqual([
      { id: 2, kind: 'progress', fraction: 0 },
      { id: 2, kind: 'result', result: 'done' },
    ]);
  });

  it('waits for an async job', async () => {
    const { scope, send, posted } = fakeScope();
    serveTask(async (input: number) => input * 2, scope);
    send({ id: 3, input: 21 });
    await settle();
    await settle();
    expect(posted).toEqual([{ id: 3, kind: 'result', result: 42 }]);
  });
});
