import { describe, expect, it } from 'vitest';
import { outlineTree, type OutlineNode } from './outline';

const shape = (nodes: OutlineNode<{ level: number; name: string }>[]): unknown[] =>
  nodes.map((node) => (node.children.length ? { [node.entry.name]: shape(node.children) } : node.entry.name));

describe('outlineTree', () => {
  it.each<[string, [number, string][], unknown[]]>([
    ['nothing', [], []],
    ['flat headings', [[1, 'a'], [1, 'b']], ['a', 'b']],
    ['nested by level', [[0, 'Title'], [1, 'A'], [2, 'A.1'], [2, 'A.2'], [1, 'B'], [3, 'B..1']], [{ Title: [{ A: ['A.1', 'A.2'] }, { B: ['B..1'] }] }]],
    ['a deeper heading first stands at the top', [[3, 'x'], [1, 'y'], [2, 'z']], ['x', { y: ['z'] }]],
  ])('%s', (_name, entries, expected) => {
    expect(shape(outlineTree(entries.map(([level, name]) => ({ level, name }))))).toEqual(expected);
  });
});
