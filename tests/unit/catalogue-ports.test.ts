import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCatalogue, checkCatalogueText } from '../../scripts/lib/catalogue-check';
import { readCatalogue } from '../../scripts/lib/units.mjs';

// The catalogue check holds catalogue.json's localhost entries to the port table in units.mjs.
const shipped = readCatalogue();
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalogue-ports-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const withRemotes = (remotes: Record<string, { entry: string }>, extraCategory?: string) =>
  JSON.stringify({
    ...shipped,
    remotes,
    categories: extraCategory
      ? [...(shipped.categories as object[]), { id: extraCategory, name: 'Pets', remote: extraCategory }]
      : shipped.categories,
  });

describe('catalogue check: ports', () => {
  it('passes the shipped catalogue', () => {
    expect(checkCatalogueText(JSON.stringify(shipped), { remotesDir: join(dir, 'none'), onlyRemotes: [] })).toEqual([]);
  });

  it('reports a localhost entry whose port disagrees with the table', () => {
    const remotes = { ...shipped.remotes, 'developer-tools': { entry: 'http://localhost:3001/mf-manifest.json' } };
    expect(checkCatalogueText(withRemotes(remotes), { remotesDir: dir, onlyRemotes: [] })).toEqual([
      {
        where: 'remotes.developer-tools.entry',
        message:
          '"http://localhost:3001/mf-manifest.json" is on port 3001, but remote "developer-tools" is served on port 3007 (3000 + its offset 7 in scripts/lib/units.mjs)',
      },
    ]);
  });

  it('reports a remote with no port offset, even when only another remote is built', () => {
    const remotes = { ...shipped.remotes, 'pet-tools': { entry: 'http://localhost:3010/mf-manifest.json' } };
    const file = join(dir, 'pets.json');
    writeFileSync(file, withRemotes(remotes, 'pet-tools'));
    const lines = checkCatalogue({ file, remotesDir: join(import.meta.dirname, '..', '..', 'remotes'), onlyRemotes: ['developer-tools'] });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/pets\.json: remotes\.pet-tools: /);
    expect(lines[0]!.endsWith(': remote "pet-tools" has no port offset: add "pet-tools": 10 to REMOTE_PORT_OFFSETS in scripts/lib/units.mjs')).toBe(true);
  });

  it('leaves an entry on another host alone', () => {
    const remotes = { ...shipped.remotes, 'developer-tools': { entry: 'https://cdn.example.com/developer-tools/mf-manifest.json' } };
    expect(checkCatalogueText(withRemotes(remotes), { remotesDir: dir, onlyRemotes: [] })).toEqual([]);
  });
});
