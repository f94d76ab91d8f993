import { describe, expect, it } from 'vitest';
import { MAX_VISITED_TOOLS, parseVisitedTools, withVisitedTool } from './visited-tools';

describe('parseVisitedTools', () => {
  it.each<[string, unknown, string[]]>([
    ['a clean list', ['coin-flip', 'roll-a-dice'], ['coin-flip', 'roll-a-dice']],
    ['nothing stored', null, []],
    ['an object', { 0: 'coin-flip' }, []],
    ['a string', 'coin-flip', []],
    ['a number', 42, []],
    ['non-strings mixed in', ['coin-flip', 3, null, { path: 'x' }, 'memory-game'], ['coin-flip', 'memory-game']],
    ['blank entries', ['', '  ', 'coin-flip'], ['coin-flip']],
    ['repeats (the first, most recent, wins)', ['a', 'b', 'a', 'c', 'b'], ['a', 'b', 'c']],
  ])('%s', (_, stored, expected) => expect(parseVisitedTools(stored)).toEqual(expected));

  it('caps an over-long list', () => {
    const long = Array.from({ length: MAX_VISITED_TOOLS + 20 }, (_, i) => `tool-${i}`);
    expect(parseVisitedTools(long)).toHaveLength(MAX_VISITED_TOOLS);
    expect(parseVisitedTools(long)[0]).toBe('tool-0');
  });
});

describe('withVisitedTool', () => {
  it.each<[string, string[], string, string[]]>([
    ['starts a list', [], 'coin-flip', ['coin-flip']],
    ['puts a new tool first', ['a', 'b'], 'c', ['c', 'a', 'b']],
    ['moves a known tool to the front', ['a', 'b', 'c'], 'c', ['c', 'a', 'b']],
    ['keeps the front tool in place', ['a', 'b'], 'a', ['a', 'b']],
  ])('%s', (_, visited, path, expected) => expect(withVisitedTool(visited, path)).toEqual(expected));

  it('drops the oldest past the cap', () => {
    expect(withVisitedTool(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
    const full = Array.from({ length: MAX_VISITED_TOOLS }, (_, i) => `tool-${i}`);
    const next = withVisitedTool(full, 'new');
    expect(next).toHaveLength(MAX_VISITED_TOOLS);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`tool-${MAX_VISITED_TOOLS - 1}`);
  });
});
