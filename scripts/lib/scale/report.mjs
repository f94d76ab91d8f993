// @ts-check
/**
 * The scale benchmark's printout: one row per size, the definitions behind the figures, and a
 * PASS/FAIL line per target of issue #17 §6. Pure text from results, so it can be tested.
 */
import { LOAD_DEFINITIONS } from './load-probe.mjs';
import { KEYSTROKE_DEFINITION, READY_DEFINITION } from './keystroke-probe.mjs';

/** @typedef {import('./summary.mjs').SizeResult} SizeResult */

/** The size "today" is measured at: the real catalogue. */
export const BASELINE_SIZE = 71;

export const TARGETS = {
  /** First load may grow this much (gzip) from 71 to 1,000 tools. */
  firstLoadGrowthBytes: 10 * 1024,
  firstLoadAt: 1000,
  /** Worst keystroke, by size. */
  keystrokeMs: /** @type {Record<number, number>} */ ({ 1000: 4, 10000: 16 }),
  /** Interactive at most this times today's (71 tools). */
  interactiveRatio: 1.1,
};

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (/** @type {number | null} */ value) => (value === null ? 'n/a' : `${value.toFixed(value < 10 ? 2 : value < 100 ? 1 : 0)} ms`);
const count = (/** @type {number} */ n) => n.toLocaleString('en-US');
const signed = (/** @type {number} */ bytes) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;

/**
 * @param {string[][]} rows  the first is the heading
 */
function table(rows) {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (/** @type {string[]} */ row) => row.map((cell, column) => (column === 0 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(' | ');
  return [line(rows[0] ?? []), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.slice(1).map(line)].join('\n');
}

/**
 * @param {SizeResult[]} results  this run's, smallest first
 * @param {SizeResult | null} baseline  the 71-tool result (this run's or the last saved one)
 * @param {{ baselineFromEarlierRun: boolean }} options
 */
export function formatReport(results, baseline, { baselineFromEarlierRun }) {
  const out = [];
  const rows = [['tools', 'first load (gzip)', 'FCP', 'interactive', 'keystroke median', 'keystroke worst']];
  for (const result of results) {
    const delta = baseline && result.size !== BASELINE_SIZE ? ` (${signed(result.firstLoad.bytes - baseline.firstLoad.bytes)})` : '';
    rows.push([count(result.size), `${kb(result.firstLoad.bytes)}${delta}`, ms(result.fcp), ms(result.interactive), ms(result.keystroke.median), ms(result.keystroke.worst)]);
  }
  out.push(table(rows));
  if (baseline && baselineFromEarlierRun) out.push(`(deltas and targets against the ${BASELINE_SIZE}-tool figures measured ${baseline.measuredAt})`);

  out.push('', 'Per size:');
  for (const result of results) {
    const groups = Object.entries(result.firstLoad.byGroup)
      .map(([group, share]) => `${group} ${kb(share.bytes)} (${share.files})`)
      .join(' · ');
    const k = result.keystroke;
    out.push(`  ${count(result.size)} tools (${count(result.available)} available, ${result.categories} categories, host built ${result.builtAt})`);
    out.push(`    first load by type: ${groups}`);
    const after = result.afterInteractive;
    const afterGroups = Object.entries(after.byGroup)
      .map(([group, share]) => `${group} ${kb(share.bytes)} (${share.files})`)
      .join(' · ');
    out.push(
      `    after interactive: fetched ${kb(after.bytes)}${afterGroups ? ` (${afterGroups}: ${after.files.map((file) => file.url).join(', ')})` : ''}; long tasks ${ms(after.longTaskMs)} in all, longest ${ms(after.longestTaskMs)}`,
    );
    if (result.firstLoad.notGzip.length) out.push(`    WARNING, not gzip-encoded: ${result.firstLoad.notGzip.join(', ')}`);
    out.push(`    interactive runs: ${result.interactiveRuns.map((value) => value.toFixed(0)).join(', ')} ms; home rendered (median) ${ms(result.ready)}`);
    out.push(
      `    search: ${k.queries} queries typed ${k.passes ?? 1} times, ${k.keys} keys; ${k.timed} changed the suggestions' DOM (these are timed), ${k.changed} changed which options are listed; ${k.withSuggestions} queries ended with suggestions`,
    );
    out.push(
      `    search ready ${ms(k.readyMs ?? null)} after a click on the box; first keystroke ${ms(k.first)}, worst of the others ${ms(k.worstAfterFirst)}, worst single press ${ms(k.worstSingle ?? null)}; from key down instead of the input event: median ${ms(k.keyDownMedian)}, worst ${ms(k.keyDownWorst)}`,
    );
  }

  out.push(
    '',
    'Definitions:',
    ...LOAD_DEFINITIONS.map((line) => `  ${line}`),
    '  after interactive: requests begun after that moment until the network is idle, and long tasks until 1 s after that (work the page defers past the first load).',
    `  ${KEYSTROKE_DEFINITION}`,
    `  ${READY_DEFINITION}`,
    '  FCP and interactive: median of the cold loads (fresh browser context each, no cache; the sizes loaded in turns, so a busy moment of the machine falls on all of them).',
  );

  out.push('', 'Targets (issue #17 §6):', ...targetLines(results, baseline));
  return out.join('\n');
}

/**
 * @param {SizeResult[]} results
 * @param {SizeResult | null} baseline
 */
export function targetLines(results, baseline) {
  const at = (/** @type {number} */ size) => results.find((result) => result.size === size) ?? null;
  const verdict = (/** @type {boolean} */ ok) => (ok ? 'PASS' : 'FAIL');
  const lines = [];

  const growthAt = at(TARGETS.firstLoadAt);
  const growthTarget = `first load grows ≤ ${kb(TARGETS.firstLoadGrowthBytes)} gzip from ${BASELINE_SIZE} to ${count(TARGETS.firstLoadAt)} tools`;
  if (!growthAt || !baseline) lines.push(`  n/a   ${growthTarget}: not measured (needs ${BASELINE_SIZE} and ${count(TARGETS.firstLoadAt)})`);
  else {
    const growth = growthAt.firstLoad.bytes - baseline.firstLoad.bytes;
    lines.push(`  ${verdict(growth <= TARGETS.firstLoadGrowthBytes)}  ${growthTarget}: ${signed(growth)}`);
  }

  for (const [size, limit] of Object.entries(TARGETS.keystrokeMs)) {
    const result = at(Number(size));
    const target = `a keystroke answers in ≤ ${limit} ms at ${count(Number(size))} tools (worst of all keys, each the median of its passes)`;
    if (!result || result.keystroke.worst === null) lines.push(`  n/a   ${target}: not measured`);
    else lines.push(`  ${verdict(result.keystroke.worst <= limit)}  ${target}: worst ${ms(result.keystroke.worst)}, median ${ms(result.keystroke.median)}, worst single press ${ms(result.keystroke.worstSingle ?? null)}`);
  }

  const larger = results.filter((result) => result.size > BASELINE_SIZE);
  const interactiveTarget = `home interactive within ${Math.round((TARGETS.interactiveRatio - 1) * 100)}% of today (${BASELINE_SIZE} tools)`;
  if (!baseline || larger.length === 0) lines.push(`  n/a   ${interactiveTarget}: not measured`);
  else {
    const limit = baseline.interactive * TARGETS.interactiveRatio;
    const each = larger.map((result) => `${count(result.size)}: ${ms(result.interactive)} ${verdict(result.interactive <= limit)}`);
    lines.push(`  ${verdict(larger.every((result) => result.interactive <= limit))}  ${interactiveTarget}, ≤ ${ms(limit)}: ${each.join('; ')}`);
  }
  return lines;
}
