import { describe, expect, it } from 'vitest';
import { relocateCatalogue, units } from '../../scripts/lib/units.mjs';

describe('ports', () => {
  it('puts the host on PORT and the nine remotes on the next ports in catalogue order', () => {
    const list = units(3000);
    expect(list.map((u) => [u.name, u.port])).toEqual([
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
    expect(units(5000)[9]!.port).toBe(5009);
  });

  it.each([
    [3000, 'http://localhost:3007/mf-manifest.json', 'http://localhost:3007/mf-manifest.json'],
    [4000, 'http://localhost:3007/mf-manifest.json', 'http://localhost:4007/mf-manifest.json'],
    [4000, 'http://127.0.0.1:3001/mf-manifest.json', 'http://127.0.0.1:4001/mf-manifest.json'],
    [4000, 'https://cdn.example.com/dev/mf-manifest.json', 'https://cdn.example.com/dev/mf-manifest.json'],
    [4000, 'http://localhost:8080/mf-manifest.json', 'http://localhost:8080/mf-manifest.json'],
  ])('with PORT=%i moves %s to %s', (port, entry, expected) => {
    expect(relocateCatalogue(JSON.stringify({ entry }), port)).toBe(JSON.stringify({ entry: expected }));
  });
});
