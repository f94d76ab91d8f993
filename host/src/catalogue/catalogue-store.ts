import { create } from 'zustand';
import { contentFingerprint, countCatalogue, type Catalogue, type CatalogueCounts } from '@toolhub/shared';
import SNAPSHOT from './catalogue-snapshot';

/**
 * The catalogue the shell renders from. It starts as the snapshot built into the host, so the
 * first paint never waits for the network, and is replaced by `/catalogue.json` once that
 * answers and validates. A bad or unreachable manifest keeps the last good catalogue.
 *
 * A big catalogue's snapshot holds only what the home page shows first (`complete` false, with
 * `counts` for the whole): pages that need every tool call ensureCompleteCatalogue, and the home
 * page fetches the rest after its first paint.
 *
 * The snapshot leaves out search keywords; search reads them from `served`, the catalogue as
 * /catalogue.json gave it. When that is the catalogue the host was built with, `catalogue` stays
 * the very object it was, so nothing on the page renders again because it arrived.
 */
export interface CatalogueState {
  catalogue: Catalogue;
  source: 'snapshot' | 'live';
  /** True once the run-time manifest has been fetched, successfully or not. */
  settled: boolean;
  /** Why the live manifest was not used, when it was not. */
  problem: string | null;
  /** False while `catalogue` is the home page's share of a big catalogue. */
  complete: boolean;
  /** How many tools the whole catalogue has, even while only a share of it is here. */
  counts: CatalogueCounts;
  /** The catalogue /catalogue.json served, search keywords included; null until it came. */
  served: Catalogue | null;
}

export const useCatalogueStore = create<CatalogueState>(() => ({
  catalogue: SNAPSHOT.catalogue,
  source: 'snapshot',
  settled: false,
  problem: null,
  complete: SNAPSHOT.complete,
  counts: SNAPSHOT.counts,
  served: null,
}));

export const CATALOGUE_URL = '/catalogue.json';
const TIMEOUT_MS = 8000;

export async function fetchCatalogueText(url: string, fetcher: typeof fetch = fetch): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetcher(url, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim());
    return await response.text();
  } finally {
    clearTimeout(timer);
  }
}

function isHttpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** Remote entries as the schema wants them (strict objects with an http(s) URL), or undefined. */
function servedRemotes(remotes: unknown): Catalogue['remotes'] | undefined {
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) return undefined;
  const checked: Catalogue['remotes'] = {};
  for (const [id, remote] of Object.entries(remotes as Record<string, unknown>)) {
    if (typeof remote !== 'object' || remote === null || Object.keys(remote).join() !== 'entry') return undefined;
    const entry: unknown = (remote as { entry: unknown }).entry;
    if (typeof entry !== 'string' || !isHttpUrl(entry)) return undefined;
    checked[id] = { entry };
  }
  return checked;
}

const sameRemotes = (a: Catalogue['remotes'], b: Catalogue['remotes']) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The served catalogue as it was at build time (whitespace and remote entries aside): the build
 * checked it, so it needs no second check in the browser, only its remote entries a look, as
 * each environment serves its own (deploy/environments.json). Undefined when it differs or is
 * not JSON.
 */
function asBuilt(text: string): Pick<CatalogueState, 'catalogue' | 'served'> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (contentFingerprint(parsed) !== SNAPSHOT.fingerprint) return undefined;
    const remotes = servedRemotes((parsed as { remotes?: unknown }).remotes);
    if (!remotes) return undefined;
    const served = { ...(parsed as Catalogue), remotes };
    if (!SNAPSHOT.complete) return { catalogue: served, served };
    const built = SNAPSHOT.catalogue;
    return { catalogue: sameRemotes(built.remotes, remotes) ? built : { ...built, remotes }, served };
  } catch {
    return undefined;
  }
}

const live = ({ catalogue, served }: Pick<CatalogueState, 'catalogue' | 'served'>): Partial<CatalogueState> => ({
  catalogue,
  served,
  source: 'live',
  settled: true,
  problem: null,
  complete: true,
  counts: countCatalogue(catalogue),
});

/** Fetches and validates the run-time catalogue; on any failure keeps the current one and says why. */
export async function revalidateCatalogue(fetcher: typeof fetch = fetch): Promise<void> {
  let problem: string;
  try {
    const text = await fetchCatalogueText(CATALOGUE_URL, fetcher);
    const built = asBuilt(text);
    if (built) {
      useCatalogueStore.setState(live(built));
      return;
    }
    const { parseCatalogue, formatProblems } = await import('./catalogue-validation');
    const result = parseCatalogue(text);
    if (result.ok) {
      useCatalogueStore.setState(live({ catalogue: result.catalogue, served: result.catalogue }));
      return;
    }
    problem = `catalogue.json is invalid, keeping the last good catalogue:\n${formatProblems(result.problems)}`;
  } catch (error) {
    problem = `catalogue.json could not be loaded, keeping the last good catalogue: ${
      error instanceof Error ? error.message : String(error)
    }`;
  }
  console.warn(problem);
  useCatalogueStore.setState({ settled: true, problem });
}

export const useCatalogue = (): Catalogue => useCatalogueStore((state) => state.catalogue);

/** What search indexes: the served catalogue, with its keywords, or the built-in one until it came. */
export const searchableCatalogue = (state: CatalogueState): Catalogue => state.served ?? state.catalogue;

let loading: Promise<void> | null = null;

/**
 * Fetches the live catalogue once per page (later calls share the answer); a failed fetch may be
 * tried again. The shell calls it at start, and every page that needs all the tools calls it too.
 */
export function loadCatalogue(fetcher: typeof fetch = fetch): Promise<void> {
  const { settled, problem } = useCatalogueStore.getState();
  if (settled && !problem) return Promise.resolve();
  loading ??= revalidateCatalogue(fetcher).finally(() => {
    loading = null;
  });
  return loading;
}

/** Resolves once every tool is here (at once for a catalogue built in whole), or the fetch failed. */
export function ensureCompleteCatalogue(fetcher: typeof fetch = fetch): Promise<void> {
  return useCatalogueStore.getState().complete ? Promise.resolve() : loadCatalogue(fetcher);
}
