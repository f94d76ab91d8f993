import { create } from 'zustand';
import type { Catalogue } from '@toolhub/shared';
import snapshotJson from '../../../catalogue.json';

/**
 * The catalogue the shell renders from. It starts as the snapshot built into the host, so the
 * first paint never waits for the network, and is replaced by `/catalogue.json` once that
 * answers and validates. A bad or unreachable manifest keeps the last good catalogue.
 */
export interface CatalogueState {
  catalogue: Catalogue;
  source: 'snapshot' | 'live';
  /** True once the run-time manifest has been fetched, successfully or not. */
  settled: boolean;
  /** Why the live manifest was not used, when it was not. */
  problem: string | null;
}

// The build runs the catalogue check on this very file (scripts/lib/catalogue-check.ts) and stops
// on any problem, so the snapshot needs no second check in the browser.
const SNAPSHOT = snapshotJson as unknown as Catalogue;
const SNAPSHOT_TEXT = JSON.stringify(snapshotJson);

export const useCatalogueStore = create<CatalogueState>(() => ({
  catalogue: SNAPSHOT,
  source: 'snapshot',
  settled: false,
  problem: null,
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

/** The served text is the built-in snapshot (whitespace aside): nothing to validate or replace. */
function isSnapshot(text: string): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === SNAPSHOT_TEXT;
  } catch {
    return false;
  }
}

/** Fetches and validates the run-time catalogue; on any failure keeps the current one and says why. */
export async function revalidateCatalogue(fetcher: typeof fetch = fetch): Promise<void> {
  let problem: string;
  try {
    const text = await fetchCatalogueText(CATALOGUE_URL, fetcher);
    if (isSnapshot(text)) {
      useCatalogueStore.setState({ catalogue: SNAPSHOT, source: 'live', settled: true, problem: null });
      return;
    }
    const { parseCatalogue, formatProblems } = await import('./catalogue-validation');
    const result = parseCatalogue(text);
    if (result.ok) {
      useCatalogueStore.setState({ catalogue: result.catalogue, source: 'live', settled: true, problem: null });
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
