/**
 * The federation runtime, created the first time a tool is wanted (this module is its own lazy
 * chunk, so the first load of every page carries none of it). The host is a runtime-only
 * consumer: it provides its own React, router, zustand and @toolhub/shared to the share scope as
 * singletons, and hands the runtime core to remotes, which are built without a copy of it
 * (`experiments.externalRuntime`).
 */
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Zustand from 'zustand';
import * as Router from './shared-router';
import { remoteLoadRetry } from './retry';
import { taskBoundaries } from './task-boundaries';
import { checkProvidedVersions } from './version-checks';

/** The whole kit, as `import('@toolhub/shared')` gives it (remote-registry loads it first, in a task of its own). */
type Kit = typeof import('@toolhub/shared');

/** Host container name; remotes' names come from `containerName` in remote-registry. */
const HOST_NAME = 'toolhub_host';

type Versions = Record<'react' | 'react-dom' | 'react-router' | 'react-router-dom' | 'zustand' | '@toolhub/shared', { version: string; range: string }>;

/** What the host provides, with the versions it was built with (rspack.config.ts DefinePlugin). */
function sharedLibraries(versions: Versions, kit: Kit) {
  const provide = (pkg: keyof Versions, lib: object) => ({
    version: versions[pkg].version,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: versions[pkg].range },
  });
  return {
    react: provide('react', React),
    'react/jsx-runtime': provide('react', ReactJsxRuntime),
    'react-dom': provide('react-dom', ReactDom),
    'react-dom/client': provide('react-dom', ReactDomClient),
    'react-router': provide('react-router', Router),
    'react-router-dom': provide('react-router-dom', Router),
    zustand: provide('zustand', Zustand),
    '@toolhub/shared': provide('@toolhub/shared', kit),
  };
}

/** Remotes built with `externalRuntime` read the runtime core from this global. */
function provideRuntimeCore(): void {
  const global = runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM ??= { name: HOST_NAME, version: 'toolhub' };
}

export function createFederation(plugins: ModuleFederationRuntimePlugin[], kit: Kit): ModuleFederation {
  provideRuntimeCore();
  return createInstance({
    name: HOST_NAME,
    remotes: [],
    shared: sharedLibraries(__TOOLHUB_SHARED_VERSIONS__, kit),
    // One dead remote cannot break start-up: whatever is already loaded wins.
    shareStrategy: 'loaded-first',
    // A remote that fails once is asked again before the page shows Retry; each step of a load
    // runs in a task of its own.
    plugins: [remoteLoadRetry, taskBoundaries(), ...plugins],
  });
}

/**
 * The runtime's version check run once, ahead of the first remote load (version-checks.ts); the
 * registry calls it in a task of its own. Names the provided libraries outside their own ranges.
 */
export function warmVersionChecks(): string[] {
  return checkProvidedVersions(__TOOLHUB_SHARED_VERSIONS__, runtimeCore.satisfy);
}
