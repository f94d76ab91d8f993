import { describe, expect, it, vi } from 'vitest';
import { satisfy } from '@module-federation/runtime-tools/runtime-core';
import { checkProvidedVersions } from './version-checks';

const VERSIONS = {
  react: { version: '19.3.1', range: '^19.3.1' },
  'react-router': { version: '7.9.4', range: '^7.9.0' },
  zustand: { version: '5.0.8', range: '~5.0.2' },
  '@toolhub/shared': { version: '1.41.0', range: '>=1.40.0 <2' },
};

describe('checkProvidedVersions', () => {
  it('runs the check once per provided library, with its version and range', () => {
    const check = vi.fn(() => true);
    expect(checkProvidedVersions(VERSIONS, check)).toEqual([]);
    expect(check.mock.calls).toEqual(Object.values(VERSIONS).map(({ version, range }) => [version, range]));
  });

  it("agrees with the runtime's own semver check: consistent versions pass", () => {
    expect(checkProvidedVersions(VERSIONS, satisfy)).toEqual([]);
  });

  it.each([
    ['react', { version: '18.3.1', range: '^19.0.0' }],
    ['react-router', { version: '7.9.4', range: '~7.8.0' }],
    ['zustand', { version: '5.0.0-rc.1', range: '^5.0.0' }],
    ['@toolhub/shared', { version: '2.0.0', range: '>=1.40.0 <2' }],
  ])('names %s when its version is outside its range', (name, entry) => {
    expect(checkProvidedVersions({ ...VERSIONS, [name]: entry }, satisfy)).toEqual([name]);
  });

  it('is empty for no libraries', () => {
    expect(checkProvidedVersions({}, satisfy)).toEqual([]);
  });
});
