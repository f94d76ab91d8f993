import { describe, expect, it } from 'vitest';
import { availabilityText, missingModules, remoteRows } from './catalogue-status';
import { TEST_CATALOGUE } from './test-catalogue';

describe('remoteRows', () => {
  it('gives each remote its entry and the tools of the categories it serves', () => {
    const rows = remoteRows(TEST_CATALOGUE);
    expect(rows.map((row) => [row.id, row.entry, row.categories, row.tools.map((tool) => tool.path), availabilityText(row)])).toEqual([
      [
        'developer-tools',
        'https://dev.example.test/mf-manifest.json',
        ['Developer Tools'],
        ['json-formatter', 'base64', 'regex-tester'],
        '2 available, 1 coming soon',
      ],
      ['fun-games', 'https://fun.example.test/mf-manifest.json', ['Fun & Games'], ['dice-roller'], '1 available, 0 coming soon'],
    ]);
  });

  it('lists a remote no category uses, with no tools', () => {
    const catalogue = { ...TEST_CATALOGUE, remotes: { ...TEST_CATALOGUE.remotes, spare: { entry: 'https://spare.test/mf-manifest.json' } } };
    const spare = remoteRows(catalogue).find((row) => row.id === 'spare');
    expect(spare).toMatchObject({ categories: [], tools: [], available: 0, comingSoon: 0 });
  });
});

describe('missingModules', () => {
  const [developer] = remoteRows(TEST_CATALOGUE);
  it.each([
    { name: 'all available tools exposed', exposes: ['./json-formatter', './base64'], expected: [] },
    { name: 'a coming-soon tool need not be exposed', exposes: ['./json-formatter', './base64'], expected: [] },
    { name: 'an available tool missing', exposes: ['./json-formatter'], expected: ['base64'] },
    { name: 'no exposes list: nothing to compare', exposes: null, expected: [] },
    { name: 'empty exposes list', exposes: [], expected: ['json-formatter', 'base64'] },
  ])('$name', ({ exposes, expected }) => {
    expect(missingModules(developer!, { version: '1', exposes }).map((tool) => tool.path)).toEqual(expected);
  });
});
