import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_PORT,
  MAX_PORT_OFFSET,
  REMOTE_PORT_OFFSETS,
  basePortFromEnv,
  readCatalogue,
  relocateCatalogue,
  remotePortProblems,
  units,
} from '../../scripts/lib/units.mjs';

const shipped = readCatalogue();
const ids = Object.keys(shipped.remotes);
const portsOf = (list: { name: string; port: number }[]) => Object.fromEntries(list.map((u) => [u.name, u.port]));
const reordered = (order: string[]) => ({ remotes: Object.fromEntries(order.map((id) => [id, shipped.remotes[id]!])) });

describe('ports', () => {
  it('puts the host on PORT and each remote on PORT + its offset', () => {
    expect(units(3000).map((u) => [u.name, u.port])).toEqual([
      ['host', 3000],
      ['fun-games', 3001],
      ['social-icebreakers', 3002],
      ['ai-tools', 3003],
      ['photo-image-tools', 3004],
      ['document-tools', 3005],
      ['random-generators', 3006],
      ['developer-tools', 3007],
      ['text-content-tools', 3008],
      ['calculators-converters', 3009],
    ]);
  });

  it.each([
    ['reversed', [...ids].reverse()],
    ['calculators first', ['calculators-converters', ...ids.filter((id) => id !== 'calculators-converters')]],
    ['alphabetical', [...ids].sort()],
  ])('reordering catalogue.remotes (%s) changes no port', (_name, order) => {
    expect(portsOf(units(3000, reordered(order)))).toEqual(portsOf(units(3000)));
    expect(units(3000, reordered(order)).find((u) => u.name === 'developer-tools')!.port).toBe(3007);
  });

  it('no order of catalogue.remotes and no PORT changes a remote’s distance from the host', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(ids, { minLength: ids.length }), fc.integer({ min: 1, max: 65535 - MAX_PORT_OFFSET }), (order, base) => {
        const list = units(base, reordered(order));
        expect(list[0]).toMatchObject({ name: 'host', port: base });
        for (const unit of list.slice(1)) expect(unit.port).toBe(base + REMOTE_PORT_OFFSETS[unit.name]!);
        expect(new Set(list.map((u) => u.port)).size).toBe(list.length);
      }),
    );
  });

  it.each([
    [4500, { host: 4500, 'fun-games': 4501, 'developer-tools': 4507, 'calculators-converters': 4509 }],
    [7300, { host: 7300, 'fun-games': 7301, 'developer-tools': 7307, 'calculators-converters': 7309 }],
    [1, { host: 1, 'fun-games': 2, 'developer-tools': 8, 'calculators-converters': 10 }],
    [65526, { host: 65526, 'fun-games': 65527, 'developer-tools': 65533, 'calculators-converters': 65535 }],
  ])('PORT=%i moves every port', (base, expected) => {
    const ports = portsOf(units(base));
    expect(ports).toMatchObject(expected);
    const atDefault = portsOf(units(DEFAULT_PORT));
    for (const id of ids) expect(ports[id]! - base).toBe(atDefault[id]! - DEFAULT_PORT);
  });

  it('a new remote in the table moves no existing port, wherever it sits in the catalogue', () => {
    const offsets = { ...REMOTE_PORT_OFFSETS, 'new-remote': 10 };
    const catalogue = { remotes: { 'new-remote': { entry: 'http://localhost:3010/mf-manifest.json' }, ...shipped.remotes } };
    const ports = portsOf(units(3000, catalogue, offsets));
    expect(ports['new-remote']).toBe(3010);
    expect(ports).toMatchObject(portsOf(units(3000)));
  });

  it('refuses a remote with no port offset, saying where to add it', () => {
    const catalogue = { remotes: { ...shipped.remotes, 'pet-tools': { entry: 'http://localhost:3010/mf-manifest.json' } } };
    expect(() => units(3000, catalogue)).toThrow(
      'remote "pet-tools" has no port offset: add "pet-tools": 10 to REMOTE_PORT_OFFSETS in scripts/lib/units.mjs',
    );
    // Names that are properties of every object are not offsets.
    expect(() => units(3000, { remotes: { toString: {} } })).toThrow('remote "toString" has no port offset');
  });

  it('gives every remote its own positive whole offset, and the shipped catalogue agrees with them', () => {
    const offsets = Object.values(REMOTE_PORT_OFFSETS);
    expect(offsets.every((n) => Number.isInteger(n) && n >= 1)).toBe(true);
    expect(new Set(offsets).size).toBe(offsets.length);
    expect(MAX_PORT_OFFSET).toBe(Math.max(...offsets));
    expect(Object.keys(REMOTE_PORT_OFFSETS).sort()).toEqual([...ids].sort());
    expect(remotePortProblems(shipped)).toEqual([]);
  });
});

describe('remotePortProblems', () => {
  const one = (id: string, entry: string) => remotePortProblems({ remotes: { [id]: { entry } } });
  it.each([
    ['developer-tools', 'http://localhost:3007/mf-manifest.json', []],
    ['developer-tools', 'http://127.0.0.1:3007/mf-manifest.json', []],
    ['developer-tools', 'https://cdn.example.com/developer-tools/mf-manifest.json', []],
    ['developer-tools', 'https://localhost.example.com:3001/mf-manifest.json', []],
    [
      'developer-tools',
      'http://localhost:3001/mf-manifest.json',
      [
        {
          where: 'remotes.developer-tools.entry',
          message:
            '"http://localhost:3001/mf-manifest.json" is on port 3001, but remote "developer-tools" is served on port 3007 (3000 + its offset 7 in scripts/lib/units.mjs)',
        },
      ],
    ],
    [
      'fun-games',
      'http://127.0.0.1/mf-manifest.json',
      [
        {
          where: 'remotes.fun-games.entry',
          message:
            '"http://127.0.0.1/mf-manifest.json" is on port 80, but remote "fun-games" is served on port 3001 (3000 + its offset 1 in scripts/lib/units.mjs)',
        },
      ],
    ],
    [
      'pet-tools',
      'https://cdn.example.com/pet-tools/mf-manifest.json',
      [
        {
          where: 'remotes.pet-tools',
          message: 'remote "pet-tools" has no port offset: add "pet-tools": 10 to REMOTE_PORT_OFFSETS in scripts/lib/units.mjs',
        },
      ],
    ],
  ])('%s at %s → %j', (id, entry, expected) => {
    expect(one(id, entry)).toEqual(expected);
  });
});

describe('basePortFromEnv', () => {
  it.each([
    [undefined, 3000],
    ['', 3000],
    ['4500', 4500],
    ['1', 1],
    [String(65535 - MAX_PORT_OFFSET), 65535 - MAX_PORT_OFFSET],
  ])('PORT=%j → %i', (value, expected) => {
    expect(basePortFromEnv({ PORT: value })).toBe(expected);
  });

  it.each(['0', '-1', '4500.5', 'abc', '4500x', ' 4500', '1e3', String(65536 - MAX_PORT_OFFSET), '99999'])('refuses PORT=%j', (value) => {
    expect(() => basePortFromEnv({ PORT: value })).toThrow(
      `PORT must be a port number from 1 to ${65535 - MAX_PORT_OFFSET} (room for the remotes after it), got "${value}".`,
    );
  });
});

describe('relocateCatalogue', () => {
  it.each([
    [3000, 'http://localhost:3007/mf-manifest.json', 'http://localhost:3007/mf-manifest.json'],
    [4000, 'http://localhost:3007/mf-manifest.json', 'http://localhost:4007/mf-manifest.json'],
    [4000, 'http://127.0.0.1:3001/mf-manifest.json', 'http://127.0.0.1:4001/mf-manifest.json'],
    [4000, 'https://cdn.example.com/dev/mf-manifest.json', 'https://cdn.example.com/dev/mf-manifest.json'],
    [4000, 'http://localhost:8080/mf-manifest.json', 'http://localhost:8080/mf-manifest.json'],
    [4000, 'http://localhostx:3001/mf-manifest.json', 'http://localhostx:3001/mf-manifest.json'],
    [4000, 'http://127a0a0a1:3001/mf-manifest.json', 'http://127a0a0a1:3001/mf-manifest.json'],
  ])('with PORT=%i moves %s to %s', (port, entry, expected) => {
    expect(relocateCatalogue(JSON.stringify({ entry }), port)).toBe(JSON.stringify({ entry: expected }));
  });

  it('points every localhost entry of the shipped catalogue at its unit’s port on the moved block', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65535 - MAX_PORT_OFFSET }), (base) => {
        const moved = JSON.parse(relocateCatalogue(JSON.stringify(shipped), base)) as typeof shipped;
        for (const unit of units(base).slice(1)) expect(moved.remotes[unit.name]!.entry).toBe(`http://localhost:${unit.port}/mf-manifest.json`);
      }),
    );
  });
});
