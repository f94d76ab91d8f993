// @ts-check
/** Lighthouse results reduced to what bench:lighthouse prints, and its targets (issue #15 §4). */

/**
 * @typedef {object} PageScores
 * @property {string} name
 * @property {string} path
 * @property {number | null} performance     0–100
 * @property {number | null} accessibility
 * @property {number | null} bestPractices
 * @property {number | null} seo
 * @property {number} cls
 * @property {number} lcpMs
 * @property {string[]} failing  audits below full marks in the non-performance categories, as "category: title"
 */

/** @param {number | null | undefined} score */
const percent = (score) => (typeof score === 'number' ? Math.round(score * 100) : null);

/**
 * @param {string} name
 * @param {string} path
 * @param {any} lhr  Lighthouse's result object
 * @returns {PageScores}
 */
export function summarizeReport(name, path, lhr) {
  const categories = lhr.categories ?? {};
  /** @type {string[]} */
  const failing = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1) failing.push(`${id}: ${audit.title}`);
    }
  }
  return {
    name,
    path,
    performance: percent(categories.performance?.score),
    accessibility: percent(categories.accessibility?.score),
    bestPractices: percent(categories['best-practices']?.score),
    seo: percent(categories.seo?.score),
    cls: lhr.audits?.['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits?.['largest-contentful-paint']?.numericValue ?? Number.NaN,
    failing,
  };
}

/**
 * The run with the median performance score (Lighthouse's own advice for repeated runs).
 * @param {PageScores[]} runs
 */
export function medianReport(runs) {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse runs');
  return median;
}

/**
 * One PASS/FAIL line per target.
 * @param {PageScores[]} pages
 * @param {string} toolPage  the name of the tool page among them (CLS 0 is asked of tool pages)
 */
export function lighthouseTargets(pages, toolPage) {
  const all = (/** @type {(page: PageScores) => boolean} */ test) => pages.length > 0 && pages.every(test);
  const list = (/** @type {(page: PageScores) => string} */ show) => pages.map((page) => `${page.name} ${show(page)}`).join(', ');
  const tool = pages.find((page) => page.name === toolPage);
  const line = (/** @type {boolean} */ pass, /** @type {string} */ text) => `  ${pass ? 'PASS' : 'FAIL'}  ${text}`;
  return [
    line(all((page) => (page.performance ?? 0) >= 98), `performance ≥ 98: ${list((page) => String(page.performance))}`),
    line(all((page) => page.accessibility === 100), `accessibility 100: ${list((page) => String(page.accessibility))}`),
    line(all((page) => page.bestPractices === 100), `best practices 100: ${list((page) => String(page.bestPractices))}`),
    line(all((page) => page.seo === 100), `SEO 100: ${list((page) => String(page.seo))}`),
    line(tool !== undefined && tool.cls === 0, `CLS 0 on the tool page: ${tool ? tool.cls.toFixed(3) : 'n/a'}`),
    line(all((page) => page.lcpMs <= 1500), `LCP ≤ 1.5 s (simulated): ${list((page) => `${(page.lcpMs / 1000).toFixed(2)} s`)}`),
  ];
}
