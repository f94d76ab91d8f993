import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import semver from 'semver';
import * as kit from '@toolhub/shared';
import { kitImports, remoteRequirements } from '../../scripts/lib/shared-libraries.mjs';

/**
 * The host provides one @toolhub/shared to every remote at run time, and a remote is deployed
 * alone against the host that is live. So the kit's version says what it exports
 * (shared/kit-api.json, per version), and a remote uses only what the oldest kit its range
 * accepts exports: a remote that needs a newer kit says so in its package.json, and
 * `npm run deploy -- <remote>` then refuses it until the host is deployed with that kit.
 */
const ROOT = process.cwd();
const readJson = <T,>(file: string): T => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as T;
const kitVersion = readJson<{ version: string }>('shared/package.json').version;
const recorded = readJson<{ versions: Record<string, string[]> }>('shared/kit-api.json').versions;
const remoteIds = readdirSync(join(ROOT, 'remotes'));

/** A remote's shipped source files (not its tests or test helpers). */
function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(dir, file).split('/').includes('testing'));
}

describe('the kit’s recorded API (shared/kit-api.json)', () => {
  it('lists exactly what the kit exports now, under the version shared/package.json gives', () => {
    const message = `@toolhub/shared exports changed: give shared/package.json a new version (minor for additions, major for removals) and record its exports in shared/kit-api.json`;
    expect(Object.keys(recorded), message).toContain(kitVersion);
    expect(Object.keys(kit).sort(), message).toEqual([...(recorded[kitVersion] ?? [])].sort());
  });

  it('records versions in order, and within a major version only adds', () => {
    const versions = Object.keys(recorded);
    expect(versions.every((v) => semver.valid(v))).toBe(true);
    expect(versions).toEqual([...versions].sort(semver.compare));
    for (let i = 1; i < versions.length; i++) {
      const [older, newer] = [versions[i - 1]!, versions[i]!];
      if (semver.major(older) !== semver.major(newer)) continue;
      const dropped = (recorded[older] ?? []).filter((name) => !(recorded[newer] ?? []).includes(name));
      expect(dropped, `${newer} drops ${dropped.join(', ')}: removing an export needs a new major version`).toEqual([]);
    }
  });
});

describe.each(remoteIds)('remote %s and the kit', (id) => {
  const range = remoteRequirements(readJson(`remotes/${id}/package.json`))['@toolhub/shared'] ?? '';

  it('accepts the kit of this repository', () => {
    expect(semver.satisfies(kitVersion, range), `remotes/${id}/package.json asks for @toolhub/shared ${range}`).toBe(true);
  });

  it('uses only what the oldest kit its range accepts exports', () => {
    const oldest = semver.minVersion(range)?.version ?? '';
    const available = recorded[oldest];
    expect(available, `no exports recorded for ${oldest}, the oldest kit remotes/${id} accepts (${range})`).toBeDefined();
    const missing = shippedSources(join(ROOT, 'remotes', id, 'src')).flatMap((file) =>
      kitImports(readFileSync(file, 'utf8'))
        .filter((name) => !available?.includes(name))
        .map((name) => `${relative(ROOT, file)}: ${name}`),
    );
    expect(missing, `these are not in @toolhub/shared ${oldest}: raise the range in remotes/${id}/package.json`).toEqual([]);
  });
});
