import { describe, expect, it } from 'vitest';
import { countDefinitions, isDataFile, isTestFile, parsePairs } from '../../scripts/lib/kit-counts.mjs';

describe('kit counts', () => {
  it.each([
    ['remotes/a/src/tools/x/logic.test.ts', true],
    ['remotes/a/src/tools/x/index.test.tsx', true],
    ['remotes/a/src/testing/harness.tsx', true],
    ['remotes/a/src/tools/x/logic.ts', false],
    ['shared/src/kit/random.ts', false],
  ])('isTestFile(%s) → %s', (file, expected) => {
    expect(isTestFile(file)).toBe(expected);
  });

  const quotes = Array.from({ length: 50 }, (_, i) => `  q(${i}, 'cicero', 'Quote ${i}.', 'Source', 'life'),`).join('\n');
  const code = Array.from({ length: 50 }, (_, i) => `  const value${i} = compute(input, ${i});`).join('\n');
  it.each([
    ['remotes/a/src/tools/x/data/party.ts', 'export const x = 1;', true],
    ['remotes/a/src/tools/x/quotes.ts', `export const QUOTES = [\n${quotes}\n];`, true],
    ['remotes/a/src/tools/x/logic.ts', `export function f() {\n${code}\n}`, false],
    ['remotes/a/src/tools/x/short.ts', "export const A = ['a', 'b'];", false],
    ['remotes/a/src/tools/x/styles.module.css', '.a { color: red; }', false],
  ])('isDataFile(%s) → %s', (file, text, expected) => {
    expect(isDataFile(file, text)).toBe(expected);
  });

  it('counts each helper outside the kit and outside tests', () => {
    const texts = new Map([
      ['remotes/a/src/logic.ts', 'export function formatBytes(n: number) {}\nconst EMAIL = /^[^\\s@]+@[^\\s@]+$/;'],
      ['remotes/a/src/logic.test.ts', 'export function formatBytes(n: number) {}'],
      ['shared/src/kit/bytes.ts', 'export function formatBytes(n: number) {}'],
      ['remotes/b/src/secure.ts', 'export function randomBelow() {}\nexport const secureRandom = 1;\nstate + 0x6D2B79F5'],
      ['remotes/b/src/View.tsx', '<input type="radio" /><input type=\'radio\' /><div onDrop={f} />\nlink.download = name;'],
      ['remotes/b/src/view.ts', '<input type="radio" />'],
      ['remotes/b/src/Keys.tsx', "target.closest('input:not([type=\"radio\"])')"],
    ]);
    expect(countDefinitions(texts)).toEqual({ formatBytes: 1, download: 1, random: 1, mulberry32: 1, radio: 2, drop: 1, email: 1 });
  });

  it.each([
    ['301 pairs of places (381 files read), each sharing …\nD1 a.css:1-9 ~ b.css:1-9', 301],
    ['1 pair of places (2 files read), …', 1],
    ['no duplicates (12 files read)', 0],
    ['incomplete: usage', Number.NaN],
  ])('parsePairs reads the total from %j', (output, total) => {
    expect(parsePairs(output).total).toBe(total);
  });
});
