import { describe, expect, it } from 'vitest';
import { BackendError } from './errors';
import { byDemand, isToolPath, requireToolPath, wishCountsPath, wishPath } from './wishes';

describe('isToolPath: the catalogue path format, the only document ids a wish may use', () => {
  it.each([
    ['split-pdf', true],
    ['json-formatter', true],
    ['a', true],
    ['3d-viewer', true],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['', false],
    ['Split-PDF', false],
    ['split pdf', false],
    ['split--pdf', false],
    ['-split', false],
    ['split-', false],
    ['../users', false],
    ['users/alice', false],
    ['__proto__', false],
    ['split_pdf', false],
    [' split-pdf', false],
  ])('%j → %s', (path, expected) => {
    expect(isToolPath(path)).toBe(expected);
  });

  it.each([undefined, null, 42, ['split-pdf'], { path: 'split-pdf' }])('refuses the non-string %j', (value) => {
    expect(isToolPath(value)).toBe(false);
  });

  it('throws invalid-argument for anything else, before it becomes a document path', () => {
    expect(() => requireToolPath('split-pdf')).not.toThrow();
    let thrown: unknown;
    try {
      requireToolPath('../users');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BackendError);
    expect((thrown as BackendError).code).toBe('invalid-argument');
  });
});

describe('wish documents', () => {
  it('keeps a wish under its user and the count under the tool', () => {
    expect(wishPath('alice', 'split-pdf')).toBe('users/alice/wishes/split-pdf');
    expect(wishCountsPath('split-pdf')).toBe('wish-counts/split-pdf');
  });
});

describe('byDemand', () => {
  it('puts the most wanted first, ties by tool path', () => {
    const counts = [
      { toolPath: 'b-tool', count: 2 },
      { toolPath: 'c-tool', count: 5 },
      { toolPath: 'a-tool', count: 2 },
      { toolPath: 'd-tool', count: 0 },
    ];
    expect([...counts].sort(byDemand).map((c) => c.toolPath)).toEqual(['c-tool', 'a-tool', 'b-tool', 'd-tool']);
  });
});
