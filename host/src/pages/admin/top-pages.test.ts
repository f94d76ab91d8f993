import { describe, expect, it } from 'vitest';
import type { DailyAnalytics } from '../../backend/backend';
import { formatShare, sharePercent, toolPathOf, topPages, topTools, viewsByPath, type PageViews } from './top-pages';
import { TEST_CATALOGUE } from './test-catalogue';

const day = (date: string, pages: Record<string, number>): DailyAnalytics => ({
  date,
  totalPageViews: Object.values(pages).reduce((a, b) => a + b, 0),
  uniqueVisitors: 1,
  pages,
  lastUpdated: null,
});
/** Test keys are paths with `/` written as `~`, decoded back here. */
const decode = (key: string) => key.replaceAll('~', '/');

describe('viewsByPath', () => {
  it.each([
    { name: 'no days', records: [], expected: [] },
    {
      name: 'sums one page across days, most viewed first',
      records: [day('2024-05-01', { '~': 2, '~base64': 1 }), day('2024-05-02', { '~base64': 4 })],
      expected: [
        { path: '/base64', views: 5 },
        { path: '/', views: 2 },
      ],
    },
    {
      name: 'ties in path order',
      records: [day('2024-05-01', { '~b': 3, '~a': 3, '~c': 3 })],
      expected: [
        { path: '/a', views: 3 },
        { path: '/b', views: 3 },
        { path: '/c', views: 3 },
      ],
    },
    {
      name: 'two keys decoding to one path add up',
      records: [day('2024-05-01', { '~x': 1, '/x': 2 })],
      expected: [{ path: '/x', views: 3 }],
    },
    {
      name: 'zero and corrupt counts are dropped',
      records: [day('2024-05-01', { '~zero': 0, '~bad': Number.NaN, '~ok': 1 })],
      expected: [{ path: '/ok', views: 1 }],
    },
    {
      name: 'a record without a pages map is skipped',
      records: [{ ...day('2024-05-01', {}), pages: undefined as unknown as Record<string, number> }],
      expected: [],
    },
  ])('$name', ({ records, expected }) => {
    expect(viewsByPath(records, decode)).toEqual(expected);
  });
});

describe('sharePercent and formatShare', () => {
  it.each([
    [1, 3, '33.3%'],
    [2, 3, '66.7%'],
    [3, 3, '100.0%'],
    [1, 1000, '0.1%'],
    [1, 100_000, '0.0%'],
    [0, 10, '0.0%'],
    [5, 0, '0.0%'],
    [5, Number.NaN, '0.0%'],
    [12, 10, '100.0%'],
  ])('%i of %i → %s', (part, whole, expected) => {
    expect(formatShare(sharePercent(part, whole))).toBe(expected);
  });
});

describe('topPages', () => {
  const pages = (count: number): PageViews[] => Array.from({ length: count }, (_, index) => ({ path: `/p${index}`, views: count - index }));

  it.each([
    { name: 'fewer pages than the limit', input: pages(3), length: 3, shares: ['50.0%', '33.3%', '16.7%'] },
    { name: 'cut at 10 with shares of the whole range', input: pages(12), length: 10, firstShare: '15.4%' },
    { name: 'none', input: [], length: 0, shares: [] },
  ])('$name', ({ input, length, shares, firstShare }) => {
    const top = topPages(input);
    expect(top).toHaveLength(length);
    if (shares) expect(top.map((page) => formatShare(page.share))).toEqual(shares);
    // 12 / (12 + 11 + … + 1 = 78): the pages past the cut still count in the whole.
    if (firstShare) expect(formatShare(top[0]!.share)).toBe(firstShare);
  });
});

describe('toolPathOf', () => {
  it.each([
    ['/json-formatter', 'json-formatter'],
    ['/json-formatter/', 'json-formatter'],
    ['json-formatter', 'json-formatter'],
    ['/', null],
    ['', null],
    ['/api/x', null],
    ['/a/b', null],
  ])('%j → %j', (path, expected) => {
    expect(toolPathOf(path)).toBe(expected);
  });
});

describe('topTools', () => {
  it.each([
    {
      name: 'only catalogue tools, most viewed first, coming-soon tools included',
      pages: [
        { path: '/', views: 50 },
        { path: '/base64', views: 4 },
        { path: '/unknown-tool', views: 9 },
        { path: '/regex-tester', views: 6 },
        { path: '/admin', views: 3 },
        { path: '/api/json-formatter', views: 8 },
      ],
      expected: [
        ['regex-tester', 6],
        ['base64', 4],
      ],
    },
    {
      name: 'a tool page with and without a trailing slash adds up',
      pages: [
        { path: '/dice-roller', views: 2 },
        { path: '/dice-roller/', views: 1 },
      ],
      expected: [['dice-roller', 3]],
    },
    {
      name: 'ties by tool name',
      pages: [
        { path: '/json-formatter', views: 1 },
        { path: '/base64', views: 1 },
      ],
      expected: [
        ['base64', 1],
        ['json-formatter', 1],
      ],
    },
    { name: 'no tool pages', pages: [{ path: '/', views: 3 }], expected: [] },
  ])('$name', ({ pages, expected }) => {
    expect(topTools(pages, TEST_CATALOGUE).map(({ tool, views }) => [tool.path, views])).toEqual(expected);
  });

  it('keeps the top 10', () => {
    const tools = Array.from({ length: 12 }, (_, index) => ({ ...TEST_CATALOGUE.tools[0]!, path: `t${index}`, name: `T${index}` }));
    const catalogue = { ...TEST_CATALOGUE, tools };
    const pages = tools.map((tool, index) => ({ path: `/${tool.path}`, views: index + 1 }));
    const top = topTools(pages, catalogue);
    expect(top).toHaveLength(10);
    expect(top[0]).toMatchObject({ views: 12 });
    expect(top.at(-1)).toMatchObject({ views: 3 });
  });
});
