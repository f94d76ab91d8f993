import { create } from 'zustand';
import { formatProblems, parseCatalogue, validateCatalogue, type Catalogue } from '@toolhub/shared';
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

function snapshot(): Catalogue {
  const result = validateCatalogue(snapshotJson);
  if (result.ok) return result.catalogue;
  // The build's catalogue check makes this unreachable; keep the shell alive regardless.
  console.error(`The built-in catalogue is invalid:\n${formatProblems(result.problems)}`);
  return snapshotJson as unknown as Catalogue;
}

export const useCatalogueStore = create<CatalogueState>(() => ({
  catalogue: snapshot(),
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

/** Fetches and validates the run-time catalogue; on any failure keeps the current one and says why. */
export async function revalidateCatalogue(fetcher: typeof fetch = fetch): Promise<void> {
  let problem: string;
  try {
    const result = parseCatalogue(await fetchCatalogueText(CATALOGUE_URL, fetcher));
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
