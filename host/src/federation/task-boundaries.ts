/**
 * Each step of loading a tool from its remote in a task of its own. The runtime chains its steps
 * with promises, so without a pause the manifest's snapshot and preload planning, the remote
 * entry's start (its share scope), the tool's modules and the hand-over to React ran as two or
 * three tasks of 15–25 ms on the development machine, each a long task on a phone (Lighthouse's
 * simulated phone multiplies them by four). A pause between steps lets the browser paint and
 * answer input in between; it costs a task switch (well under a millisecond) per step.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';

export function taskBoundaries(pause: () => Promise<void> = nextTask): ModuleFederationRuntimePlugin {
  /** For waterfall hooks: the arguments go on unchanged. */
  const thenPass = async <T>(args: T): Promise<T> => {
    await pause();
    return args;
  };
  /** For plain hooks: nothing returned, so the runtime's own result stands. */
  const thenGoOn = async (): Promise<void> => {
    await pause();
  };
  return {
    name: 'toolhub-task-boundaries',
    // The manifest has become the remote's snapshot; its preload planning comes next.
    afterLoadSnapshot: thenPass,
    // The plan is made (the runtime's own listener ran first and its answer stands: a listener
    // that returns nothing leaves the last answer, which the type cannot say); the remote entry
    // and the tool's chunks are asked for next.
    generatePreloadAssets: thenGoOn as unknown as NonNullable<ModuleFederationRuntimePlugin['generatePreloadAssets']>,
    // The remote entry has run (its script's load event); its share scope is set up next.
    beforeInitRemote: thenGoOn,
    // The share scope is set up; the exposed module's chunk is asked for next.
    initContainer: thenPass,
    // The chunk is here; the tool's modules run next.
    beforeExecuteFactory: thenGoOn,
    // The tool's modules have run; the page renders it next.
    onLoad: thenGoOn,
  };
}
