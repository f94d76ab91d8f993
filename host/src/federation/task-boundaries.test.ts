import { describe, expect, it, vi } from 'vitest';
import { createInstance } from '@module-federation/enhanced/runtime';
import { taskBoundaries } from './task-boundaries';

type Hook = (args?: object) => Promise<unknown>;
const HOOKS = ['afterLoadSnapshot', 'generatePreloadAssets', 'beforeInitRemote', 'initContainer', 'beforeExecuteFactory', 'onLoad'] as const;

describe('taskBoundaries', () => {
  it('pauses at each step of a remote load', () => {
    const plugin = taskBoundaries(() => Promise.resolve());
    expect(Object.keys(plugin).filter((key) => key !== 'name')).toEqual(HOOKS);
  });

  it.each(HOOKS)('%s goes on only once the pause is over, leaving what the runtime does unchanged', async (name) => {
    let resume = () => {};
    const pause = vi.fn(() => new Promise<void>((resolve) => (resume = resolve)));
    const hook = taskBoundaries(pause)[name] as unknown as Hook;
    const args = { id: 'toolhub_developer_tools/json-formatter', remoteInfo: { name: 'toolhub_developer_tools' } };
    let settled = false;
    const result = hook(args).then((value) => {
      settled = true;
      return value;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(pause).toHaveBeenCalledOnce();
    expect(settled).toBe(false);
    resume();
    // Waterfall hooks hand the arguments on; plain hooks return nothing, so the runtime's result stands.
    expect(await result).toBe(['afterLoadSnapshot', 'initContainer'].includes(name) ? args : undefined);
  });

  it('names only lifecycle hooks the federation runtime calls', () => {
    const runtime = createInstance({ name: 'toolhub_host_test', remotes: [] });
    const lifecycles = [runtime.hooks, runtime.remoteHandler.hooks, runtime.snapshotHandler.hooks, runtime.loaderHook, runtime.sharedHandler.hooks].map(
      (system) => system.lifecycle as Record<string, unknown>,
    );
    for (const name of HOOKS) expect(lifecycles.some((lifecycle) => name in lifecycle), name).toBe(true);
  });

  it("leaves the runtime's preload plan and loaded module as they were", async () => {
    const plan = { cssAssets: [], jsAssetsWithoutEntry: ['chunk.js'], entryAssets: [] };
    const module = { default: () => null };
    const runtime = createInstance({
      name: 'toolhub_host_test_results',
      remotes: [],
      // Stand-ins for the runtime's own answers, which come from listeners registered before ours.
      plugins: [{ name: 'answers', generatePreloadAssets: () => Promise.resolve(plan), onLoad: () => module }, taskBoundaries(() => Promise.resolve())],
    });
    const { generatePreloadAssets, onLoad } = runtime.remoteHandler.hooks.lifecycle as unknown as Record<string, { emit: (args: object) => Promise<unknown> }>;
    expect(await generatePreloadAssets!.emit({})).toBe(plan);
    expect(await onLoad!.emit({})).toBe(module);
  });

  it('waits for a task of its own by default (a timer, not a microtask)', async () => {
    vi.useFakeTimers();
    try {
      const hook = taskBoundaries().beforeInitRemote as unknown as Hook;
      let settled = false;
      void hook({}).then(() => (settled = true));
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(settled).toBe(false);
      await vi.runAllTimersAsync();
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
