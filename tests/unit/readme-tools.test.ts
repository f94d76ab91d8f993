import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { END, START, toolListMarkdown, withToolList } from '../../scripts/lib/tool-list.mjs';
import { readCatalogue } from '../../scripts/lib/units.mjs';

const catalogue = {
  categories: [
    { id: 'a', name: 'Alpha' },
    { id: 'b', name: 'Beta' },
  ],
  tools: [
    { name: 'One', path: 'one', category: 'a', isAvailable: true },
    { name: 'Two', path: 'two', category: 'a', isAvailable: false },
    { name: 'Three', path: 'three', category: 'b', isAvailable: true },
  ],
};

describe('README tool list', () => {
  it('lists each category’s available and coming-soon tools', () => {
    expect(toolListMarkdown(catalogue)).toBe(
      [
        '2 of 3 tools are available; the rest show a "coming soon" page.',
        '',
        '| category | available | coming soon |',
        '|---|---|---|',
        '| Alpha | One (`/one`) | Two (`/two`) |',
        '| Beta | Three (`/three`) | – |',
      ].join('\n'),
    );
  });

  it('replaces only what stands between the markers, and refuses a README without them', () => {
    expect(withToolList(`intro\n${START}\nold\n${END}\nrest`, 'new')).toBe(`intro\n${START}\nnew\n${END}\nrest`);
    expect(() => withToolList('no markers', 'new')).toThrow('README.md needs the markers');
  });

  it('is current in README.md (run `npm run readme:tools` after changing catalogue.json)', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    expect(withToolList(readme, toolListMarkdown(readCatalogue() as never))).toBe(readme);
  });
});
