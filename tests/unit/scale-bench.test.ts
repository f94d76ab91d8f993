import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/lib/units.mjs';
import { generateCatalogue, type Catalogue } from '../../scripts/lib/scale/generate-catalogue.mjs';
import { nameWords, typedQueries, typo } from '../../scripts/lib/scale/queries.mjs';
import { seededRandom } from '../../scripts/lib/scale/random.mjs';
import { interactiveAt } from '../../scripts/lib/scale/load-probe.mjs';
import { targetLines } from '../../scripts/lib/scale/report.mjs';
import { keyMedians, slowestKeys, type SizeResult } from '../../scripts/lib/scale/summary.mjs';

const real = readCatalogue() as unknown as Catalogue;
const { catalogue } = generateCatalogue(real, { size: 1000 });

describe('typedQueries', () => {
  const queries = typedQueries(catalogue);

  it('makes 50 different queries: 15 words, 15 pairs, 10 prefixes, 10 typos', () => {
    expect(queries).toHaveLength(50);
    expect(new Set(queries.map((query) => query.text)).size).toBe(50);
    const kinds = (kind: string) => queries.filter((query) => query.kind === kind).length;
    expect([kinds('word'), kinds('two words'), kinds('prefix'), kinds('typo')]).toEqual([15, 15, 10, 10]);
  });

  it('types what people type, from available tools’ names', () => {
    const available = new Set(catalogue.tools.filter((tool) => tool.isAvailable).map((tool) => tool.name));
    for (const query of queries) {
      expect(available.has(query.from)).toBe(true);
      expect(query.text).toBe(query.text.toLowerCase());
      const words = nameWords(query.from);
      if (query.kind === 'word') expect(words).toContain(query.text);
      if (query.kind === 'two words') expect(words.join(' ')).toContain(query.text);
      if (query.kind === 'prefix') expect(words.some((word) => word.startsWith(query.text) && word !== query.text)).toBe(true);
      if (query.kind === 'typo') expect(words).not.toContain(query.text);
    }
  });

  it('is the same for the same seed', () => {
    expect(typedQueries(catalogue)).toEqual(queries);
    expect(typedQueries(catalogue, { seed: 3 })).not.toEqual(queries);
  });

  it('makes one slip per typo', () => {
    const random = seededRandom(5);
    for (let i = 0; i < 200; i++) {
      const slipped = typo(random, 'mortgage');
      expect(slipped).not.toBe('mortgage');
      expect(Math.abs(slipped.length - 'mortgage'.length)).toBeLessThanOrEqual(1);
    }
  });
});

describe('interactiveAt', () => {
  it('is the render time when no long task follows within the quiet window', () => {
    expect(interactiveAt(500, [[100, 400]])).toBe(500);
    expect(interactiveAt(500, [[560, 700]])).toBe(500);
  });

  it('moves past long tasks that leave no quiet window', () => {
    expect(interactiveAt(500, [[450, 620], [640, 900], [990, 1100]])).toBe(900);
    expect(interactiveAt(500, [[930, 1000], [520, 600]])).toBe(600);
  });
});

describe('targetLines', () => {
  const result = (size: number, bytes: number, interactive: number, worst: number): SizeResult => ({
    size,
    available: size,
    categories: 9,
    builtAt: '',
    measuredAt: '',
    firstLoad: { bytes, byGroup: {}, notGzip: [], files: [] },
    afterInteractive: { bytes: 0, byGroup: {}, files: [], longTaskMs: 0, longestTaskMs: 0 },
    fcp: 100,
    interactive,
    interactiveRuns: [interactive],
    ready: interactive,
    keystroke: { median: worst / 2, worst, first: worst, worstAfterFirst: worst, keyDownMedian: null, keyDownWorst: null, keys: 1, timed: 1, changed: 1, queries: 1, withSuggestions: 1, slowest: [], readyMs: 100 },
  });

  it('passes and fails each target by its own figures', () => {
    const base = result(71, 100_000, 400, 2);
    const lines = targetLines([base, result(1000, 110_000, 430, 3), result(10_000, 900_000, 2000, 40)], base);
    expect(lines[0]).toMatch(/^ {2}PASS {2}first load grows/);
    expect(lines[1]).toMatch(/^ {2}PASS {2}a keystroke answers in ≤ 4 ms at 1,000/);
    expect(lines[2]).toMatch(/^ {2}FAIL {2}a keystroke answers in ≤ 16 ms at 10,000/);
    expect(lines[3]).toMatch(/^ {2}FAIL {2}home interactive .*1,000: 430 ms PASS; 10,000: 2000 ms FAIL/);
  });

  it('says n/a when a size was not measured', () => {
    expect(targetLines([result(1000, 1, 1, 1)], null)[0]).toMatch(/^ {2}n\/a/);
  });
});

describe('slowestKeys', () => {
  const key = (query: string, char: string, inputMs: number | null, pass = 0) => ({ query, key: char, inputMs, ms: inputMs, optionsChanged: true, pass });

  it('lists the slowest timed keys, slowest first, each with what the box held after it', () => {
    const keys = [key('pdf', 'p', 3), key('pdf', 'd', 9), key('pdf', 'f', null), key('pd', 'p', 12), key('pd', 'd', 1)];
    expect(slowestKeys(keys, 2)).toEqual([
      { query: 'pd', typed: 'p', ms: 12 },
      { query: 'pdf', typed: 'pd', ms: 9 },
    ]);
    expect(slowestKeys(keys, 10)).toHaveLength(4);
    expect(slowestKeys([], 10)).toEqual([]);
  });

  it('takes each key as the median of its passes, so one pass’s hiccup is not the key’s time', () => {
    const pass = (n: number, times: (number | null)[]) => [key('pdf', 'p', times[0]!, n), key('pdf', 'd', times[1]!, n), key('pdf', 'f', times[2]!, n), key('ab', 'a', times[3]!, n)];
    const keys = [...pass(0, [3, 2, null, 1]), ...pass(1, [14, 2, null, 1.5]), ...pass(2, [3.5, 9, null, null])];
    expect(keyMedians(keys)).toEqual([
      { query: 'pdf', key: 'p', inputMs: 3.5, ms: 3.5, optionsChanged: true, pass: 0, passes: [3, 14, 3.5] },
      { query: 'pdf', key: 'd', inputMs: 2, ms: 2, optionsChanged: true, pass: 0, passes: [2, 2, 9] },
      { query: 'pdf', key: 'f', inputMs: null, ms: null, optionsChanged: true, pass: 0, passes: [] },
      // A key timed in only some passes: the median of those.
      { query: 'ab', key: 'a', inputMs: 1.25, ms: 1.25, optionsChanged: true, pass: 0, passes: [1, 1.5] },
    ]);
    expect(slowestKeys(keyMedians(keys), 1)).toEqual([{ query: 'pdf', typed: 'p', ms: 3.5 }]);
    // One pass: each key is itself.
    expect(keyMedians(pass(0, [3, 2, null, 1])).map((entry) => entry.inputMs)).toEqual([3, 2, null, 1]);
  });

  it('refuses passes that typed different keys', () => {
    expect(() => keyMedians([key('pdf', 'p', 1, 0), key('pdf', 'd', 1, 1)])).toThrow(/pass/);
  });
});

