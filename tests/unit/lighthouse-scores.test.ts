import { describe, expect, it } from 'vitest';
import { lighthouseTargets, medianReport, summarizeReport, type PageScores } from '../../scripts/lib/lighthouse/scores.mjs';

const lhr = (scores: Record<string, number | null>, { cls = 0, lcp = 1200, failing = [] as string[] } = {}) => ({
  categories: Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [id, { score, auditRefs: id === 'performance' ? [] : failing.map((audit) => ({ id: audit, weight: 1 })) }]),
  ),
  audits: {
    'cumulative-layout-shift': { numericValue: cls },
    'largest-contentful-paint': { numericValue: lcp },
    ...Object.fromEntries(failing.map((audit) => [audit, { score: 0, title: `Title of ${audit}` }])),
  },
});

const page = (name: string, overrides: Partial<PageScores> = {}): PageScores => ({
  name,
  path: '/',
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpMs: 900,
  failing: [],
  ...overrides,
});

describe('summarizeReport', () => {
  it('turns category scores into percentages and keeps CLS, LCP and the audits that cost points', () => {
    const summary = summarizeReport('home', '/', lhr({ performance: 0.975, accessibility: 1, 'best-practices': 0.96, seo: 1 }, { cls: 0.05, lcp: 1600, failing: ['color-contrast'] }));
    expect(summary).toMatchObject({ performance: 98, accessibility: 100, bestPractices: 96, seo: 100, cls: 0.05, lcpMs: 1600 });
    expect(summary.failing).toContain('accessibility: Title of color-contrast');
  });

  it('reports a category Lighthouse could not score as n/a (null), not 0', () => {
    expect(summarizeReport('home', '/', lhr({ performance: null, accessibility: 1, 'best-practices': 1, seo: 1 })).performance).toBeNull();
  });
});

describe('medianReport', () => {
  it('keeps the run with the median performance score', () => {
    expect(medianReport([page('a', { performance: 90 }), page('b', { performance: 99 }), page('c', { performance: 95 })]).name).toBe('c');
    expect(medianReport([page('only')]).name).toBe('only');
    expect(() => medianReport([])).toThrow();
  });
});

describe('lighthouseTargets', () => {
  it('passes when every page meets every target', () => {
    const lines = lighthouseTargets([page('home'), page('tool'), page('coming soon')], 'tool');
    expect(lines).toHaveLength(6);
    expect(lines.every((line) => line.startsWith('  PASS'))).toBe(true);
  });

  it.each([
    ['performance 97', { performance: 97 }, 0],
    ['accessibility 99', { accessibility: 99 }, 1],
    ['best practices 92', { bestPractices: 92 }, 2],
    ['SEO 91', { seo: 91 }, 3],
    ['CLS 0.001 on the tool page', { cls: 0.001 }, 4],
    ['LCP 1.6 s', { lcpMs: 1600 }, 5],
  ])('fails on %s', (_label, overrides, line) => {
    const lines = lighthouseTargets([page('home'), page('tool', overrides)], 'tool');
    expect(lines[line]).toMatch(/^ {2}FAIL/);
    expect(lines.filter((text) => text.startsWith('  FAIL'))).toHaveLength(1);
  });

  it('asks CLS 0 of the tool page only, and fails when there is none', () => {
    expect(lighthouseTargets([page('home', { cls: 0.2 }), page('tool')], 'tool')[4]).toMatch(/^ {2}PASS/);
    expect(lighthouseTargets([page('home')], 'tool')[4]).toMatch(/^ {2}FAIL .*n\/a/);
  });
});
