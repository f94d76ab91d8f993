/**
 * Builds tests/fixtures/css with the site's CSS pipeline (scripts/lib/css-options.mjs) in
 * production mode and checks that custom properties a tool sets reach the built CSS unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { cssMinimizer, cssModuleParserOptions, cssRules } from '../../scripts/lib/css-options.mjs';
import { declaredCustomProperties, missingCustomProperties } from '../../scripts/lib/custom-properties.mjs';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'css');
const SOURCES = ['layout.module.css', 'tool.module.css'].map((name) => readFileSync(join(FIXTURE, name), 'utf8'));

let outDir = '';
let built = '';

function build(path: string): Promise<Stats> {
  const compiler = rspack({
    context: FIXTURE,
    mode: 'production',
    devtool: false,
    target: ['web', 'es2022'],
    entry: { main: './index.js' },
    output: { path, cssFilename: '[name].css' },
    module: { rules: cssRules, parser: { 'css/module': cssModuleParserOptions } },
    optimization: { minimize: true, minimizer: [cssMinimizer()] },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((done, fail) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) fail(error ?? new Error('no stats'));
      else if (stats.hasErrors()) fail(new Error(stats.toString('errors-only')));
      else done(stats);
    });
  });
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'toolhub-css-build-'));
  await build(outDir);
  built = readdirSync(outDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(outDir, name), 'utf8'))
    .join('\n');
}, 60_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('custom properties in the production CSS', () => {
  it('the fixture sources declare the properties under test', () => {
    expect(SOURCES.flatMap(declaredCustomProperties).sort()).toEqual(['--cell-size', '--row-label-width', '--wide-columns']);
  });

  it('keeps every custom property the sources declare, by its own name', () => {
    expect(missingCustomProperties(SOURCES, [built])).toEqual([]);
  });

  it.each([
    ['a rule that only sets a custom property', /\.[\w-]+\{--row-label-width:11rem\}/],
    ['a second such rule in the same module', /\.[\w-]+\{--row-label-width:7rem\}/],
    ['a custom-property-only rule in a media query', /@media[^{]*\{\.[\w-]+\{--wide-columns:minmax\(0,\s?3fr\)\s?minmax\(0,\s?2fr\)\}\}/],
    ['a property declared and read in one module', /--cell-size:60px[;}][^}]*var\(--cell-size\)/],
    ['the read in another module, under its source name', /var\(--row-label-width\) minmax\(0,\s?1fr\) auto/],
    ['a read of a property set in a media query', /var\(--wide-columns\)/],
  ])('keeps %s', (_what, pattern) => {
    expect(built).toMatch(pattern);
  });
});
