// @ts-check
/**
 * Issue 16's measures of repetition, printed so anyone can re-run them: how many times each kit helper
 * is defined outside the kit (host/ included), and how many `duplicates` pairs remain across remotes/ and shared/
 * (test files and data files left out).
 *
 *   node scripts/kit-counts.mjs               the working tree
 *   node scripts/kit-counts.mjs --base REV    the same counts at REV too, side by side
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './lib/units.mjs';
import { HELPER_RULES, countDefinitions, isDataFile, isTestFile, parsePairs } from './lib/kit-counts.mjs';

/**
 * The tracked and untracked (not ignored) files under remotes/, shared/ and host/ at `dir`.
 * @param {string} dir
 */
function sourceFiles(dir) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'remotes', 'shared', 'host'], { cwd: dir, encoding: 'utf8' });
  // Deleted but not yet committed files are still listed by git: keep only what exists.
  return out.split('\n').filter((file) => file && existsSync(join(dir, file)));
}

/**
 * Copies the counted files (no tests, no data) to a scratch folder and runs `duplicates` over it.
 * @param {string} dir
 * @param {string[]} files
 */
function duplicatePairs(dir, files) {
  const scratch = mkdtempSync(join(tmpdir(), 'kit-counts-'));
  try {
    for (const file of files) {
      mkdirSync(dirname(join(scratch, file)), { recursive: true });
      cpSync(join(dir, file), join(scratch, file));
    }
    const run = spawnSync('duplicates', ['--repo', scratch, '--most', '200', '--seconds', '120'], { encoding: 'utf8' });
    if (run.error) return null;
    return parsePairs(run.stdout);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * @param {string} dir
 * @typedef {{ definitions: Record<string, number>, pairs: { total: number, css: number } | null, counted: number }} Measure
 * @returns {Measure}
 */
function measure(dir) {
  const all = sourceFiles(dir);
  const texts = new Map(all.filter((file) => /\.(tsx?|css|mjs)$/.test(file)).map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
  const counted = [...texts.keys()].filter((file) => !file.startsWith('host/') && !isTestFile(file) && !isDataFile(file, texts.get(file) ?? ''));
  const definitions = countDefinitions(texts);
  const pairs = duplicatePairs(dir, counted);
  const cssPairs = duplicatePairs(dir, counted.filter((file) => file.endsWith('.css')));
  return { definitions, pairs: pairs && cssPairs ? { total: pairs.total, css: cssPairs.total } : null, counted: counted.length };
}

/**
 * A checkout of `rev` in a temporary folder (git worktree), removed afterwards.
 * @param {string} rev
 * @param {(dir: string) => Measure} body
 */
function atRevision(rev, body) {
  const dir = mkdtempSync(join(tmpdir(), 'kit-counts-rev-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: ROOT, stdio: 'ignore' });
  try {
    return body(dir);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
  }
}

const baseIndex = process.argv.indexOf('--base');
const baseRev = baseIndex > 0 ? process.argv[baseIndex + 1] : undefined;
const now = measure(ROOT);
/** @type {Measure | undefined} */
const base = baseRev ? atRevision(baseRev, measure) : undefined;

/** @type {[string, unknown, unknown][]} */
const rows = HELPER_RULES.map((rule) => [rule.label, base?.definitions[rule.id], now.definitions[rule.id]]);
/** @param {string} label @param {(pairs: { total: number, css: number }) => number} pick */
const pairRow = (label, pick) => /** @type {[string, unknown, unknown]} */ ([label, base?.pairs ? pick(base.pairs) : undefined, now.pairs ? pick(now.pairs) : 'duplicates not installed']);
rows.push(pairRow('duplicates pairs, remotes/ + shared/ (no tests, no data)', (p) => p.total));
rows.push(pairRow('  of which between CSS files', (p) => p.css));

const width = Math.max(...rows.map(([label]) => String(label).length));
console.log(`${'measure'.padEnd(width)}  ${baseRev ? `${baseRev.slice(0, 10).padStart(10)}  ` : ''}${'now'.padStart(6)}`);
for (const [label, before, after] of rows) {
  console.log(`${String(label).padEnd(width)}  ${baseRev ? `${String(before ?? '').padStart(10)}  ` : ''}${String(after).padStart(6)}`);
}
console.log(`(${now.counted} source files counted${base ? `; ${base.counted} at ${baseRev}` : ''})`);
