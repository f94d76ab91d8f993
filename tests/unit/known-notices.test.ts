import { describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KnownNoticesPlugin, isKnownNotice } from '../../scripts/lib/known-notices.mjs';

const AUTO = "Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'";

describe('isKnownNotice', () => {
  it.each([
    ['Module Federation Manifest Plugin', 'warn', [`[ Module Federation Manifest Plugin ] ${AUTO}`], true],
    ['Module Federation Manifest Plugin', 'warn', [`\u001b[36m[ Module Federation Manifest Plugin ]\u001b[39m ${AUTO}`], true],
    ['Module Federation Manifest Plugin', 'warn', ['\u001b[36m[ Module Federation Manifest Plugin ]\u001b[39m', AUTO], true],
    ['Module Federation Manifest Plugin', 'warn', ['[ Module Federation Manifest Plugin ]', AUTO, 'and more'], false],
    // The same plugin's real warnings stay.
    ['Module Federation Manifest Plugin', 'warn', ["Manifest will not generate, because publicPath can only be string, but got 'undefined'"], false],
    ['Module Federation Manifest Plugin', 'warn', ["Manifest will use absolute path resolution via its host at runtime, reason: publicPath='/x/'"], false],
    // The same text from another logger, or as an error, stays.
    ['Some Other Plugin', 'warn', [AUTO], false],
    ['Module Federation Manifest Plugin', 'error', [AUTO], false],
    ['Module Federation Manifest Plugin', 'warn', [], false],
    ['Module Federation Manifest Plugin', 'warn', [{ message: AUTO }], false],
  ])('%s %s %j → %s', (name, type, args, expected) => {
    expect(isKnownNotice(name, type, args)).toBe(expected);
  });
});

describe('KnownNoticesPlugin', () => {
  /** Creates (does not run) a remote compiler and returns the infrastructure warnings it logged. */
  function warningsOf(plugins: object[]) {
    const dir = mkdtempSync(join(tmpdir(), 'known-notices-'));
    writeFileSync(join(dir, 'a.js'), 'export default 1;');
    const warnings: string[] = [];
    const capture = { log() {}, info() {}, debug() {}, error() {}, warn: (...args: unknown[]) => warnings.push(args.join(' ')) };
    try {
      rspack({
        context: dir,
        mode: 'production',
        entry: {},
        output: { path: join(dir, 'dist'), publicPath: 'auto' },
        plugins: plugins as never[],
        infrastructureLogging: { level: 'warn', console: capture as unknown as Console },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return warnings;
  }
  const federation = () =>
    new ModuleFederationPlugin({ name: 'notice_test', filename: 'remoteEntry.js', exposes: { './a': './a.js' }, dts: false, manifest: { fileName: 'mf-manifest.json' } });

  it('without it, a publicPath "auto" remote logs the manifest notice', () => {
    expect(warningsOf([federation()]).filter((w) => w.includes(AUTO))).toHaveLength(1);
  });

  it('with it first in the plugins, the notice is not printed', () => {
    expect(warningsOf([new KnownNoticesPlugin(), federation()])).toEqual([]);
  });
});
