// @ts-check
/**
 * Analytics write-load benchmark (not a test): simulates one day of page views against the
 * page-view tracker's documents and prints writes per document per second, for the single-document
 * mode (ANALYTICS_SHARDS=0) and for several shard counts. A Firestore document sustains about one
 * write per second; this shows how many shards keep every document under that at the peak.
 *
 *   node scripts/bench-analytics.mjs [--peak 1000] [--seed 1]
 *
 * Model (re-expressed here in plain JS; the real write plan is host/src/backend/analytics/page-view-writes.ts):
 * - Traffic follows a diurnal curve: rate(t) = peak · (0.15 + 0.85 · (1 − cos(2π(t − 3h)/24h)) / 2),
 *   lowest at 03:00, highest (= peak) at 15:00. Each second's views are Poisson(rate(t)).
 * - Pages are Zipf-distributed (s = 1) over 72 routes (home + ~70 tools): the home page gets ~21%.
 * - Each view writes three documents: visits/{page}, daily-analytics/{date}, daily-visitors/{date}_{visitor}.
 *   With N shards, a view picks the day's shard and its page's shard uniformly at random, so a
 *   shard's arrivals are Poisson(rate / N) (Poisson splitting) and the hottest visits shard's are
 *   Poisson(rate · share(home) / N).
 * - daily-visitors: one document per visitor per day. A visitor's session is simulated directly
 *   (4 views on average, 5–120 s apart), so its writes per second are a visitor's own pace.
 *
 * Figures: for each document kind, the busiest document's writes in its busiest second (max), its
 * 99th-percentile second over the day (p99), and its mean over the peak minute (sustained).
 */
import { seededRandom } from './lib/scale/random.mjs';

const args = process.argv.slice(2);
/** @param {string} name @param {number} fallback */
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const PEAK = option('peak', 1000);
const SEED = option('seed', 1);
const DAY = 86_400;
const PAGES = 72;
const SHARD_COUNTS = [0, 10, 100, 500, 1000, 1250, 1500, 2000];

// mulberry32, seeded, so runs are repeatable.
const random = seededRandom(SEED);

/** A Poisson draw: Knuth's method for small means, a normal approximation for large ones. @param {number} mean */
function poisson(mean) {
  if (mean <= 0) return 0;
  if (mean > 40) {
    const u = 1 - random();
    const v = random();
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * z));
  }
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}

/** @param {number} second */
const rate = (second) => PEAK * (0.15 + (0.85 * (1 - Math.cos((2 * Math.PI * (second - 3 * 3600)) / DAY))) / 2);

const harmonic = Array.from({ length: PAGES }, (_, index) => 1 / (index + 1)).reduce((a, b) => a + b, 0);
const HOT_SHARE = 1 / harmonic;
const PEAK_SECOND = 15 * 3600;

/**
 * Writes per second of the busiest of `documents` documents that share a stream of `share` of the
 * traffic. Simulating every document would be slow for thousands of shards and tells nothing more:
 * they are identically distributed, so we follow a sample and keep the worst.
 * @param {number} share @param {number} documents
 */
function counterLoad(share, documents) {
  const sample = Math.min(documents, 20);
  let max = 0;
  let worstP99 = 0;
  let worstSustained = 0;
  for (let doc = 0; doc < sample; doc += 1) {
    /** @type {number[]} */
    const histogram = [];
    let peakMinute = 0;
    for (let second = 0; second < DAY; second += 1) {
      const writes = poisson((rate(second) * share) / documents);
      histogram[writes] = (histogram[writes] ?? 0) + 1;
      if (writes > max) max = writes;
      if (second >= PEAK_SECOND - 30 && second < PEAK_SECOND + 30) peakMinute += writes;
    }
    let seen = 0;
    let p99 = 0;
    for (let writes = 0; writes < histogram.length; writes += 1) {
      seen += histogram[writes] ?? 0;
      if (seen >= 0.99 * DAY) {
        p99 = writes;
        break;
      }
    }
    worstP99 = Math.max(worstP99, p99);
    worstSustained = Math.max(worstSustained, peakMinute / 60);
  }
  return { max, p99: worstP99, sustained: worstSustained };
}

/** A visitor's own pace: sessions of 1 + Geometric views, 5–120 s apart. */
function visitorLoad() {
  let max = 0;
  let sessions = 0;
  let sameSecond = 0;
  for (; sessions < 200_000; sessions += 1) {
    let views = 1;
    while (random() < 0.75) views += 1;
    const perSecond = new Map();
    let time = 0;
    for (let view = 0; view < views; view += 1) {
      const second = Math.floor(time);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      time += 5 + random() * 115;
    }
    for (const writes of perSecond.values()) {
      max = Math.max(max, writes);
      if (writes > 1) sameSecond += 1;
    }
  }
  return { max, sameSecond };
}

const totalViews = Array.from({ length: DAY }, (_, second) => rate(second)).reduce((a, b) => a + b, 0);
/** @param {number} value @param {number} [digits] */
const fmt = (value, digits = 2) => value.toLocaleString('en-GB', { maximumFractionDigits: digits });

console.log(`Analytics write load: one simulated day, peak ${fmt(PEAK)} page views/s at 15:00 (Poisson arrivals, seed ${SEED})`);
console.log(`Expected views that day: ${fmt(totalViews, 0)}; the hottest page gets ${fmt(HOT_SHARE * 100, 1)}% of them.`);
console.log('');
console.log('writes per document per second — busiest document: max second / p99 second / mean over the peak minute');
console.log('');
console.log('shards | daily-analytics (max / p99 / peak)  | hottest visits doc (max / p99 / peak) | daily-analytics docs per day');
console.log('-------|--------------------------------------|---------------------------------------|-------------------');
/** @type {{ shards: number, daily: ReturnType<typeof counterLoad>, visits: ReturnType<typeof counterLoad> }[]} */
const results = [];
for (const shards of SHARD_COUNTS) {
  const documents = Math.max(1, shards);
  const daily = counterLoad(1, documents);
  const visits = counterLoad(HOT_SHARE, documents);
  results.push({ shards, daily, visits });
  const cell = (/** @type {{max:number,p99:number,sustained:number}} */ load) =>
    `${fmt(load.max)} / ${fmt(load.p99)} / ${fmt(load.sustained)}`.padEnd(37);
  console.log(`${String(shards).padStart(6)} | ${cell(daily)}| ${cell(visits)} | ${fmt(documents)}`);
}
const visitors = visitorLoad();
console.log('');
console.log(
  `daily-visitors/{date}_{visitor}: max ${visitors.max} write(s) in one second over 200,000 simulated sessions ` +
    `(${visitors.sameSecond} seconds with more than one); one visitor cannot sustain 1 write/s, so it needs no shards.`,
);

const sustainedOk = results.find((r) => r.daily.sustained <= 1 && r.visits.sustained <= 1);
console.log('');
console.log(`Shards for ≤ 1 write/s per document on average at the peak: N ≥ peak rate = ${fmt(Math.ceil(PEAK))}.`);
console.log(
  `Shards for the busiest sampled document to stay ≤ 1 write/s over the peak minute in this run: ${sustainedOk ? fmt(sustainedOk.shards) : `more than ${SHARD_COUNTS.at(-1)}`}` +
    ' (random spread needs headroom over the average; single seconds above 1 are bursts Firestore absorbs).',
);
